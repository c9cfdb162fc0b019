/**
 * Running an action on the open order. The gateway answers with the changed order, shown at once;
 * a 409 means someone else moved the order first, so the page says what the gateway said and
 * shows the order as it is now. Other failures are for the caller to show where it was asked.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { failureStatus, invalidate } from '../../../shared/data/use-query.ts';
import { noteBody, orderKey, ordersPrefix, sendOrderAction } from './api.ts';
import type { ActionRunner } from './OrderActions.tsx';
import type { OrdersSide } from './order-sides.ts';

interface OrderActionOptions {
  side: OrdersSide;
  order: Order | undefined;
  /** Puts the gateway's answer on screen. */
  show: (order: Order) => void;
  /** Called once the action is settled either way (the page moves the keyboard back to the order). */
  onSettled: () => void;
}

export function useOrderAction({ side, order, show, onSettled }: OrderActionOptions) {
  const [conflict, setConflict] = useState<string | null>(null);
  // A conflict message belongs to the order it was about: another order starts without it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order's id is the trigger, not a value read
  useEffect(() => setConflict(null), [order?.id]);

  const run: ActionRunner = async (action, note) => {
    if (!order) return;
    try {
      const body = action.note ? noteBody(action.note.field, note ?? '') : undefined;
      const response = await sendOrderAction(side.kind, action.name, order.id, body);
      show(response.data);
      setConflict(null);
      toast(response.message ?? action.done(response.data));
    } catch (error) {
      if (failureStatus(error) !== 409) throw error;
      setConflict(errorMessage(error));
      toast(errorMessage(error), 'error');
      invalidate(orderKey(side.kind, order.id));
    }
    // The order may have left the filtered list, or changed its badges there.
    invalidate(ordersPrefix(side.kind));
    onSettled();
  };

  return { run, conflict };
}
