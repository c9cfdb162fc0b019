/**
 * The buttons for what the signed-in person may do next with an order. The gateway decides which
 * (`order.actions`); an action that needs words first opens its dialog.
 */
import { useState } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import { useMutation } from '../../../shared/data/use-query.ts';
import { NoteDialog } from './NoteDialog.tsx';
import type { OrderAction, OrdersSide } from './order-sides.ts';

/** Sends an action (with its note); rejects when it did not go through and the person should be told here. */
export type ActionRunner = (action: OrderAction, note?: string) => Promise<void>;

const TONE_CLASS: Record<OrderAction['tone'], string> = {
  primary: 'button',
  secondary: 'button secondary',
  danger: 'button secondary danger-outline',
};

export function OrderActions({ order, side, run }: { order: Order; side: OrdersSide; run: ActionRunner }) {
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [pressed, setPressed] = useState<OrderAction | null>(null);
  const press = useMutation((action: OrderAction) => run(action));
  const offered = side.actions.filter((action) => order.actions.includes(action.name));
  if (!offered.length) return null;

  function choose(action: OrderAction) {
    press.reset();
    if (action.note) return setAsking(action);
    setPressed(action);
    void press.run(action);
  }

  return (
    <section className="order-actions" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title" className="visually-hidden">
        What you can do
      </h2>
      <div className="order-action-buttons">
        {offered.map((action) => {
          const busy = press.busy && pressed === action;
          return (
            <button
              key={action.name}
              type="button"
              className={TONE_CLASS[action.tone]}
              disabled={press.busy}
              aria-busy={busy || undefined}
              aria-haspopup={action.note ? 'dialog' : undefined}
              onClick={() => choose(action)}
            >
              {busy ? action.busyLabel : action.label}
            </button>
          );
        })}
      </div>
      {press.error && (
        <p className="field-error" role="alert">
          {press.error.message}
        </p>
      )}
      {asking?.note && (
        <NoteDialog
          prompt={asking.note}
          order={order}
          tone={asking.tone}
          onClose={() => setAsking(null)}
          onSubmit={(note) => run(asking, note)}
        />
      )}
    </section>
  );
}
