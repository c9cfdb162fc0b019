/**
 * Images (spec §9): the widths, densities and format every picture is served in, and the URLs of
 * a picture for the provider in use.
 *
 * - `local` (the default): raster pictures bundled with the site go through Astro's image
 *   pipeline at build time (`src/components/Picture.astro`: WebP in the widths below); catalog
 *   pictures are served as they are, with explicit dimensions.
 * - `cloudinary` (PUBLIC_IMAGE_PROVIDER=cloudinary and PUBLIC_CLOUDINARY_CLOUD_NAME): every raster
 *   picture is fetched and resized by Cloudinary from the public site address, in WebP, in the
 *   widths below (or at 1x and 2x for fixed-size pictures such as logos).
 * - `vercel` (PUBLIC_IMAGE_PROVIDER=vercel; the spec's default, §9): every raster picture goes
 *   through Vercel's image optimizer on the site's own origin (`/_vercel/image?url=…&w=…&q=…`),
 *   which exists only on Vercel's hosting: `vercel.json` declares the widths it may be asked for
 *   (VERCEL_IMAGE_SIZES) and WebP. `npm start` and other hosts use `local`.
 *
 * SVG pictures (the demo catalog draws all of its pictures as SVG) are vectors: they are never
 * resized nor converted, only given dimensions and lazy loading.
 *
 * Pure functions, usable by the build (astro.config.mjs, .astro pages) and by islands alike.
 */

/** Named widths of spec §9, in CSS pixels of the rendered image × density. */
const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS);
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
export const CLOUDINARY_ORIGIN = 'https://res.cloudinary.com';
/**
 * The widths Vercel's optimizer serves (it refuses any other): small ones for fixed-size pictures
 * at 1x and 2x (logos of 48 and 72 pixels), then the spec's. Listed as `images.sizes` in vercel.json.
 */
export const VERCEL_IMAGE_SIZES: readonly number[] = [16, 32, 48, 64, 96, 128, 256, ...IMAGE_WIDTHS];
/** Vercel's optimizer needs a quality (1–100); 75 is its own examples' and Next.js's default. */
export const VERCEL_IMAGE_QUALITY = 75;

export type ImageProvider =
  | { kind: 'local' }
  | { kind: 'vercel' }
  | {
      kind: 'cloudinary';
      cloudName: string;
      /** Public address of the site: Cloudinary fetches site-relative pictures from it. */
      siteUrl: string;
      /** Where Cloudinary delivers from (a custom delivery domain); https://res.cloudinary.com by default. */
      deliveryUrl: string;
    };

type Env = Record<string, string | boolean | undefined>;
const text = (env: Env, key: string) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The provider the configuration asks for; throws on a half-done Cloudinary configuration. */
export function imageProviderFrom(env: Env): ImageProvider {
  const kind = (text(env, 'PUBLIC_IMAGE_PROVIDER') ?? 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind === 'vercel') return { kind: 'vercel' };
  if (kind !== 'cloudinary') throw new Error(`PUBLIC_IMAGE_PROVIDER must be "local", "vercel" or "cloudinary", not "${kind}"`);
  const cloudName = text(env, 'PUBLIC_CLOUDINARY_CLOUD_NAME');
  if (!cloudName || !/^[\w-]+$/.test(cloudName)) {
    throw new Error('PUBLIC_IMAGE_PROVIDER=cloudinary needs PUBLIC_CLOUDINARY_CLOUD_NAME (letters, digits, - and _)');
  }
  const siteUrl = text(env, 'PUBLIC_SITE_URL') ?? (typeof env.SITE === 'string' ? env.SITE : undefined) ?? 'http://localhost:4321';
  const deliveryUrl = text(env, 'PUBLIC_CLOUDINARY_DELIVERY_URL') ?? CLOUDINARY_ORIGIN;
  for (const [name, url] of [
    ['PUBLIC_SITE_URL', siteUrl],
    ['PUBLIC_CLOUDINARY_DELIVERY_URL', deliveryUrl],
  ] as const) {
    try {
      new URL(url);
    } catch {
      throw new Error(`${name} is not a URL: ${url}`);
    }
  }
  return { kind: 'cloudinary', cloudName, siteUrl, deliveryUrl: deliveryUrl.replace(/\/+$/, '') };
}

/** The provider of this build (Vite replaces import.meta.env at build time; empty in the config file). */
export function currentImageProvider(): ImageProvider {
  return imageProviderFrom((import.meta as { env?: Env }).env ?? {});
}

/** Origins pictures may come from besides the site itself, for the img-src policy. */
export function imageOrigins(provider: ImageProvider): string[] {
  return provider.kind === 'cloudinary' ? [new URL(provider.deliveryUrl).origin] : [];
}

/** A vector picture: never resized or converted. */
export function isVectorImage(src: string): boolean {
  return /\.svgz?(?:[?#]|$)/i.test(src) || src.startsWith('data:image/svg+xml');
}

/** Cloudinary escapes the fetched address like its SDKs do: everything but the URL's structure. */
const escapeFetched = (url: string) => encodeURIComponent(url).replace(/%3A/gi, ':').replace(/%2F/gi, '/');

interface TransformOptions {
  width: number;
  /** Given with width, the picture is cropped to fill; alone, width keeps the aspect ratio. */
  height?: number | undefined;
  format?: string | undefined;
  quality?: number | string | undefined;
}

/** The Cloudinary address of a picture resized to `width` (fetch delivery: no upload needed). */
export function cloudinaryUrl(provider: Extract<ImageProvider, { kind: 'cloudinary' }>, src: string, options: TransformOptions): string {
  const source = new URL(src, provider.siteUrl).href;
  const steps = [
    options.height ? 'c_fill' : 'c_limit',
    `w_${Math.round(options.width)}`,
    ...(options.height ? [`h_${Math.round(options.height)}`] : []),
    `f_${options.format ?? IMAGE_FORMAT}`,
    `q_${options.quality ?? 'auto'}`,
  ];
  return `${provider.deliveryUrl}/${provider.cloudName}/image/fetch/${steps.join(',')}/${escapeFetched(source)}`;
}

/**
 * The address of a picture through Vercel's optimizer, at the first width it serves that is at
 * least `width`. The format follows the browser's Accept header among those vercel.json allows
 * (WebP); the height follows the picture's own aspect ratio, as Vercel never crops.
 */
export function vercelUrl(src: string, options: Pick<TransformOptions, 'width' | 'quality'>): string {
  const width = VERCEL_IMAGE_SIZES.find((w) => w >= Math.round(options.width)) ?? VERCEL_IMAGE_SIZES.at(-1)!;
  const quality = Number(options.quality);
  const q = Number.isInteger(quality) && quality >= 1 && quality <= 100 ? quality : VERCEL_IMAGE_QUALITY;
  return `/_vercel/image?${new URLSearchParams({ url: src, w: String(width), q: String(q) })}`;
}

/** The address of a picture resized by a transforming provider. */
export function transformedUrl(provider: Exclude<ImageProvider, { kind: 'local' }>, src: string, options: TransformOptions): string {
  return provider.kind === 'vercel' ? vercelUrl(src, options) : cloudinaryUrl(provider, src, options);
}

export interface ResponsiveImageOptions {
  /** Intrinsic (layout) size: always written on the <img>, so the page does not shift. */
  width: number;
  height: number;
  /**
   * `widths`: a srcset in the spec's widths up to twice `width`, with `sizes` (pictures whose
   * rendered width follows the layout); `densities`: 1x and 2x of `width` (fixed-size pictures).
   */
  descriptor?: 'widths' | 'densities';
  /** The rendered width at each layout, for `widths`; defaults to the picture's own width. */
  sizes?: string;
}

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** The widths of a srcset for a picture shown at most `width` CSS pixels wide (up to 2x). */
export function srcsetWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width * 2);
  return widths.length ? widths : [IMAGE_WIDTHS[0]!];
}

/**
 * src, srcset and sizes of a catalog picture (a site path like /media/… or an absolute URL) for
 * the provider in use. Without a transforming provider, or for SVG, the picture is served as is.
 */
export function responsiveImage(
  src: string,
  options: ResponsiveImageOptions,
  provider: ImageProvider = currentImageProvider(),
): ResponsiveImage {
  const { width, height, descriptor = 'widths' } = options;
  if (provider.kind === 'local' || isVectorImage(src)) return { src, width, height };
  const ratio = height / width;
  const url = (w: number) => transformedUrl(provider, src, { width: w, height: Math.round(w * ratio) });
  if (descriptor === 'densities') {
    return { src: url(width), srcset: IMAGE_DENSITIES.map((d) => `${url(width * d)} ${d}x`).join(', '), width, height };
  }
  const widths = srcsetWidths(width);
  return {
    src: url(width),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    sizes: options.sizes ?? `(min-width: ${width}px) ${width}px, 100vw`,
    width,
    height,
  };
}

/**
 * Rendered widths of the pictures the layouts show, for `sizes`. Cards sit in `.grid-cards`
 * (columns of at least 240px with 16px gaps, in a container 32px narrower than the window and
 * at most 1200px wide): 1 column below 528px, then 2, 3 and 4 (288px each from 1232px).
 */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1232px) 288px, (min-width: 1040px) calc(25vw - 20px), (min-width: 784px) calc(33.33vw - 21px), (min-width: 528px) calc(50vw - 24px), calc(100vw - 32px)';
/** The product page's main picture: 5/11 of the container beside the summary from 900px, full width below. */
export const PRODUCT_MAIN_SIZES = '(min-width: 1232px) 531px, (min-width: 900px) calc(45.45vw - 29px), calc(100vw - 32px)';
/** Intrinsic size of catalog pictures (the demo catalog draws them at 640×480). */
export const PRODUCT_IMAGE = { width: 640, height: 480 } as const;
