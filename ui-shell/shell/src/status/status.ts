/** The order status of 001 §4, derived from the read-back flags: timeline, final state, payment state. */
import type { PublicOrder } from '@tresen/sdk';
import { STATUS_TEXTS } from './texts';

export interface Step {
  key: string;
  label: string;
  state: 'done' | 'current' | 'todo';
}

/** Polling stops once the order is completed, rejected, canceled or failed (001 §4). */
export const isFinal = (order: PublicOrder) => order.isCompleted || order.isRejected || order.isCanceled || order.isFailed;

export function timeline(order: PublicOrder): Step[] {
  if (order.isRejected || order.isCanceled) return [{ key: 'canceled', label: STATUS_TEXTS.steps.canceled, state: 'current' }];
  if (order.isFailed) return [{ key: 'failed', label: STATUS_TEXTS.steps.failed, state: 'current' }];
  const third = order.isDelivery ? STATUS_TEXTS.steps.inDelivery : order.isDineIn ? STATUS_TEXTS.steps.served : STATUS_TEXTS.steps.ready;
  const last = order.isDelivery ? STATUS_TEXTS.steps.delivered : STATUS_TEXTS.steps.completed;
  const reached = [true, order.isConfirmed, order.isInDelivery || order.isCompleted, order.isCompleted];
  const labels: [string, string][] = [
    ['waiting', STATUS_TEXTS.steps.waiting],
    ['confirmed', STATUS_TEXTS.steps.confirmed],
    [order.isDelivery ? 'inDelivery' : 'ready', third],
    ['completed', last],
  ];
  const current = reached.lastIndexOf(true);
  return labels.map(([key, label], index) => ({
    key,
    label,
    state: index < current ? 'done' : index === current ? (order.isCompleted ? 'done' : 'current') : 'todo',
  }));
}

/**
 * 'Wartet auf Zahlung', 'Bezahlt', 'Rückerstattet' for payments made through a provider;
 * null for what is settled at the counter (cash, ATM card, voucher).
 */
export function paymentState(order: PublicOrder): string | null {
  if (order.isRefunded) return STATUS_TEXTS.paymentStates.refunded;
  if (order.isPaid) return STATUS_TEXTS.paymentStates.paid;
  if (order.isPaymentPending) return STATUS_TEXTS.paymentStates.waiting;
  return null;
}

/** The counter-appointment prompt shows while the shop's proposal is open (001 §4). */
export const counterOpen = (order: PublicOrder) => !!order.counterAppointment && !order.isConfirmed && !order.isRejected && !order.isCanceled;
