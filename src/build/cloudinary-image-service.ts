/**
 * Astro image service of the Cloudinary kind (selected in astro.config.mjs when
 * PUBLIC_IMAGE_PROVIDER=cloudinary): <Picture> and getImage() keep computing widths, densities,
 * dimensions and attributes as Astro does, and each variant becomes a Cloudinary fetch URL
 * instead of a file generated at build time. Pictures are fetched from the public site address,
 * so this is for a deployed site, not for `npm run dev`.
 */
import type { ExternalImageService } from 'astro';
import { baseService } from 'astro/assets';
import { cloudinaryUrl, type ImageProvider } from './images.ts';

type Cloudinary = Extract<ImageProvider, { kind: 'cloudinary' }>;

const service: ExternalImageService<Cloudinary> = {
  validateOptions: baseService.validateOptions!,
  getHTMLAttributes: baseService.getHTMLAttributes!,
  getSrcSet: baseService.getSrcSet!,
  getURL(options, imageConfig) {
    const src = typeof options.src === 'string' ? options.src : options.src.src;
    const width = options.width ?? (typeof options.src === 'string' ? undefined : options.src.width);
    if (!width) return src;
    return cloudinaryUrl(imageConfig.service.config, src, {
      width,
      height: options.height,
      format: options.format,
      quality: options.quality ?? undefined,
    });
  },
};

export default service;
