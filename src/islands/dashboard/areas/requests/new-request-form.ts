/** What the three new-request forms (quote, sample, document) are given, and what they report once sent. */
import type { FormDialogProps } from '../../../shared/ui/FormDialog.tsx';

export interface NewRequestFormProps {
  productId: number;
  /** The dialog the form opens in: its title, the line under it, its send button and the way out. */
  dialog: Pick<FormDialogProps, 'title' | 'intro' | 'onClose' | 'formClassName' | 'submitLabel'>;
  /** Sent: the new request's id and the gateway's message for the toast. */
  onSent: (id: string, message: string) => void;
}
