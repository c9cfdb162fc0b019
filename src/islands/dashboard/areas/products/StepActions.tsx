/** The buttons under every step of the product form: Back, "save as draft" (save and go to the list) and the step's main button. */
import type { SellerProduct } from '../../../../contracts/seller-products.ts';

interface StepActionsProps {
  onBack: (() => void) | null;
  onClose: () => void;
  closeLabel: string;
  primaryLabel: string;
  busy: boolean;
  busyLabel?: string;
}

export function StepActions({ onBack, onClose, closeLabel, primaryLabel, busy, busyLabel = 'Saving…' }: StepActionsProps) {
  return (
    <div className="step-actions">
      <div className="group">
        {onBack && (
          <button type="button" className="button secondary" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
      </div>
      <div className="group">
        <button type="button" className="button secondary" onClick={onClose} disabled={busy}>
          {closeLabel}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : primaryLabel}
        </button>
      </div>
    </div>
  );
}

/** "Save as draft" while the product is a draft (or new), "Save and close" once it is published or archived. */
export const closeLabel = (product: SellerProduct | null) => (!product || product.status === 'draft' ? 'Save as draft' : 'Save and close');
