/** The "Request documents" form, opened from a product page's link: a TDS, SDS, CoA or another document. */
import { useId, useState, type FormEvent } from 'react';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentRequest } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { Field } from '../../../shared/Field.tsx';
import { useRequestForm, type FieldErrors } from '../../../requests/use-request-form.ts';
import type { Sent } from './product-request-types.ts';

type Kind = (typeof DOCUMENT_KINDS)[number];

export function DocumentRequestForm({ productId, onSent, onCancel }: { productId: number; onSent: (sent: Sent) => void; onCancel: () => void }) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [kind, setKind] = useState<Kind>('TDS');
  const [otherKind, setOtherKind] = useState('');
  const [message, setMessage] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (kind === 'other' && !otherKind.trim()) found.otherKind = 'Name the document you need.';
    if (!check(found)) return;
    const response = await send(() => api<Envelope<DocumentRequest>>('/v1/documentrequest/new', {
      method: 'POST', body: { productId, kind, otherKind: kind === 'other' ? otherKind : '', message },
    }));
    if (response) onSent({ tab: 'documents', id: response.data.id, message: response.message ?? 'Your document request was sent.' });
  }

  return (
    <form ref={formRef} className="form request-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={formError} />
      <fieldset className="choice-group">
        <legend>Document</legend>
        <div className="choice-grid">
          {DOCUMENT_KINDS.map((value) => (
            <label key={value} className="choice">
              <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
              {DOCUMENT_KIND_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'other' && (
        <Field id={`${id}-other`} label="Which document" error={errors.otherKind} hint="Such as a Halal certificate or a REACH registration.">
          {(control) => <input {...control} className="input" autoComplete="off" maxLength={80} value={otherKind} onChange={(e) => setOtherKind(e.target.value)} />}
        </Field>
      )}
      <Field id={`${id}-message`} label="Message to the seller (optional)" error={errors.message}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>{busy ? 'Sending…' : 'Send the request'}</button>
        <button className="button secondary" type="button" disabled={busy} onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
