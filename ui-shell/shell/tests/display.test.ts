/**
 * What the storefront shows: the server's totals for every pricing vector (the shared
 * truth, tests/domains/pricing_vectors.json), the intro banner of 001 §4, the
 * status timeline, and that the generated slot prop types are current.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { formatCurrency, type Branch, type PriceResult, type PublicOrder } from '@tresen/sdk';
import { introNotices, orderingBlocked, whenText } from '../src/store/hours';
import type { BranchState } from '../src/store/queries';
import { totalsRows } from '../src/store/Totals';
import { isFinal, paymentState, timeline } from '../src/status/status';
import { scrollOffset } from '../src/pages/CategoryBar';

const root = path.resolve(__dirname, '..', '..');
const vectors = JSON.parse(readFileSync(path.join(root, '..', 'tests', 'domains', 'pricing_vectors.json'), 'utf8')).vectors as {
  name: string;
  expected?: PriceResult;
}[];

/** Decimal half-up to cents, done on the digits (never through a binary float). */
function cents(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  const padded = (fraction + '000').slice(0, 3);
  let value = BigInt(whole + padded.slice(0, 2));
  if (Number(padded[2]) >= 5) value += 1n;
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)},${text.slice(-2)}`;
}

describe('totals equal the server\'s pricing vectors', () => {
  const priced = vectors.filter((v) => v.expected);
  test('there are vectors to compare', () => assert.ok(priced.length >= 30));
  for (const vector of priced) {
    test(vector.name, () => {
      const expected = vector.expected!;
      const rows = totalsRows(expected, expected.mode);
      const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
      assert.equal(byKey.items.amount, expected.gross);
      assert.equal(byKey.net.amount, expected.totalNet);
      assert.equal(byKey.total.amount, expected.totalGross);
      assert.equal(!!byKey.delivery, expected.mode === 'delivery');
      if (byKey.delivery) {
        assert.equal(byKey.delivery.amount, expected.deliveryGross);
        assert.equal(!!byKey.delivery.free, expected.isDeliveryFree || Number(expected.deliveryGross) === 0);
      }
      const taxRows = rows.filter((row) => row.key.startsWith('tax-'));
      assert.deepEqual(
        taxRows.map((row) => [row.label, row.amount]),
        Object.entries(expected.taxes)
          .filter(([, bucket]) => Number(bucket.tax) !== 0)
          .map(([rate, bucket]) => [`Mehrwertsteuer ${rate.replace('.', ',')} %`, bucket.tax]),
      );
      // Shown in euro exactly as the decimal rounds, half up.
      for (const row of rows) {
        assert.equal(formatCurrency(row.amount, 'EUR').replace(/\s/g, ' '), `${cents(row.amount)} €`, `${row.key} ${row.amount}`);
      }
    });
  }
});

const branch: Branch = { id: 1, identifier: 'wien', name: 'Wien', timezone: 'Europe/Vienna', isDeliveryEnabled: true, isDineInEnabled: true };
const now = new Date('2026-05-04T08:00:00Z'); // Monday 10:00 in Vienna
const state = (overrides: Partial<BranchState>): BranchState => ({
  opening: { state: 'open', closesAt: '22:00', nextOpening: null, text: 'Geöffnet bis 22:00' },
  delivery: null,
  openingHours: [],
  deliveryHours: null,
  asap: true,
  ...overrides,
});

describe('intro banner (001 §4, §8)', () => {
  test('closed: the next opening, or the closed message, and the preorder note', () => {
    const closed = state({ opening: { state: 'closed', closesAt: null, nextOpening: '2026-05-05T09:00:00+02:00', text: 'Geschlossen' } });
    assert.deepEqual(introNotices(branch, closed, now), [
      { tone: 'danger', title: 'Derzeit haben wir leider geschlossen.', lines: ['Wir öffnen wieder Morgen um 09:00 Uhr.'] },
    ]);
    const message = introNotices({ ...branch, closedMessage: 'Betriebsurlaub bis 20. Mai.', isPreorderEnabled: true }, closed, now);
    assert.deepEqual(message[0].lines, ['Betriebsurlaub bis 20. Mai.', 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.']);
    assert.equal(orderingBlocked(branch, closed, 'takeaway'), 'Derzeit haben wir leider geschlossen.');
    assert.equal(orderingBlocked({ ...branch, isPreorderEnabled: true }, closed, 'takeaway'), null);
  });

  test('delivery closed while open: the next shift and the alternatives', () => {
    const notices = introNotices(
      branch,
      state({ delivery: { state: 'closed', closesAt: null, nextOpening: '2026-05-04T17:00:00+02:00', text: 'Geschlossen' } }),
      now,
    );
    assert.equal(notices[0].tone, 'success');
    assert.deepEqual(notices[1], {
      tone: 'warning',
      title: 'Derzeit bieten wir leider keine Lieferung an.',
      lines: ['Die nächste Lieferung ist Heute um 17:00 Uhr möglich.', 'Gerne können Sie per Abholung oder Dine In bestellen.'],
    });
  });

  test('days read Heute, Morgen, a weekday, or a date further ahead', () => {
    assert.equal(whenText('2026-05-04T18:30:00+02:00', 'Europe/Vienna', now), 'Heute um 18:30 Uhr');
    assert.equal(whenText('2026-05-07T11:00:00+02:00', 'Europe/Vienna', now), 'Donnerstag um 11:00 Uhr');
    assert.equal(whenText('2026-06-01T11:00:00+02:00', 'Europe/Vienna', now), 'am 01.06.2026 um 11:00 Uhr');
  });

  test('category bar offsets of 001 §9', () => {
    assert.equal(scrollOffset(1280), 150);
    assert.equal(scrollOffset(390), 0.36 * 390);
  });
});

const order = (flags: Partial<PublicOrder>): PublicOrder => ({
  id: 1,
  uid: 'u',
  hash: 'h',
  status: 'new',
  isConfirmed: false,
  isRejected: false,
  isInDelivery: false,
  isCompleted: false,
  isCanceled: false,
  isFailed: false,
  isDelivery: false,
  isDineIn: false,
  paymentMethod: 'cash',
  branch: { id: 1 },
  ...flags,
});

describe('status timeline (001 §4)', () => {
  const labels = (o: PublicOrder) => timeline(o).map((s) => `${s.label}:${s.state}`);
  test('takeaway from waiting to completed', () => {
    assert.deepEqual(labels(order({})), ['Wartet auf Bestätigung:current', 'Bestätigt und in Zubereitung:todo', 'Abholbereit:todo', 'Abgeschlossen:todo']);
    assert.deepEqual(labels(order({ isConfirmed: true })).slice(0, 2), ['Wartet auf Bestätigung:done', 'Bestätigt und in Zubereitung:current']);
    assert.ok(labels(order({ isConfirmed: true, isCompleted: true })).every((l) => l.endsWith(':done')));
  });

  test('delivery, cancelled and online payments', () => {
    assert.equal(timeline(order({ isDelivery: true, isConfirmed: true, isInDelivery: true }))[2].label, 'In Zustellung');
    assert.deepEqual(labels(order({ isRejected: true })), ['Storniert:current']);
    assert.equal(isFinal(order({ isCanceled: true })), true);
    assert.equal(isFinal(order({ isConfirmed: true })), false);
    assert.equal(paymentState(order({})), null);
    assert.equal(paymentState(order({ paymentMethod: 'atm-card' })), null);
    assert.equal(paymentState(order({ paymentMethod: 'mollie', isPaymentPending: true })), 'Wartet auf Zahlung');
    assert.equal(paymentState(order({ paymentMethod: 'mollie', isPaid: true })), 'Bezahlt');
    assert.equal(paymentState(order({ paymentMethod: 'mollie', isPaid: true, isRefunded: true })), 'Rückerstattet');
  });
});

describe('slot prop types', () => {
  test('sdk/src/slotProps.ts is generated from slot-props.schema.json and current', () => {
    const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'slot-types.mjs'), '--check'], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
  });
});

describe("plugins' charges in the totals", () => {
  test('a charge is its own row between the items and the net total, amounts as the server sent them', () => {
    const price = {
      ...vectors.find((v) => v.expected)!.expected!,
      charges: [{ key: 'donation', label: 'Spende an Tafel', gross: '0.07', net: '0.0700', tax: '0.0000', rate: '0' }],
    };
    const rows = totalsRows(price, 'takeaway');
    const keys = rows.map((row) => row.key);
    assert.ok(keys.indexOf('charge-donation') > keys.indexOf('items'));
    assert.ok(keys.indexOf('charge-donation') < keys.indexOf('net'));
    assert.deepEqual(rows.find((row) => row.key === 'charge-donation'), { key: 'charge-donation', label: 'Spende an Tafel', amount: '0.07' });
  });

  test("a rate that adds no tax (the donation's 0 %) gets no row", () => {
    const base = vectors.find((v) => v.expected)!.expected!;
    const price = { ...base, taxes: { ...base.taxes, '0': { net: '0.0700', tax: '0.0000', gross: '0.07' } } };
    const labels = totalsRows(price, 'takeaway').map((row) => row.label);
    assert.ok(!labels.includes('Mehrwertsteuer 0 %'));
    assert.ok(labels.some((label) => label.startsWith('Mehrwertsteuer ')));
  });
});
