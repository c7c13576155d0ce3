/** Orders as staff see them, and which actions the state machine allows (domains/orders/states.py). */
import type { StaffOrder } from '@tresen/sdk';

export interface OrderItem {
  name?: string;
  amount?: string | number;
  unitId?: string | null;
  totalGross?: string;
  gross?: string;
  /** Typed configuration steps (text, or uploaded files with their secret link). */
  values?: { name: string; value?: string; uploads?: { name: string; url: string }[] }[];
}

/** The staff view of an order (the SDK's StaffOrder, what plugins' order slots get) with its items. */
export interface Order extends StaffOrder {
  items: OrderItem[];
}

export type Action = 'confirm' | 'reject' | 'cancel' | 'in-delivery' | 'completed';

/** The same table as the server's; the server decides in the end (409 otherwise). */
export function allowedActions(order: Pick<Order, 'status' | 'isDelivery'>, admin: boolean): Action[] {
  const actions: Action[] = [];
  const { status, isDelivery } = order;
  if (status === 'new') actions.push('confirm', 'reject', 'cancel');
  if (status === 'confirmed' && isDelivery) actions.push('in-delivery');
  if ((status === 'confirmed' && !isDelivery) || status === 'in_delivery') actions.push('completed');
  if (admin && (status === 'confirmed' || status === 'in_delivery')) actions.push('cancel');
  return actions;
}

export const ACTION_LABELS: Record<Action, string> = {
  confirm: 'Bestätigen',
  reject: 'Ablehnen',
  cancel: 'Stornieren',
  'in-delivery': 'In Zustellung',
  completed: 'Abgeschlossen',
};

export const STATUS_LABELS: Record<string, string> = {
  new: 'Neu',
  confirmed: 'Bestätigt',
  in_delivery: 'In Zustellung',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
};

export const PAYMENT_LABELS: Record<string, string> = {
  none: 'Keine Zahlung',
  pending: 'Ausstehend',
  authorized: 'Autorisiert',
  paid: 'Bezahlt',
  failed: 'Fehlgeschlagen',
  refunded: 'Erstattet',
  canceled: 'Storniert',
  expired: 'Abgelaufen',
};

export function orderType(order: Pick<Order, 'isDelivery' | 'isDineIn'>): string {
  return order.isDelivery ? 'Lieferung' : order.isDineIn ? 'Vor Ort' : 'Abholung';
}

/** Spec 000 §8: cancel has its own text, every other status change the shared one. */
export function actionFailure(action: Action): string {
  return action === 'cancel' ? 'Bestellung konnte nicht storniert werden.' : 'Bestellstatus konnte nicht geändert werden.';
}
