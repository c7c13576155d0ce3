/** When the questionnaire shows (001 §4) and how a dismissal is remembered (per order). */
import type { PublicOrder } from '@tresen/sdk';

const KEY = 'tresen.questionnaire.dismissed.';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isDismissed(uid: string, store: Storage | null = storage()): boolean {
  try {
    return store?.getItem(KEY + uid) === '1';
  } catch {
    return false;
  }
}

export function dismiss(uid: string, store: Storage | null = storage()): void {
  try {
    store?.setItem(KEY + uid, '1');
  } catch {
    // not remembered beyond this page view
  }
}

/** Completed, no rating yet (the plugin's questionnaireRating is null), not dismissed. */
export function shouldAsk(order: PublicOrder | null | undefined, dismissed: boolean): boolean {
  return !!order && order.isCompleted && order.questionnaireRating === null && !dismissed;
}
