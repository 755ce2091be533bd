import { describe, expect, test } from 'vitest';
import { type MatchCandidate, matchWithdrawal, withdrawalStanding } from '../../server/domain/withdrawal-match';
import { paidOrder } from '../support/email-fixtures';

/** An order paid on 27 November 2026 at 18 h 05 in Paris (17 h 05 UTC), withdrawal period until Friday 11 December. */
const order = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({ ...paidOrder({ immediate_execution: 0 }), ...overrides });
const declared = (overrides: { email?: string; reference?: string | null; order_date?: string } = {}) => ({
  email: 'camille@example.fr',
  reference: null,
  order_date: '2026-11-27',
  ...overrides,
});

describe('matching a withdrawal to an order', () => {
  test('by reference, whatever its case and spaces, when the address paid that order', () => {
    const ours = order();
    expect(matchWithdrawal(declared({ reference: ' kf-20261127-7q4m ', order_date: '2026-01-01' }), [ours])).toEqual({
      kind: 'reference',
      order: ours,
    });
  });

  test('never to another address’s order, whatever the reference or the date', () => {
    const theirs = order({ email: 'autre@example.fr' });
    expect(matchWithdrawal(declared({ reference: theirs.reference }), [theirs])).toBeNull();
  });

  test('the address in any case', () => {
    expect(matchWithdrawal(declared({ email: ' Camille@Example.FR ' }), [order()])?.kind).toBe('email_date');
  });

  test('by email and date when the reference is absent or names none of the address’s orders', () => {
    const ours = order();
    expect(matchWithdrawal(declared(), [ours])).toEqual({ kind: 'email_date', order: ours });
    expect(matchWithdrawal(declared({ reference: 'KF-INCONNUE' }), [ours])).toEqual({ kind: 'email_date', order: ours });
  });

  test('by the Paris day of the order or of its payment, not the UTC day', () => {
    const lateEvening = order({ created_at: '2026-11-30T23:30:00.000Z', paid_at: '2026-11-30T23:40:00.000Z' });
    expect(matchWithdrawal(declared({ order_date: '2026-12-01' }), [lateEvening])?.kind).toBe('email_date');
    expect(matchWithdrawal(declared({ order_date: '2026-11-30' }), [lateEvening])).toBeNull();
    const paidNextDay = order({ created_at: '2026-11-27T22:50:00.000Z', paid_at: '2026-11-28T07:00:00.000Z' });
    expect(matchWithdrawal(declared({ order_date: '2026-11-28' }), [paidNextDay])?.kind).toBe('email_date');
  });

  test('to no order when two of the address were placed that day, or none was paid', () => {
    expect(matchWithdrawal(declared(), [order(), order({ reference: 'KF-AUTRE' })])).toBeNull();
    expect(matchWithdrawal(declared(), [order({ paid_at: null })])).toBeNull();
    expect(matchWithdrawal(declared(), [])).toBeNull();
  });
});

describe('where a matched order stands', () => {
  test('within the period, without immediate execution: in time', () => {
    expect(withdrawalStanding(order(), '2026-12-11T20:00:00.000Z')).toBe('in_time');
  });

  test('after the period’s last day, in Paris: late', () => {
    expect(withdrawalStanding(order(), '2026-12-11T23:30:00.000Z')).toBe('late');
  });

  test('with immediate execution: started until the extract is sent, then delivered', () => {
    const started = order({ immediate_execution: 1 });
    expect(withdrawalStanding(started, '2026-11-28T08:00:00.000Z')).toBe('started');
    const sent = order({ immediate_execution: 1, sent_at: '2026-11-28T09:00:00.000Z', fulfilment_status: 'sent' });
    expect(withdrawalStanding(sent, '2026-11-28T08:00:00.000Z')).toBe('started');
    expect(withdrawalStanding(sent, '2026-11-28T10:00:00.000Z')).toBe('delivered');
  });
});
