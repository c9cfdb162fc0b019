/**
 * Astro image service of the transforming providers (selected in astro.config.mjs when
 * PUBLIC_IMAGE_PROVIDER is cloudinary or vercel): <Picture> and getImage() keep computing widths,
 * densities, dimensions and attributes as Astro does, and each variant becomes the provider's
 * address (a Cloudinary fetch URL, or Vercel's optimizer on the site's origin) instead of a file
 * generated at build time. Both transform pictures where the site is deployed, so this is for a
 * deployed site, not for `npm run dev`.
 */
import type { ExternalImageService } from 'astro';
import { baseService } from 'astro/assets';
import { type ImageProvider, transformedUrl } from './images.ts';

type Transforming = Exclude<ImageProvider, { kind: 'local' }>;

const service: ExternalImageService<Transforming> = {
  validateOptions: baseService.validateOptions!,
  getHTMLAttributes: baseService.getHTMLAttributes!,
  getSrcSet: baseService.getSrcSet!,
  getURL(options, imageConfig) {
    const src = typeof options.src === 'string' ? options.src : options.src.src;
    const width = options.width ?? (typeof options.src === 'string' ? undefined : options.src.width);
    if (!width) return src;
    return transformedUrl(imageConfig.service.config, src, {
      width,
      height: options.height,
      format: options.format,
      quality: options.quality ?? undefined,
    });
  },
};

export default service;
