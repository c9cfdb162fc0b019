/** What the product list says when there is nothing to show: no product at all yet, or none in this tab or search. */
import { LIST_PATH } from './form-steps.ts';

export function NoProductsYet() {
  return (
    <div className="card empty-state">
      <h2>Your storefront has no products yet</h2>
      <p>
        Add your first product: its name and grade, the packages you sell with prices and stock, its specification and data sheets. It stays
        a draft until you publish it.
      </p>
      <a className="button" href="/storefront/products/add-product">
        Add product
      </a>
    </div>
  );
}

/** `tab` names the status tab ("drafts"), or is null for all products. */
export function NoProductsHere({ q, tab }: { q: string; tab: string | null }) {
  return (
    <div className="card empty-state">
      <h2>No products here</h2>
      <p>
        {q ? (
          <>
            No product matches “{q}”{tab ? ` among ${tab}` : ''}.
          </>
        ) : (
          `You have no ${tab ? `${tab} ` : ''}products.`
        )}
      </p>
      {(q || tab) && <a href={LIST_PATH}>Show all products</a>}
    </div>
  );
}
