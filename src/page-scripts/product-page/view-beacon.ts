/**
 * Counts a view of the product page: one beacon, sent after the page is shown, never delaying it.
 * The product's id is on the element marked data-product-view.
 */
const productId = Number(document.querySelector<HTMLElement>('[data-product-view]')?.dataset.productView);
if (Number.isInteger(productId) && productId > 0 && 'sendBeacon' in navigator) {
  // A string is sent as text/plain, which the view counter reads as JSON.
  navigator.sendBeacon('/api/v1/marketplace/product-view', JSON.stringify({ productId }));
}
