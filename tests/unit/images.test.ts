import { describe, expect, it } from 'vitest';
import {
  CLOUDINARY_ORIGIN,
  IMAGE_WIDTHS,
  cloudinaryUrl,
  imageOrigins,
  imageProviderFrom,
  isVectorImage,
  responsiveImage,
  srcsetWidths,
} from '../../src/build/images.ts';

const cloudinary = imageProviderFrom({
  PUBLIC_IMAGE_PROVIDER: 'cloudinary',
  PUBLIC_CLOUDINARY_CLOUD_NAME: 'chem-demo',
  PUBLIC_SITE_URL: 'https://market.example',
});
if (cloudinary.kind !== 'cloudinary') throw new Error('expected the cloudinary provider');

describe('image configuration', () => {
  it('uses the widths of spec §9', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });

  it('is local unless Cloudinary is asked for with a cloud name', () => {
    expect(imageProviderFrom({})).toEqual({ kind: 'local' });
    expect(imageProviderFrom({ PUBLIC_IMAGE_PROVIDER: '' })).toEqual({ kind: 'local' });
    expect(cloudinary).toEqual({
      kind: 'cloudinary',
      cloudName: 'chem-demo',
      siteUrl: 'https://market.example',
      deliveryUrl: CLOUDINARY_ORIGIN,
    });
    expect(() => imageProviderFrom({ PUBLIC_IMAGE_PROVIDER: 'cloudinary' })).toThrow(/PUBLIC_CLOUDINARY_CLOUD_NAME/);
    expect(() => imageProviderFrom({ PUBLIC_IMAGE_PROVIDER: 'imgix' })).toThrow(/PUBLIC_IMAGE_PROVIDER/);
  });

  it('allows the delivery origin in the policy only with Cloudinary', () => {
    expect(imageOrigins({ kind: 'local' })).toEqual([]);
    expect(imageOrigins(cloudinary)).toEqual(['https://res.cloudinary.com']);
    const custom = imageProviderFrom({
      PUBLIC_IMAGE_PROVIDER: 'cloudinary',
      PUBLIC_CLOUDINARY_CLOUD_NAME: 'x',
      PUBLIC_CLOUDINARY_DELIVERY_URL: 'https://img.market.example/',
    });
    expect(imageOrigins(custom)).toEqual(['https://img.market.example']);
  });
});

describe('cloudinary URLs', () => {
  it('fetch a site picture from the public address, resized, in WebP', () => {
    expect(cloudinaryUrl(cloudinary, '/api/v1/files/42', { width: 640 })).toBe(
      'https://res.cloudinary.com/chem-demo/image/fetch/c_limit,w_640,f_webp,q_auto/https://market.example/api/v1/files/42',
    );
    // Escaped once more, as Cloudinary's SDKs do: Cloudinary unescapes it back to the URL itself.
    expect(cloudinaryUrl(cloudinary, 'https://cdn.example/a b.jpg?v=2', { width: 320, height: 240, quality: 70 })).toBe(
      'https://res.cloudinary.com/chem-demo/image/fetch/c_fill,w_320,h_240,f_webp,q_70/https://cdn.example/a%2520b.jpg%3Fv%3D2',
    );
  });

  it('give a fluid picture a srcset in the spec widths up to twice its size, with sizes', () => {
    const image = responsiveImage('/media/photos/drum.jpg', { width: 640, height: 480, sizes: '50vw' }, cloudinary);
    expect(image.width).toBe(640);
    expect(image.height).toBe(480);
    expect(image.sizes).toBe('50vw');
    expect(image.src).toContain('/c_fill,w_640,h_480,f_webp,q_auto/https://market.example/media/photos/drum.jpg');
    const candidates = image.srcset!.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, d]) => d)).toEqual(['320w', '640w', '768w', '1024w', '1280w']);
    for (const [url, descriptor] of candidates) {
      const w = Number.parseInt(descriptor!, 10);
      expect(url).toContain(`w_${w},h_${w * 0.75},f_webp`);
    }
  });

  it('give a fixed-size picture 1x and 2x', () => {
    const image = responsiveImage('/api/v1/files/7', { width: 72, height: 72, descriptor: 'densities' }, cloudinary);
    expect(image.sizes).toBeUndefined();
    expect(image.srcset).toBe(
      [
        'https://res.cloudinary.com/chem-demo/image/fetch/c_fill,w_72,h_72,f_webp,q_auto/https://market.example/api/v1/files/7 1x',
        'https://res.cloudinary.com/chem-demo/image/fetch/c_fill,w_144,h_144,f_webp,q_auto/https://market.example/api/v1/files/7 2x',
      ].join(', '),
    );
  });

  it('leave SVG pictures alone, and every picture with the local provider', () => {
    expect(isVectorImage('/media/chemicals/caustic-soda.svg')).toBe(true);
    expect(isVectorImage('/media/chemicals/caustic-soda.svg?v=3')).toBe(true);
    expect(isVectorImage('/api/v1/files/7')).toBe(false);
    expect(responsiveImage('/media/chemicals/caustic-soda.svg', { width: 640, height: 480 }, cloudinary)).toEqual({
      src: '/media/chemicals/caustic-soda.svg',
      width: 640,
      height: 480,
    });
    expect(responsiveImage('/api/v1/files/7', { width: 640, height: 480 }, { kind: 'local' })).toEqual({
      src: '/api/v1/files/7',
      width: 640,
      height: 480,
    });
  });

  it('never ask for less than the smallest width', () => {
    expect(srcsetWidths(100)).toEqual([320]);
    expect(srcsetWidths(1536)).toEqual(IMAGE_WIDTHS);
  });
});
