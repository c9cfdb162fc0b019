/**
 * /procurement/shipping-addresses: where orders are delivered, shared by a company's buyers. Add,
 * edit, delete (after a confirmation) and choose the default one, which checkout picks first.
 */
import { useEffect, useRef, useState } from 'react';
import type { ShippingAddress } from '../../../contracts/commerce.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { AddressForm } from '../../checkout/AddressForm.tsx';
import { AddressLines } from '../../checkout/AddressLines.tsx';
import '../../shared/shared.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; items: ShippingAddress[] };

export default function ShippingAddresses({ title }: { title: string; params: Record<string, string> }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ id: string; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<Envelope<ShippingAddress[]>>('/v1/shippingaddress/get-all', { signal: controller.signal }).then(
      (response) => setLoad({ status: 'done', items: response.data }),
      (error) => { if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(error) }); },
    );
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const items = load.status === 'done' ? load.items : [];
  /** The gateway lists the default first; a change of default or a new one is placed the same way here. */
  const arrange = (list: ShippingAddress[]) => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const withSaved = (saved: ShippingAddress) => arrange([
    saved, ...items.filter((a) => a.id !== saved.id).map((a) => (saved.isDefault ? { ...a, isDefault: false } : a)),
  ]);

  function onAdded(saved: ShippingAddress) {
    setLoad({ status: 'done', items: withSaved(saved) });
    setAdding(false);
    setStatus(`Added ${saved.label}.`);
    toast('Address added');
    focusNext.current = `address-${saved.id}`;
  }

  function onEdited(saved: ShippingAddress) {
    setLoad({ status: 'done', items: withSaved(saved) });
    setEditing(null);
    setStatus(`Saved ${saved.label}.`);
    toast('Address saved');
    focusNext.current = `edit-${saved.id}`;
  }

  async function makeDefault(address: ShippingAddress) {
    setBusy(address.id);
    setRowError(null);
    try {
      const response = await api<Envelope<ShippingAddress>>(`/v1/shippingaddress/set-default/${encodeURIComponent(address.id)}`, { method: 'POST' });
      setLoad({ status: 'done', items: withSaved({ ...response.data, isDefault: true }) });
      setStatus(`${address.label} is now the default delivery address.`);
      focusNext.current = `address-${address.id}`;
    } catch (error) {
      setRowError({ id: address.id, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  async function remove(address: ShippingAddress) {
    const index = items.findIndex((a) => a.id === address.id);
    setBusy(address.id);
    setRowError(null);
    try {
      await api(`/v1/shippingaddress/delete/${encodeURIComponent(address.id)}`, { method: 'DELETE' });
      const rest = items.filter((a) => a.id !== address.id);
      setLoad({ status: 'done', items: rest });
      setConfirming(null);
      setStatus(`Deleted ${address.label}.`);
      const neighbour = rest[Math.min(index, rest.length - 1)];
      focusNext.current = neighbour ? `address-${neighbour.id}` : 'add-address';
      // The gateway may have made another address the default: read the list as it stands.
      if (address.isDefault && rest.length) setAttempt((n) => n + 1);
    } catch (error) {
      setRowError({ id: address.id, message: errorMessage(error) });
      focusNext.current = `confirm-delete-${address.id}`;
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="list-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title">{title}</h1>
        {!adding && (
          <button id="add-address" type="button" className="button" onClick={() => { setAdding(true); setEditing(null); focusNext.current = 'new-address-label'; }}>
            Add an address
          </button>
        )}
      </div>
      <p className="muted small">Sellers deliver your orders to these addresses. Everyone who buys for your company shares them; the default one is chosen first at checkout.</p>
      <p className="visually-hidden" role="status">{status}</p>

      {adding && (
        <div className="card area-block">
          <h2>New address</h2>
          <AddressForm idPrefix="new-address" defaultChecked={items.length === 0} onSaved={onAdded}
            onCancel={() => { setAdding(false); focusNext.current = 'add-address'; }} />
        </div>
      )}

      {load.status === 'loading' && <div className="card notice-block" aria-busy="true">Loading your addresses…</div>}
      {load.status === 'error' && (
        <div className="card notice-block" role="alert">
          <p>We could not load your addresses: {load.message}</p>
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      )}
      {load.status === 'done' && items.length === 0 && !adding && (
        <div className="card notice-block empty-list">
          <h2>No addresses yet</h2>
          <p>Add the factory or warehouse where sellers should deliver. You can also add one while checking out.</p>
        </div>
      )}

      {items.length > 0 && (
        <ul className="item-list">
          {items.map((address) => {
            const nameId = `address-name-${address.id}`;
            const error = rowError?.id === address.id ? rowError.message : null;
            if (editing === address.id) {
              return (
                <li key={address.id} className="card">
                  <div className="item-main">
                    <h2 className="item-title" id={nameId}>Edit {address.label}</h2>
                    <AddressForm idPrefix={`edit-address-${address.id}`} address={address} onSaved={onEdited}
                      onCancel={() => { setEditing(null); focusNext.current = `edit-${address.id}`; }} />
                  </div>
                </li>
              );
            }
            return (
              <li key={address.id} id={`address-${address.id}`} className="card" tabIndex={-1} aria-labelledby={nameId}>
                <div className="item-main">
                  <h2 className="item-title" id={nameId}>
                    {address.label} {address.isDefault && <span className="badge verified">Default</span>}
                  </h2>
                  <AddressLines address={address} />
                </div>
                {confirming === address.id ? (
                  <div className="item-actions confirm" role="group" aria-labelledby={`confirm-text-${address.id}`}>
                    <p id={`confirm-text-${address.id}`} className="confirm-text">Delete “{address.label}”? Orders already placed keep their address.</p>
                    <button id={`confirm-delete-${address.id}`} type="button" className="button danger" disabled={busy === address.id} onClick={() => void remove(address)}>
                      {busy === address.id ? 'Deleting…' : 'Yes, delete'}
                    </button>
                    <button type="button" className="button secondary" onClick={() => { setConfirming(null); focusNext.current = `delete-${address.id}`; }}>Keep it</button>
                    {error && <p className="field-error" role="alert">{error}</p>}
                  </div>
                ) : (
                  <div className="item-actions">
                    {!address.isDefault && (
                      <button type="button" className="button secondary" disabled={busy === address.id} aria-describedby={nameId} onClick={() => void makeDefault(address)}>
                        {busy === address.id ? 'Saving…' : 'Make default'}
                      </button>
                    )}
                    <button id={`edit-${address.id}`} type="button" className="button secondary" aria-describedby={nameId}
                      onClick={() => { setEditing(address.id); setAdding(false); setConfirming(null); focusNext.current = `edit-address-${address.id}-label`; }}>
                      Edit
                    </button>
                    <button id={`delete-${address.id}`} type="button" className="button secondary" aria-describedby={nameId}
                      onClick={() => { setConfirming(address.id); setEditing(null); focusNext.current = `confirm-delete-${address.id}`; }}>
                      Delete
                    </button>
                    {error && <p className="field-error" role="alert">{error}</p>}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
