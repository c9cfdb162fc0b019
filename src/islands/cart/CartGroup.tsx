/** The lines one seller ships, under the seller's name and their subtotal: the gateway makes one order of them. */
import { supplierPath } from '../../contracts/urls.ts';
import { formatMoney } from '../../contracts/money.ts';
import { CartLine } from './CartLine.tsx';
import type { SellerGroup } from '../shared/commerce/group-by-seller.ts';
import { linesTotal, type ShownLine } from './shown-lines.ts';

interface CartGroupProps {
  group: SellerGroup<ShownLine>;
  currency: string;
  onQuantity: (line: ShownLine, quantity: number) => void;
  onRemove: (line: ShownLine) => void;
}

export function CartGroup({ group, currency, onQuantity, onRemove }: CartGroupProps) {
  const headingId = `seller-${group.supplier.id}`;
  return (
    <section className="card cart-group" aria-labelledby={headingId}>
      <header className="cart-group-head">
        <h2 id={headingId}>
          <span className="muted small">Sold by</span> <a href={supplierPath(group.supplier.slug)}>{group.supplier.name}</a>
        </h2>
        <p className="small muted">
          Subtotal <strong className="money">{formatMoney(linesTotal(group.lines), currency)}</strong>
        </p>
      </header>
      <ul className="cart-lines">
        {group.lines.map((line) => (
          <CartLine
            key={line.packageId}
            line={line}
            onQuantity={(quantity) => onQuantity(line, quantity)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
    </section>
  );
}
