/** One shipping address: its lines, with Make default, Edit and Delete (which asks first); or its edit form. */
import type { ShippingAddress } from '../../../../contracts/commerce.ts';
import { AddressForm } from '../../../shared/commerce/AddressForm.tsx';
import { AddressLines } from '../../../shared/commerce/AddressLines.tsx';

export type ItemMode = 'view' | 'editing' | 'confirming';

interface AddressItemProps {
  address: ShippingAddress;
  mode: ItemMode;
  /** A change to this address is on its way. */
  busy: boolean;
  /** Why the last change to it failed. */
  error: string | null;
  onMode: (mode: ItemMode) => void;
  onEdited: (saved: ShippingAddress) => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

export const addressItemId = (id: string) => `address-${id}`;
export const editButtonId = (id: string) => `edit-${id}`;
export const deleteButtonId = (id: string) => `delete-${id}`;
export const confirmDeleteId = (id: string) => `confirm-delete-${id}`;
/** The first field of the edit form (AddressForm names its fields after the prefix). */
export const editFormPrefix = (id: string) => `edit-address-${id}`;

export function AddressItem({ address, mode, busy, error, onMode, onEdited, onMakeDefault, onDelete }: AddressItemProps) {
  const nameId = `address-name-${address.id}`;
  if (mode === 'editing') {
    return (
      <li className="card">
        <div className="item-main">
          <h2 className="item-title" id={nameId}>
            Edit {address.label}
          </h2>
          <AddressForm idPrefix={editFormPrefix(address.id)} address={address} onSaved={onEdited} onCancel={() => onMode('view')} />
        </div>
      </li>
    );
  }
  const errorLine = error && (
    <p className="field-error" role="alert">
      {error}
    </p>
  );
  return (
    <li id={addressItemId(address.id)} className="card" tabIndex={-1} aria-labelledby={nameId}>
      <div className="item-main">
        <h2 className="item-title" id={nameId}>
          {address.label} {address.isDefault && <span className="badge verified">Default</span>}
        </h2>
        <AddressLines address={address} />
      </div>
      {mode === 'confirming' ? (
        <div className="item-actions confirm" role="group" aria-labelledby={`confirm-text-${address.id}`}>
          <p id={`confirm-text-${address.id}`} className="confirm-text">
            Delete “{address.label}”? Orders already placed keep their address.
          </p>
          <button id={confirmDeleteId(address.id)} type="button" className="button danger" disabled={busy} onClick={onDelete}>
            {busy ? 'Deleting…' : 'Yes, delete'}
          </button>
          <button type="button" className="button secondary" onClick={() => onMode('view')}>
            Keep it
          </button>
          {errorLine}
        </div>
      ) : (
        <div className="item-actions">
          {!address.isDefault && (
            <button type="button" className="button secondary" disabled={busy} aria-describedby={nameId} onClick={onMakeDefault}>
              {busy ? 'Saving…' : 'Make default'}
            </button>
          )}
          <button
            id={editButtonId(address.id)}
            type="button"
            className="button secondary"
            aria-describedby={nameId}
            onClick={() => onMode('editing')}
          >
            Edit
          </button>
          <button
            id={deleteButtonId(address.id)}
            type="button"
            className="button secondary"
            aria-describedby={nameId}
            onClick={() => onMode('confirming')}
          >
            Delete
          </button>
          {errorLine}
        </div>
      )}
    </li>
  );
}
