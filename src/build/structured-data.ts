/** JSON-LD for search engines (schema.org): Product with its Offers, and its breadcrumbs. */
import { koboToDecimal } from '../contracts/money.ts';
import type { ProductDetail } from '../contracts/products.ts';
import { marketPath } from '../contracts/urls.ts';
import { lowestSale, packagePrice, saleLastDay } from '../lib/sale-price.ts';

export function productJsonLd(product: ProductDetail, site: URL) {
  const url = new URL(product.url, site).href;
  const inStock = product.packages.some((p) => p.stock > 0);
  // The prices a buyer pays now: a running campaign's where it lowers a package.
  const prices = product.packages.map((p) => packagePrice(p).priceMinor);
  const sale = lowestSale(product.packages);
  const validUntil = sale && saleLastDay(sale.endsAt);
  // Identifiers a buyer of chemicals searches by: the CAS number, and the UN number and class of dangerous goods.
  const transport = product.transport?.dangerous ? product.transport : null;
  const properties = [
    product.casNumber && { name: 'CAS number', value: product.casNumber },
    transport && { name: 'UN number', value: transport.unNumber },
    transport && { name: 'Transport hazard class', value: [transport.hazardClass, ...transport.subsidiaryRisks].join(', ') },
  ]
    .filter((p) => Boolean(p))
    .map((p) => ({ '@type': 'PropertyValue', ...(p as { name: string; value: string }) }));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${product.name}, ${product.grade}`,
      description: product.description,
      sku: String(product.id),
      ...(product.imageUrl ? { image: new URL(product.imageUrl, site).href } : {}),
      ...(product.producer ? { brand: { '@type': 'Brand', name: product.producer.name } } : {}),
      ...(properties.length ? { additionalProperty: properties } : {}),
      offers: product.packages.length
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: product.currency,
            lowPrice: koboToDecimal(Math.min(...prices)),
            highPrice: koboToDecimal(Math.max(...prices)),
            offerCount: product.packages.length,
            // While a campaign runs: its lowest price as `price`, and the last day in Lagos it holds.
            ...(sale ? { price: koboToDecimal(sale.priceMinor), ...(validUntil ? { priceValidUntil: validUntil } : {}) } : {}),
            availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url,
            seller: { '@type': 'Organization', name: product.supplier.name },
          }
        : undefined,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Markets', url: new URL('/markets', site).href },
        ...product.marketPath.map((m) => ({ name: m.name, url: new URL(marketPath(m.slug, m.id), site).href })),
        { name: product.name, url },
      ].map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
    },
  ];
}

/** The home page's JSON-LD: the organisation, and the site with its search (sitelinks search box). */
export function homeJsonLd(site: URL) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ChemMarket Africa',
      url: site.href,
      logo: new URL('/favicon.svg', site).href,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'ChemMarket Africa',
      url: site.href,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/search', site).href}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
