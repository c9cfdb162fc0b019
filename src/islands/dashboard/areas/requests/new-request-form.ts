/** What the three new-request forms (quote, sample, document) are given, and what they report once sent. */
export interface NewRequestFormProps {
  productId: number;
  /** Sent: the new request's id and the gateway's message for the toast. */
  onSent: (id: string, message: string) => void;
  onCancel: () => void;
}
