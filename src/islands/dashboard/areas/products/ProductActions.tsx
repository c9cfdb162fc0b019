/**
 * What a seller can do with one product of the list: edit, publish or take back, archive, restore,
 * delete after a confirmation in the row (a product that was ordered is archived instead; the
 * gateway's message says which happened).
 */
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { SellerProductRow } from '../../../../contracts/seller-products.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../shared/data/use-query.ts';
import { address } from '../../../shared/data/use-url-state.ts';
import { deleteProduct, setProductStatus, type ProductStatus } from './api.ts';
import { EDIT_PATH } from './form-steps.ts';

/** The buttons moving a product on from each status (among the moves the contract allows), each named with the product for screen readers. */
const MOVE_BUTTONS: Record<ProductStatus, { to: ProductStatus; label: string; name: (product: string) => string; primary?: boolean }[]> = {
  draft: [{ to: 'published', label: 'Publish', name: (p) => `Publish ${p}`, primary: true }],
  published: [
    { to: 'draft', label: 'Unpublish', name: (p) => `Unpublish ${p}` },
    { to: 'archived', label: 'Archive', name: (p) => `Archive ${p}` },
  ],
  archived: [{ to: 'draft', label: 'Restore', name: (p) => `Restore ${p} to drafts` }],
};

interface ProductActionsProps {
  row: SellerProductRow;
  confirming: boolean;
  onConfirm: (open: boolean) => void;
  /** Called with the gateway's message after a change, or with what went wrong. */
  onDone: (message: string, failed: boolean) => void;
}

export function ProductActions({ row, confirming, onConfirm, onDone }: ProductActionsProps) {
  const change = useMutation(async (send: () => Promise<Envelope<unknown>>) => {
    try {
      onDone((await send()).message ?? 'Saved.', false);
    } catch (error) {
      onDone(errorMessage(error), true);
      throw error;
    }
  });
  const busy = change.busy;
  const move = (status: ProductStatus) => void change.run(() => setProductStatus(row.id, status));

  if (confirming) {
    return (
      <span className="row-actions" role="group" aria-label={`Confirm deleting ${row.name}`}>
        <span className="small">Delete “{row.name}”? If it was ordered, it is archived instead.</span>
        <button
          type="button"
          className="button danger compact"
          disabled={busy}
          onClick={() => void change.run(() => deleteProduct(row.id))}
          // biome-ignore lint/a11y/noAutofocus: the question replaces the Delete button that had the keyboard; its answer takes it
          autoFocus
        >
          {busy ? 'Deleting…' : 'Yes, delete'}
        </button>
        <button type="button" className="button secondary compact" onClick={() => onConfirm(false)}>
          Cancel
        </button>
      </span>
    );
  }
  return (
    <span className="row-actions">
      <a className="button secondary compact" href={address(EDIT_PATH, { id: row.id })} aria-label={`Edit ${row.name}`}>
        Edit
      </a>
      {MOVE_BUTTONS[row.status].map((m) => (
        <button
          key={m.label}
          type="button"
          className={m.primary ? 'button compact' : 'button secondary compact'}
          disabled={busy}
          onClick={() => move(m.to)}
          aria-label={m.name(row.name)}
        >
          {m.label}
        </button>
      ))}
      <button type="button" className="button secondary compact" onClick={() => onConfirm(true)} aria-label={`Delete ${row.name}`}>
        Delete
      </button>
    </span>
  );
}
