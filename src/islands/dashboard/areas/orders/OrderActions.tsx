/**
 * The buttons for what the signed-in person may do next with an order. The gateway decides which
 * (`order.actions`); an action that needs words first opens its dialog.
 */
import { useState } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import { NoteDialog } from './ActionDialogs.tsx';
import type { OrderAction, OrdersSide } from './order-sides.ts';

export interface ActionRunner {
  /** Sends the action; resolves to a message to show where it was asked, or null when it is done. */
  (action: OrderAction, note?: string): Promise<string | null>;
}

export function OrderActions({ order, side, run }: { order: Order; side: OrdersSide; run: ActionRunner }) {
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [busy, setBusy] = useState<OrderAction['name'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = side.actions.filter((action) => order.actions.includes(action.name));
  if (!offered.length) return null;

  async function press(action: OrderAction) {
    setProblem(null);
    if (action.note) return setAsking(action);
    setBusy(action.name);
    const message = await run(action);
    setBusy(null);
    setProblem(message);
  }

  return (
    <section className="order-actions" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title" className="visually-hidden">What you can do</h2>
      <div className="order-action-buttons">
        {offered.map((action) => (
          <button key={action.name} type="button" disabled={busy !== null} aria-busy={busy === action.name || undefined}
            className={`button${action.tone === 'secondary' ? ' secondary' : action.tone === 'danger' ? ' secondary danger-outline' : ''}`}
            aria-haspopup={action.note ? 'dialog' : undefined} onClick={() => void press(action)}>
            {busy === action.name ? action.busyLabel : action.label}
          </button>
        ))}
      </div>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {asking?.note && (
        <NoteDialog prompt={asking.note} order={order} tone={asking.tone} onClose={() => setAsking(null)}
          onSubmit={async (note) => {
            const message = await run(asking, note);
            if (message === null) setAsking(null);
            return message;
          }} />
      )}
    </section>
  );
}
