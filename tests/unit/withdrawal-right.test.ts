import { describe, expect, it } from 'vitest';
import { withdrawalRightOpen } from '../../server/domain/withdrawal-right';
import { paidOrder } from '../support/email-fixtures';

// Paid on 27 November 2026 (Paris): the period runs to 11 December inclusive.
const inPeriod = new Date('2026-12-11T22:00:00Z');
const after = new Date('2026-12-11T23:00:00Z');

describe('whether the customer may still withdraw, so that the order page offers « Renoncer au contrat ici »', () => {
  it.each([
    ['paid, not sent, no immediate execution', {}, false, inPeriod, true],
    ['paid with immediate execution, not sent yet', { immediate_execution: 1 }, false, inPeriod, true],
    ['partly refunded', { status: 'partly_refunded', refunded_cents: 1050 }, false, inPeriod, true],
    [
      'sent early without the customer’s request: the period still runs',
      { immediate_execution: 0, sent_at: '2026-11-30T10:00:00Z' },
      false,
      inPeriod,
      true,
    ],
    ['after the period’s last day (Paris)', {}, false, after, false],
    [
      'sent after the customer asked for immediate execution (L221-28 1°)',
      { immediate_execution: 1, sent_at: '2026-11-28T10:00:00Z' },
      false,
      inPeriod,
      false,
    ],
    ['refunded in full', { status: 'refunded', refunded_cents: 3500 }, false, inPeriod, false],
    ['withdrawn', { fulfilment_status: 'withdrawn' }, false, inPeriod, false],
    ['with a declaration on file', {}, true, inPeriod, false],
    ['never paid', { status: 'awaiting_payment', paid_at: null }, false, inPeriod, false],
  ] as const)('%s', (_, overrides, declared, now, open) => {
    expect(withdrawalRightOpen(paidOrder({ immediate_execution: 0, ...overrides }), declared, now)).toBe(open);
  });
});
