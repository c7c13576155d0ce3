/**
 * The intro banner of a branch page (001 §4, §8): open, closed (next opening or the
 * branch's closedMessage), delivery closed while open (next delivery shift and the
 * alternative), each with the preorder note when preordering is on. Times are shown in
 * the branch's time zone.
 */
import type { Branch, OrderType } from '@tresen/sdk';
import { TEXTS } from '../texts';
import type { BranchState } from './queries';

export interface Notice {
  tone: 'success' | 'warning' | 'danger' | 'info';
  title: string;
  lines: string[];
}

function localDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** 'Heute um 11:00 Uhr', 'Morgen um …', 'Montag um …', or 'am 24.12.2026 um …' further ahead. */
export function whenText(iso: string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const day = localDay(at, timeZone);
  const today = localDay(now, timeZone);
  const tomorrow = localDay(new Date(now.getTime() + 86_400_000), timeZone);
  const inAWeek = now.getTime() + 6 * 86_400_000;
  let label: string;
  if (day === today) label = TEXTS.today;
  else if (day === tomorrow) label = TEXTS.tomorrow;
  else if (at.getTime() < inAWeek) label = new Intl.DateTimeFormat('de-DE', { timeZone, weekday: 'long' }).format(at);
  else label = `am ${new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at)}`;
  return TEXTS.at(label, time);
}

const join = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} oder ${words[words.length - 1]}`;

export function introNotices(branch: Branch, state: BranchState | undefined, now: Date = new Date()): Notice[] {
  if (!state) return [];
  const tz = (branch.timezone as string | undefined) || 'Europe/Vienna';
  const preorder = branch.isPreorderEnabled ? [TEXTS.preorderNote] : [];
  const notices: Notice[] = [];
  const opening = state.opening;
  if (opening.state === 'closed') {
    const next = opening.nextOpening ? TEXTS.nextOpening(whenText(opening.nextOpening, tz, now)) : '';
    const reason = branch.closedMessage?.trim() || next;
    notices.push({ tone: 'danger', title: `${TEXTS.branchClosed}.`, lines: [reason, ...preorder].filter(Boolean) });
    return notices;
  }
  const delivery = state.delivery;
  const deliveryLine = branch.isDeliveryEnabled && delivery && delivery.state !== 'closed' ? [TEXTS.deliveryState(delivery.text)] : [];
  notices.push({ tone: opening.state === 'closingSoon' ? 'warning' : 'success', title: opening.text, lines: deliveryLine });
  if (branch.isDeliveryEnabled && delivery && delivery.state === 'closed') {
    const alternatives = [
      branch.isTakeawayEnabled !== false ? TEXTS.orderTypes.takeaway : '',
      branch.isDineInEnabled ? TEXTS.orderTypes.dineIn : '',
    ].filter(Boolean);
    notices.push({
      tone: 'warning',
      title: `${TEXTS.deliveryUnavailable}.`,
      lines: [
        delivery.nextOpening ? TEXTS.nextDelivery(whenText(delivery.nextOpening, tz, now)) : '',
        alternatives.length ? TEXTS.deliveryAlternative(join(alternatives)) : '',
        ...preorder,
      ].filter(Boolean),
    });
  }
  return notices;
}

/**
 * Why an order of this type cannot be placed now, or null: closed (or no delivery now)
 * and no preordering (001 §4 submit rule: then there is no submit button at all).
 */
export function orderingBlocked(branch: Branch, state: BranchState | undefined, type: OrderType): string | null {
  if (!state || branch.isPreorderEnabled) return null;
  if (state.opening.state === 'closed') return `${TEXTS.branchClosed}.`;
  if (type === 'delivery' && state.delivery?.state === 'closed') return `${TEXTS.deliveryUnavailable}.`;
  return null;
}
