/**
 * /storefront/delivery-options: how the storefront delivers, as buyers see it at checkout: pickup
 * at named warehouses (free), zones of states with a fee per order plus per tonne or per package
 * (VAT added at the seller's rate), and freight quoted on request. The gateway prices every order.
 */
import { useState } from 'react';
import { deliveryClassName } from '../../../../contracts/dangerous-goods.ts';
import type { DeliveryOption } from '../../../../contracts/delivery.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { loadOptions, optionsKey, removeOption } from './api.ts';
import styles from './delivery-options.css?url';
import { OptionForm } from './OptionForm.tsx';

await areaStyles(styles);

const KIND_LABEL = { pickup: 'Pickup', zone: 'Zone', quoted: 'Quoted freight' } as const;

function priceOf(o: DeliveryOption): string {
  if (o.kind === 'pickup') return 'Free';
  if (o.kind === 'quoted') return 'Quoted after the order';
  const parts = [
    o.feePerOrderMinor ? `${formatMoney(o.feePerOrderMinor)} per order` : null,
    o.feePerTonneMinor ? `${formatMoney(o.feePerTonneMinor)} per tonne` : null,
    o.feePerPackageMinor ? `${formatMoney(o.feePerPackageMinor)} per package` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' + ')}, plus VAT` : 'Free';
}

export default function DeliveryOptionsArea({ title }: { title: string; params: Record<string, string> }) {
  const options = useQuery(optionsKey, loadOptions);
  const [editing, setEditing] = useState<DeliveryOption | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<DeliveryOption | null>(null);
  const [sending, setSending] = useState(false);

  async function remove(option: DeliveryOption) {
    setSending(true);
    setProblem(null);
    try {
      setNotice(await removeOption(option.id));
      invalidate(optionsKey);
      setRemoving(null);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  const list = options.data ?? [];
  return (
    <section className="delivery-area" aria-labelledby="area-title">
      <div className="delivery-head">
        <div>
          <h1 id="area-title">{title}</h1>
          <p className="muted small">
            What buyers choose from at checkout. The marketplace prices each order with these fees and adds VAT.
          </p>
        </div>
        {editing === null && (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add a delivery option
          </button>
        )}
      </div>
      <FormMessage error={problem} notice={notice} />
      {editing !== null && (
        <OptionForm
          key={editing === 'new' ? 'new' : editing.id}
          option={editing === 'new' ? null : editing}
          position={list.length}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {!options.data ? (
        <QueryStatus query={options} what="your delivery options" />
      ) : list.length === 0 ? (
        <div className="card empty-note">
          <p>
            No delivery options yet: buyers can only arrange delivery with you after ordering. Add a pickup warehouse, the zones you deliver
            to, or freight on request.
          </p>
        </div>
      ) : (
        <ul className="delivery-list">
          {list.map((o) => (
            <li key={o.id} className="card delivery-item">
              <div className="delivery-item-main">
                <p className="delivery-item-title">
                  <strong>{o.label}</strong> <span className="badge">{KIND_LABEL[o.kind]}</span>
                  {!o.active && <span className="badge warning">Not offered</span>}
                </p>
                <p className="small">{priceOf(o)}</p>
                {o.address && <p className="small muted">{o.address}</p>}
                {o.states.length > 0 && <p className="small muted">{o.states.join(', ')}</p>}
                {o.classSurcharges.length > 0 && (
                  <p className="small">
                    Dangerous goods:{' '}
                    {o.classSurcharges
                      .map((c) => `${formatMoney(c.amountMinor)} more per order carrying ${deliveryClassName(c.class)}`)
                      .join(', ')}
                  </p>
                )}
                {o.refusedClasses.length > 0 && (
                  <p className="small">Does not carry {o.refusedClasses.map(deliveryClassName).join(', ')}</p>
                )}
                {o.leadTimeDays !== null && (
                  <p className="small muted">
                    {o.leadTimeDays} working {o.leadTimeDays === 1 ? 'day' : 'days'} from dispatch
                  </p>
                )}
              </div>
              <div className="delivery-item-actions">
                <button type="button" className="button secondary compact" onClick={() => setEditing(o)}>
                  Change<span className="visually-hidden"> {o.label}</span>
                </button>
                <button type="button" className="button secondary compact" onClick={() => setRemoving(o)}>
                  Remove<span className="visually-hidden"> {o.label}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <FormDialog
          title={`Remove “${removing.label}”?`}
          intro="Buyers no longer see it; orders placed with it keep their delivery."
          onClose={() => setRemoving(null)}
          onSubmit={() => remove(removing)}
          error={problem}
          sending={sending}
          submitLabel="Remove"
          sendingLabel="Removing…"
          cancelLabel="Keep it"
          danger
        />
      )}
    </section>
  );
}
