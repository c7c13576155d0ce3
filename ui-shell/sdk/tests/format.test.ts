import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  monthName,
  weekdayName,
} from '../src/index';

const NBSP = '\u00a0';

describe('currency', () => {
  test('de-DE with comma decimals, dot thousands and the euro sign after the amount', () => {
    assert.equal(formatCurrency(12.5), `12,50${NBSP}€`);
    assert.equal(formatCurrency('1234.5'), `1.234,50${NBSP}€`);
    assert.equal(formatCurrency(0), `0,00${NBSP}€`);
    assert.equal(formatCurrency(-3.1), `-3,10${NBSP}€`);
  });

  test('uses the given currency and tolerates empty values', () => {
    assert.equal(formatCurrency(12.5, 'USD'), `12,50${NBSP}$`);
    assert.equal(formatCurrency(null), '');
    assert.equal(formatCurrency('abc'), '');
    assert.equal(formatNumber(1234.5678, 2), '1.234,57');
  });
});

describe('dates and times', () => {
  test('DD.MM.YYYY; a bare date is taken as written', () => {
    assert.equal(formatDate('2025-03-05'), '05.03.2025');
    assert.equal(formatDate(new Date(Date.UTC(2025, 11, 31, 12))), '31.12.2025');
  });

  test('instants are shown in the business time zone (Europe/Vienna), across midnight and DST', () => {
    assert.equal(formatDateTime('2025-03-04T23:30:00Z'), '05.03.2025 00:30');
    assert.equal(formatTime('2025-07-01T20:00:00Z'), '22:00');
    assert.equal(formatTime('2025-01-01T20:00:00Z'), '21:00');
    assert.equal(formatTime('2025-07-01T20:00:00Z', 'UTC'), '20:00');
    assert.equal(formatTime('2025-07-01T00:05:00+02:00'), '00:05');
  });

  test('German weekday and month names', () => {
    assert.equal(weekdayName('2025-03-05'), 'Mittwoch');
    assert.equal(weekdayName(0), 'Sonntag');
    assert.equal(weekdayName('2025-03-04T23:30:00Z'), 'Mittwoch');
    assert.equal(monthName(2), 'März');
    assert.equal(monthName('2025-12-24'), 'Dezember');
  });

  test('invalid input gives empty text', () => {
    assert.equal(formatDate('not a date'), '');
    assert.equal(formatTime(undefined), '');
    assert.equal(weekdayName(''), '');
  });
});
