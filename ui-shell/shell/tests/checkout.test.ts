import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError, createApiClient, type Branch } from '@tresen/sdk';
import { EMPTY_VALUES, orderBody, phoneError, phoneOnChange, phoneOnInput, rulesFor, submitLabel } from '../src/checkout/form';
import { dayLabel, fiveMinuteTimes } from '../src/checkout/slots';
import { idempotencyKey, placeOrder } from '../src/checkout/submit';
import type { BranchState } from '../src/store/queries';

const branch: Branch = {
  id: 1,
  identifier: 'wien',
  name: 'Wien',
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isTableSelectionEnabled: true,
  isTakeawayEmailRequired: true,
  isTakeawayPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
};

const hours = (state: 'open' | 'closingSoon' | 'closed') => ({ state, closesAt: null, nextOpening: null, text: '' });
const stateOf = (opening: 'open' | 'closed', delivery: 'open' | 'closed' | null = null): BranchState => ({
  opening: hours(opening),
  delivery: delivery ? hours(delivery) : null,
  openingHours: [],
  deliveryHours: null,
  asap: opening === 'open',
});

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    length: 0,
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('phone rules (001 §5)', () => {
  test('typing keeps plus, digits and spaces; a change keeps plus and digits and turns 00 into +', () => {
    assert.equal(phoneOnInput('+43 (660) 12-34'), '+43 660 1234');
    assert.equal(phoneOnChange('0043 660 1234567'), '+436601234567');
    assert.equal(phoneOnChange('+43 660/123'), '+43660123');
  });

  test('a number without a leading + is refused with the spec text', () => {
    assert.equal(phoneError('0660 1234567', true), 'Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.');
    assert.equal(phoneError('', true), 'Dieser Wert sollte nicht leer sein.');
    assert.equal(phoneError('', false), true);
    assert.equal(phoneError('0043 660 1234567', true), true);
  });
});

describe('sections and submit label (001 §2, §4)', () => {
  test('contact is hidden at a table unless e-mail or phone is required; the address per order type', () => {
    assert.equal(rulesFor(branch, 'dineIn').showContact, false);
    assert.equal(rulesFor(branch, 'dineIn').tableService, true);
    assert.equal(rulesFor({ ...branch, isDineInPhoneRequired: true }, 'dineIn').showContact, true);
    assert.equal(rulesFor(branch, 'takeaway').showContact, true);
    assert.equal(rulesFor(branch, 'takeaway').showAddress, false);
    assert.equal(rulesFor(branch, 'delivery').showAddress, true);
    assert.equal(rulesFor({ ...branch, isTableSelectionEnabled: false }, 'dineIn').showContact, true);
  });

  test('quotation, open, preorder, or no button at all', () => {
    assert.equal(submitLabel({ ...branch, isQuotationRequired: true }, stateOf('closed'), 'takeaway'), 'Angebotsanfrage abschicken');
    assert.equal(submitLabel(branch, stateOf('open'), 'takeaway'), 'Bestellung abschicken');
    assert.equal(submitLabel(branch, stateOf('open', 'open'), 'delivery'), 'Bestellung abschicken');
    assert.equal(submitLabel(branch, stateOf('open', 'closed'), 'delivery'), null);
    assert.equal(submitLabel({ ...branch, isPreorderEnabled: true }, stateOf('closed'), 'takeaway'), 'Vorbestellung abschicken');
    assert.equal(submitLabel(branch, stateOf('closed'), 'takeaway'), null);
  });

  test('the body holds the fields that apply, the cart and the plugins\' fields', () => {
    const values = { ...EMPTY_VALUES, firstName: ' Anna ', phone: '0043 660 1234567', street: 'Ring 1', table: '5', paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true };
    const items = [{ amount: 1, unit: null, product: { id: 3 }, parts: [] }];
    const takeaway = orderBody(values, { branch, type: 'takeaway', area: null, rules: rulesFor(branch, 'takeaway'), items, extra: { donatee: { id: 7 } } });
    assert.equal(takeaway.firstName, 'Anna');
    assert.equal(takeaway.phone, '+436601234567');
    assert.equal(takeaway.street, undefined, 'no address for takeaway');
    assert.equal(takeaway.table, undefined);
    assert.deepEqual(takeaway.donatee, { id: 7 });
    assert.deepEqual([takeaway.isDelivery, takeaway.isDineIn, takeaway.appointmentDate], [false, false, null]);
    const dineIn = orderBody(values, { branch, type: 'dineIn', area: null, rules: rulesFor(branch, 'dineIn'), items, extra: {} });
    assert.deepEqual(dineIn.table, { id: 5 });
    assert.equal(dineIn.firstName, undefined, 'no contact at a table');
    const delivery = orderBody(values, { branch, type: 'delivery', area: 'zentrum', rules: rulesFor(branch, 'delivery'), items, extra: {} });
    assert.equal(delivery.street, 'Ring 1');
    assert.equal(delivery.deliveryArea, 'zentrum');
    assert.equal(delivery.deliveryStreet, undefined);
  });
});

describe('appointment picker', () => {
  test('5-minute steps inside the 15-minute slots', () => {
    const slots = ['2026-05-04T10:00:00+02:00', '2026-05-04T10:15:00+02:00', '2026-05-04T12:00:00+02:00'];
    assert.deepEqual(fiveMinuteTimes(slots).map((t) => t.slice(11, 16)), ['08:00', '08:05', '08:10', '08:15', '10:00']);
  });

  test('Heute, Morgen or the date', () => {
    assert.equal(dayLabel('2026-05-04', '2026-05-04', '2026-05-05'), 'Heute');
    assert.equal(dayLabel('2026-05-05', '2026-05-04', '2026-05-05'), 'Morgen');
    assert.equal(dayLabel('2026-12-24', '2026-05-04', '2026-05-05'), '24.12.2026');
  });
});

describe('placing an order (Idempotency-Key)', () => {
  test('the same body keeps its key, another body gets a new one', () => {
    const storage = memoryStorage();
    const first = idempotencyKey('wien', '{"a":1}', storage);
    assert.equal(idempotencyKey('wien', '{"a":1}', storage), first);
    assert.notEqual(idempotencyKey('wien', '{"a":2}', storage), first);
  });

  test('a lost answer is asked for again with the same key; a refusal is not', async () => {
    const seen: (string | null)[] = [];
    let calls = 0;
    const api = createApiClient({
      redirect: () => undefined,
      cookies: () => '',
      errors: { record: () => ({ id: 'x', message: '' }) } as never,
      fetch: async (_url, init) => {
        seen.push(new Headers(init?.headers).get('Idempotency-Key'));
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: { uid: 'u', hash: 'h', paymentRedirectUrl: null, order: {} } }), { status: 200 });
      },
    });
    const created = await placeOrder(api, 'retry-test', { items: [] }, [1]);
    assert.equal(created.uid, 'u');
    assert.equal(seen.length, 2);
    assert.ok(seen[0] && seen[0] === seen[1]);

    const refused = createApiClient({
      redirect: () => undefined,
      cookies: () => '',
      fetch: async () => new Response(JSON.stringify({ errors: [{ field: 'phone', message: 'Falsch' }] }), { status: 422 }),
    });
    await assert.rejects(placeOrder(refused, 'refused-test', { items: [] }, [1]), (error: unknown) => error instanceof ApiError && error.status === 422);
  });
});
