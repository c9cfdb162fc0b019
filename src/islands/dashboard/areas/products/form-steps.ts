/** The five steps of the product form, where the form keeps its place (`?id=…&step=…`), and which steps hold something. */
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import type { UrlView } from '../../../shared/data/use-url-state.ts';

export const LIST_PATH = '/storefront/products';
export const EDIT_PATH = '/storefront/products/edit-product';

export const STEPS = [
  { title: 'Basics', intro: 'What the product is, where it belongs in the catalog, and how it is sold.' },
  {
    title: 'Packages and prices',
    intro: 'The packages you sell it in, each with its price in naira (before VAT and delivery) and the number in stock.',
  },
  { title: 'Properties', intro: 'The specification buyers compare: appearance, assay, density and the like.' },
  { title: 'Documents', intro: 'Technical and safety data sheets and certificates of analysis, as PDF files.' },
  { title: 'Safety and more', intro: "Storage, shelf life and other details, and the product's GHS hazard data. Then publish it." },
] as const;

/** The product being edited and its step; a new product has no id and is always at step 1. */
export const FORM_VIEW: UrlView<{ id: number | null; step: number }> = {
  read(params) {
    const id = Number.parseInt(params.get('id') ?? '', 10);
    const step = Number.parseInt(params.get('step') ?? '1', 10);
    return { id: id > 0 ? id : null, step: Number.isFinite(step) ? Math.min(Math.max(step, 1), STEPS.length) : 1 };
  },
  defaults: { id: null, step: 1 },
};

/** Which steps hold something, for the step indicator. */
export function filledSteps(product: SellerProduct | null): boolean[] {
  if (!product) return [false, false, false, false, false];
  return [
    true,
    product.packages.length > 0,
    Object.keys(product.properties).length > 0,
    product.documents.length > 0,
    Object.keys(product.additionalInfo).length > 0 || product.ghsPictograms.length > 0 || product.signalWord !== null,
  ];
}
