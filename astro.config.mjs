// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { loadEnv } from 'vite';
import { buildManifest } from './src/integrations/build-manifest.ts';
import { syncDigest } from './src/integrations/sync-digest.ts';
import { sitemap } from './src/integrations/sitemap.ts';
import { lowPriorityScripts } from './src/integrations/low-priority-scripts.ts';
import { cspDigestsOnce } from './src/integrations/csp-digests-once.ts';
import { removeDetailSlices } from './src/build/detail-slices.ts';
import { chunkGroup } from './src/build/chunk-groups.ts';
import { IMAGE_WIDTHS, imageOrigins, imageProviderFrom } from './src/build/images.ts';
import { thirdPartiesFrom, thirdPartyCspSources } from './src/build/third-parties.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Identifies this build; the build check compares it with /builds/latest.json. */
const buildId = process.env.BUILD_ID || Date.now().toString(36);

const googleClientId = process.env.PUBLIC_GOOGLE_CLIENT_ID;

// The same PUBLIC_* settings the pages read (the environment first, then .env files), so the
// policy allows exactly the outside origins of the services and image provider the pages use.
const publicEnv = { ...loadEnv(process.argv.includes('dev') ? 'development' : 'production', process.cwd(), 'PUBLIC_'), ...process.env };
const imageProvider = imageProviderFrom(publicEnv);
const outside = thirdPartyCspSources(thirdPartiesFrom(publicEnv));
/** @param {string[]} origins */
const more = (origins) => origins.map((origin) => ` ${origin}`).join('');
const outDir = process.env.SITE_OUT_DIR || './dist';
const reactModule = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  outDir,
  trailingSlash: 'ignore',
  // Pages render while earlier ones are written to disk (the build otherwise idles on every write).
  // Stylesheets go into each page's head: a linked one held the first paint for a round trip
  // (docs/decisions/044).
  build: { format: 'directory', concurrency: Number(process.env.BUILD_CONCURRENCY) || 4, inlineStylesheets: 'always' },
  security: {
    // Hashes of every script and style Astro emits go into a <meta> policy on each page: no
    // 'unsafe-inline' for scripts. The all-in-one server adds frame-ancestors as a header.
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${googleClientId ? ' https://*.googleusercontent.com' : ''}${more([...imageOrigins(imageProvider), ...outside.img])}`,
        `connect-src 'self'${googleClientId ? ' https://accounts.google.com' : ''}${more(outside.connect)}`,
        `font-src 'self'${more(outside.font)}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        `frame-src ${[...(googleClientId ? ['https://accounts.google.com'] : []), ...outside.frame].join(' ') || "'none'"}`,
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      scriptDirective: { resources: ["'self'", ...(googleClientId ? ['https://accounts.google.com/gsi/client'] : []), ...outside.script] },
      // Islands set a few style attributes (brand colours); styles cannot run code.
      styleDirective: {
        resources: ["'self'", "'unsafe-inline'", ...(googleClientId ? ['https://accounts.google.com/gsi/style'] : []), ...outside.style],
      },
    },
  },
  image: {
    // Spec §9: widths xs 320 … 2xl 1536 in WebP. Each picture picks widths (layout
    // "constrained", src/components/Picture.astro) or densities 1 and 2 (fixed-size pictures), so
    // there is no site-wide layout: Astro drops densities wherever a layout applies.
    breakpoints: [...IMAGE_WIDTHS],
    responsiveStyles: true,
    // Cloudinary or Vercel, when configured: variants become the provider's URLs instead of files.
    ...(imageProvider.kind !== 'local'
      ? {
          service: {
            entrypoint: fileURLToPath(new URL('./src/build/transforming-image-service.ts', import.meta.url)),
            config: imageProvider,
          },
        }
      : {}),
  },
  integrations: [
    react(),
    sitemap(),
    buildManifest({ version, buildId }),
    // The full build's product details, kept on disk while its pages render (docs/decisions/045).
    {
      name: 'catalog-slices',
      hooks: { 'astro:build:done': () => removeDetailSlices(), 'astro:server:done': () => removeDetailSlices() },
    },
    syncDigest(),
  ],
  vite: {
    plugins: [
      lowPriorityScripts(),
      cspDigestsOnce(),
      {
        // The groups below take a module without the modules it imports, which the bundler allows
        // when an entry's file may export more than the entry did (the islands' exports stay).
        name: 'client-entry-signatures',
        configEnvironment: (name) =>
          name === 'client' ? { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } } : undefined,
      },
    ],
    define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(buildId) },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React and React DOM come as one file instead of five small ones: every page with an
              // island loads all of them, and one file compresses better and costs one request.
              codeSplitting: {
                groups: [
                  { name: 'react', test: reactModule, priority: 1 },
                  // Modules always loaded together go into one file each (src/build/chunk-groups.ts).
                  { name: (id, ctx) => chunkGroup(id, ctx), includeDependenciesRecursively: false },
                ],
              },
              // Dashboard areas are folders of one shape (areas/<area>/Area.tsx): their chunks are
              // named after the area (user-management-Area.[hash].js), not all "Area", so a chunk in
              // the network panel, an error report or a test says which area it is.
              chunkFileNames: (chunk) => {
                const area = chunk.facadeModuleId?.match(/islands\/dashboard\/areas\/([^/]+)\/([^/.]+)\.tsx$/);
                return area ? `_astro/${area[1]}-${area[2]}.[hash].js` : '_astro/[name].[hash].js';
              },
            },
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': process.env.GATEWAY_URL || 'http://127.0.0.1:4322',
        '/media': process.env.GATEWAY_URL || 'http://127.0.0.1:4322',
        // The gateway shows it to this machine only: it is told the browser's address (X-Forwarded-For).
        '/dev/mailbox': { target: process.env.GATEWAY_URL || 'http://127.0.0.1:4322', xfwd: true },
      },
    },
  },
});
