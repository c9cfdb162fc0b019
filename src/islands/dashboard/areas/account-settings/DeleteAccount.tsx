/** The danger zone of account settings: deleting the account, behind a second step. */
import { useState } from 'react';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card area-block danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete your account</h2>
      <p>
        Your name and email are erased and you are signed out everywhere. Orders stay in your company's records without your name. This
        cannot be undone.
      </p>
      {open ? (
        <DeleteAccountForm onKeep={() => setOpen(false)} />
      ) : (
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          Delete my account…
        </button>
      )}
    </section>
  );
}
