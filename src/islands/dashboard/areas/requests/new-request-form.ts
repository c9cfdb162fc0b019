/** What the three new-request forms (quote, sample, document) are given, and what they report once sent. */
export interface NewRequestFormProps {
  productId: number;
  /** The dialog the form opens in: its title and the line under it. */
  dialog: { title: string; intro: string };
  /** Sent: the new request's id and the gateway's message for the toast. */
  onSent: (id: string, message: string) => void;
  onCancel: () => void;
}
