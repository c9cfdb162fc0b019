/**
 * /procurement/shipping-addresses: where orders are delivered, shared by a company's buyers. Add,
 * edit, delete (after a confirmation) and choose the default one, which checkout picks first.
 */
import { useState } from 'react';
import type { ShippingAddress } from '../../../../contracts/commerce.ts';
import { toast } from '../../../../lib/toast.ts';
import { AddressForm } from '../../../shared/commerce/AddressForm.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useFocusNext } from '../../../shared/ui/use-focus-next.ts';
import { useMutation, useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import {
  AddressItem,
  addressItemId,
  confirmDeleteId,
  deleteButtonId,
  editButtonId,
  editFormPrefix,
  type ItemMode,
} from './AddressItem.tsx';
import { addressesKey, deleteAddress, loadAddresses, setDefaultAddress } from './api.ts';
import { withSaved } from './with-saved.ts';

export default function ShippingAddresses({ title }: { title: string; params: Record<string, string> }) {
  const addresses = useQuery(addressesKey, loadAddresses);
  const makeDefault = useMutation(setDefaultAddress);
  const remove = useMutation(deleteAddress);
  const [adding, setAdding] = useState(false);
  /** The one address being edited or confirming its deletion. */
  const [active, setActive] = useState<{ id: string; mode: ItemMode } | null>(null);
  /** The address the last change was for, whose row shows its progress and error. */
  const [target, setTarget] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const focusNext = useFocusNext();
  const items = addresses.data ?? [];

  function startAdding() {
    setAdding(true);
    setActive(null);
    focusNext('new-address-label');
  }

  function changeMode(address: ShippingAddress, mode: ItemMode) {
    setActive(mode === 'view' ? null : { id: address.id, mode });
    if (mode === 'editing') setAdding(false);
    const from = active?.id === address.id ? active.mode : 'view';
    if (mode === 'editing') focusNext(`${editFormPrefix(address.id)}-label`);
    else if (mode === 'confirming') focusNext(confirmDeleteId(address.id));
    else focusNext(from === 'editing' ? editButtonId(address.id) : deleteButtonId(address.id));
  }

  function onAdded(saved: ShippingAddress) {
    addresses.setData((current) => withSaved(current, saved));
    setAdding(false);
    setStatus(`Added ${saved.label}.`);
    toast('Address added');
    focusNext(addressItemId(saved.id));
  }

  function onEdited(saved: ShippingAddress) {
    addresses.setData((current) => withSaved(current, saved));
    setActive(null);
    setStatus(`Saved ${saved.label}.`);
    toast('Address saved');
    focusNext(editButtonId(saved.id));
  }

  async function onMakeDefault(address: ShippingAddress) {
    setTarget(address.id);
    remove.reset();
    const saved = await makeDefault.run(address.id);
    if (!saved) return;
    addresses.setData((current) => withSaved(current, { ...saved, isDefault: true }));
    setStatus(`${address.label} is now the default delivery address.`);
    focusNext(addressItemId(address.id));
  }

  async function onDelete(address: ShippingAddress) {
    const index = items.findIndex((a) => a.id === address.id);
    setTarget(address.id);
    makeDefault.reset();
    if ((await remove.run(address.id)) === null) {
      focusNext(confirmDeleteId(address.id));
      return;
    }
    const rest = items.filter((a) => a.id !== address.id);
    addresses.setData(() => rest);
    setActive(null);
    setStatus(`Deleted ${address.label}.`);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusNext(neighbour ? addressItemId(neighbour.id) : 'add-address');
    // The gateway may have made another address the default: read the list as it stands.
    if (address.isDefault && rest.length) addresses.reload();
  }

  const rowError = (makeDefault.error ?? remove.error)?.message ?? null;
  return (
    <section className="list-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title">{title}</h1>
        {!adding && (
          <button id="add-address" type="button" className="button" onClick={startAdding}>
            Add an address
          </button>
        )}
      </div>
      <p className="muted small">
        Sellers deliver your orders to these addresses. Everyone who buys for your company shares them; the default one is chosen first at
        checkout.
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>

      {adding && (
        <div className="card area-block">
          <h2>New address</h2>
          <AddressForm
            idPrefix="new-address"
            defaultChecked={items.length === 0}
            onSaved={onAdded}
            onCancel={() => {
              setAdding(false);
              focusNext('add-address');
            }}
          />
        </div>
      )}

      <QueryStatus query={addresses} what="your addresses" />
      {addresses.data && items.length === 0 && !adding && (
        <div className="card notice-block empty-list">
          <h2>No addresses yet</h2>
          <p>Add the factory or warehouse where sellers should deliver. You can also add one while checking out.</p>
        </div>
      )}

      {items.length > 0 && (
        <ul className="item-list">
          {items.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              mode={active?.id === address.id ? active.mode : 'view'}
              busy={target === address.id && (makeDefault.busy || remove.busy)}
              error={target === address.id ? rowError : null}
              onMode={(mode) => changeMode(address, mode)}
              onEdited={onEdited}
              onMakeDefault={() => void onMakeDefault(address)}
              onDelete={() => void onDelete(address)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
