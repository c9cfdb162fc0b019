/**
 * What a seller can do with one product of the list: edit, publish or take back, archive, restore,
 * delete after a confirmation in the row (a product that was ordered is archived instead; the
 * gateway's message says which happened).
 */
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { SellerProductRow } from '../../../../contracts/seller-products.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../shared/use-query.ts';
import { address } from '../../../shared/use-url-state.ts';
import { deleteProduct, setProductStatus, type ProductStatus } from './api.ts';
import { EDIT_PATH } from './form-steps.ts';

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
      {row.status === 'draft' && (
        <button
          type="button"
          className="button compact"
          disabled={busy}
          onClick={() => move('published')}
          aria-label={`Publish ${row.name}`}
        >
          Publish
        </button>
      )}
      {row.status === 'published' && (
        <button
          type="button"
          className="button secondary compact"
          disabled={busy}
          onClick={() => move('draft')}
          aria-label={`Unpublish ${row.name}`}
        >
          Unpublish
        </button>
      )}
      {row.status === 'published' && (
        <button
          type="button"
          className="button secondary compact"
          disabled={busy}
          onClick={() => move('archived')}
          aria-label={`Archive ${row.name}`}
        >
          Archive
        </button>
      )}
      {row.status === 'archived' && (
        <button
          type="button"
          className="button secondary compact"
          disabled={busy}
          onClick={() => move('draft')}
          aria-label={`Restore ${row.name} to drafts`}
        >
          Restore
        </button>
      )}
      <button type="button" className="button secondary compact" onClick={() => onConfirm(true)} aria-label={`Delete ${row.name}`}>
        Delete
      </button>
    </span>
  );
}
