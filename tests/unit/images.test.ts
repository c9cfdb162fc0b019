import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLOUDINARY_ORIGIN,
  IMAGE_WIDTHS,
  VERCEL_IMAGE_SIZES,
  cloudinaryUrl,
  imageOrigins,
  type ImageProvider,
  imageProviderFrom,
  isVectorImage,
  responsiveImage,
  srcsetWidths,
  vercelUrl,
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
    expect(() => imageProviderFrom({ PUBLIC_IMAGE_PROVIDER: 'imgix' })).toThrow(/"local", "vercel" or "cloudinary"/);
    expect(imageProviderFrom({ PUBLIC_IMAGE_PROVIDER: 'Vercel' })).toEqual({ kind: 'vercel' });
  });

  it('allows the delivery origin in the policy only with Cloudinary', () => {
    expect(imageOrigins({ kind: 'local' })).toEqual([]);
    expect(imageOrigins(cloudinary)).toEqual(['https://res.cloudinary.com']);
    expect(imageOrigins({ kind: 'vercel' })).toEqual([]); // the optimizer answers on the site's own origin
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

describe('vercel URLs', () => {
  const vercel = imageProviderFrom({ PUBLIC_IMAGE_PROVIDER: 'vercel' });
  const query = (url: string) => {
    expect(url.startsWith('/_vercel/image?')).toBe(true);
    return Object.fromEntries(new URL(url, 'https://market.example').searchParams);
  };

  it('ask the optimizer on the site for the picture at a width, with a quality', () => {
    expect(vercelUrl('/media/photos/drum.jpg', { width: 640 })).toBe('/_vercel/image?url=%2Fmedia%2Fphotos%2Fdrum.jpg&w=640&q=75');
    expect(query(vercelUrl('https://cdn.example/a b.jpg?v=2', { width: 320, quality: 60 }))).toEqual({
      url: 'https://cdn.example/a b.jpg?v=2',
      w: '320',
      q: '60',
    });
    // A quality Vercel refuses (outside 1–100, or a word such as "auto") becomes its default.
    expect(query(vercelUrl('/a.jpg', { width: 320, quality: 'auto' })).q).toBe('75');
  });

  it('ask only for widths vercel.json declares, rounding up', () => {
    expect(query(vercelUrl('/a.jpg', { width: 700 })).w).toBe('768');
    expect(query(vercelUrl('/a.jpg', { width: 72 })).w).toBe('96');
    expect(query(vercelUrl('/a.jpg', { width: 4000 })).w).toBe('1536');
    const config = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8'));
    expect(config.images.sizes).toEqual(VERCEL_IMAGE_SIZES);
    expect(config.images.formats).toEqual(['image/webp']);
    expect(VERCEL_IMAGE_SIZES).toEqual(expect.arrayContaining([...IMAGE_WIDTHS]));
  });

  it('give a fluid picture a srcset in the spec widths up to twice its size', () => {
    const image = responsiveImage('/media/photos/drum.jpg', { width: 640, height: 480, sizes: '50vw' }, vercel);
    expect(image).toMatchObject({ width: 640, height: 480, sizes: '50vw' });
    expect(query(image.src)).toEqual({ url: '/media/photos/drum.jpg', w: '640', q: '75' });
    const candidates = image.srcset!.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, d]) => d)).toEqual(['320w', '640w', '768w', '1024w', '1280w']);
    for (const [url, descriptor] of candidates) expect(`${query(url!).w}w`).toBe(descriptor);
  });

  it('give a fixed-size picture 1x and 2x', () => {
    const image = responsiveImage('/api/v1/files/7', { width: 48, height: 48, descriptor: 'densities' }, vercel);
    expect(image.srcset).toBe(
      '/_vercel/image?url=%2Fapi%2Fv1%2Ffiles%2F7&w=48&q=75 1x, /_vercel/image?url=%2Fapi%2Fv1%2Ffiles%2F7&w=96&q=75 2x',
    );
  });

  it('leave SVG pictures alone', () => {
    expect(responsiveImage('/media/chemicals/caustic-soda.svg', { width: 640, height: 480 }, vercel).src).toBe(
      '/media/chemicals/caustic-soda.svg',
    );
  });
});

describe('the image service of the transforming providers', () => {
  it('makes each variant Astro asks for an address of the provider in use', async () => {
    const { default: service } = await import('../../src/build/transforming-image-service.ts');
    const config = (provider: ImageProvider) => ({ service: { entrypoint: '', config: provider } }) as never;
    const logger = console as never; // the service logs nothing
    const variant = {
      src: { src: '/_astro/hero.Ab12.png', width: 2400, height: 1600, format: 'png' },
      width: 768,
      format: 'webp',
    } as never;
    expect(await service.getURL(variant, config({ kind: 'vercel' }), logger)).toBe(
      '/_vercel/image?url=%2F_astro%2Fhero.Ab12.png&w=768&q=75',
    );
    expect(await service.getURL(variant, config(cloudinary), logger)).toBe(
      'https://res.cloudinary.com/chem-demo/image/fetch/c_limit,w_768,f_webp,q_auto/https://market.example/_astro/hero.Ab12.png',
    );
  });
});
