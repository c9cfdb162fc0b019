/** What publishing a draft will put in the catalog, or what it still needs (a package with a price). */
import { formatMoney } from '../../../../contracts/money.ts';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';

export function PublishSummary({ product, onAddPackages }: { product: SellerProduct; onAddPackages: () => void }) {
  const count = product.packages.length;
  return (
    <section className="publish-summary" aria-labelledby="publish-title">
      <h3 id="publish-title">Ready to publish?</h3>
      {count > 0 ? (
        <p>
          Publishing puts “{product.name}” in the catalog with {count} package{count === 1 ? '' : 's'} from{' '}
          {formatMoney(product.priceFromMinor ?? 0, product.currency)}. Its page appears on the site after the next update, usually within a
          minute or two.
        </p>
      ) : (
        <p>
          It needs at least one package with a price first.{' '}
          <button type="button" className="button secondary compact" onClick={onAddPackages}>
            Add packages
          </button>
        </p>
      )}
    </section>
  );
}
