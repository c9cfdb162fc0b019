/**
 * The markup inside a product card, as one escaped HTML string. The static pages (ProductCard.astro)
 * and the search island (ProductCard.tsx) both insert it, so a card looks the same everywhere and a
 * static build of 100000 product pages does not pay for a framework render per card.
 */
import type { ProductSummary } from '../contracts/products.ts';
import { countryName } from '../contracts/format.ts';
import { formatMoney } from '../contracts/money.ts';
import { PRODUCT_CARD_SIZES, PRODUCT_IMAGE, responsiveImage } from '../build/images.ts';
import { fromPrice, saleUntil } from '../lib/sale-price.ts';
import { escapeHtml } from './escape-html.ts';
import { dealNoteHtml, salePriceHtml } from './sale-price-html.ts';

function attributes(pairs: Record<string, string | number | undefined>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(v!)}"`)
    .join('');
}

export interface ProductCardOptions {
  /** false for cards in the first screenful. */
  lazy?: boolean;
  /** The page's largest picture above the fold (fetched first). */
  priority?: boolean;
}

export function productCardHtml(product: ProductSummary, { lazy = true, priority = false }: ProductCardOptions = {}): string {
  const image = product.imageUrl ? responsiveImage(product.imageUrl, { ...PRODUCT_IMAGE, sizes: PRODUCT_CARD_SIZES }) : null;
  const img = image
    ? `<img${attributes({
        src: image.src,
        srcset: image.srcset,
        sizes: image.sizes,
        alt: '',
        width: image.width,
        height: image.height,
        loading: lazy && !priority ? 'lazy' : 'eager',
        fetchpriority: priority ? 'high' : undefined,
        decoding: 'async',
      })}>`
    : '';
  const meta = [product.grade, product.casNumber && `CAS ${product.casNumber}`, product.physicalForm]
    .filter((part): part is string => Boolean(part))
    .map((part) => `<span>${escapeHtml(part)}</span>`)
    .join('');
  const from = fromPrice(product);
  const price =
    from.fromMinor === null
      ? 'Price on request'
      : `<span class="muted small">from </span>${
          from.listMinor === null
            ? escapeHtml(formatMoney(from.fromMinor, product.currency))
            : salePriceHtml(from.fromMinor, from.listMinor, product.currency)
        }`;
  const deal = from.endsAt === null ? '' : `<p class="product-card-deal deal-note small">${dealNoteHtml(saleUntil(from.endsAt))}</p>`;
  // Where the goods ship from: "Lagos, Nigeria", or the country alone.
  const place = [product.supplier.city, countryName(product.supplier.country)].filter(Boolean).join(', ');
  const verified = product.supplier.verified ? '<span class="badge verified">Verified</span>' : '';
  return (
    `${img}<div class="product-card-body">` +
    `<h3><a href="${escapeHtml(product.url)}">${escapeHtml(product.name)}</a></h3>` +
    `<p class="product-card-meta">${meta}</p>` +
    `<p class="product-card-price">${price}</p>` +
    deal +
    `<p class="product-card-supplier small">${escapeHtml(product.supplier.name)}${verified}</p>` +
    `<p class="product-card-place small muted">${escapeHtml(place)}</p>` +
    '</div>'
  );
}
