import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENTS_PER_DAY, acknowledges } from '../../server/domain/acknowledgement-limit';
import { isSendable, nextStatus } from '../../server/domain/order-state';
import { parseRefundKey } from '../../server/domain/refund-key';
import { REFUND_EVENT_TYPES } from '../../server/payment/stripe-refunds';
import { isCalendarDate, parseWithdrawalInput } from '../../server/domain/withdrawal-input';
import { isForeignPost } from '../../server/http/foreign-post';
import { createRateLimiter } from '../../server/http/rate-limit';
import { isUndeliverable, MAX_RETRY_MS, retryDelayMs, withoutAddresses } from '../../server/email/retry';
import { UndeliverableEmailError } from '../../server/email/transport';
import { WITHDRAWAL_FIELDS } from '../../site/data/withdrawal';
import { WITHDRAWAL_PAGE } from '../../server/pages/copy';

describe("an order's status", () => {
  it.each([
    ['awaiting_payment', 'paid', 'paid'],
    ['awaiting_payment', 'cancelled', 'cancelled'],
    ['paid', 'paid', null],
    ['paid', 'cancelled', null],
    ['cancelled', 'cancelled', null],
    // Paid in another tab after a cancel: the money was taken, the order stands.
    ['cancelled', 'paid', 'paid'],
  ] as const)('from %s, %s gives %s', (status, event, next) => {
    expect(nextStatus(status, event)).toBe(next);
  });

  it.each([
    ['paid', true],
    // A gesture for a delay leaves the Kbis owed.
    ['partly_refunded', true],
    ['refunded', false],
    ['awaiting_payment', false],
    ['cancelled', false],
  ] as const)('%s: Kbis still owed, %s', (status, owed) => {
    expect(isSendable(status)).toBe(owed);
  });
});

describe("Stripe's refund events", () => {
  it('are all in the webhook subscription docs/commandes.md asks for', () => {
    const setup = readFileSync(new URL('../../docs/commandes.md', import.meta.url), 'utf8');
    for (const type of ['checkout.session.completed', ...REFUND_EVENT_TYPES]) expect(setup).toContain(`\`${type}\``);
  });
});

describe("the refund form's one-time key", () => {
  it('is a version 4 UUID as the page makes it, and nothing else', () => {
    const key = crypto.randomUUID();
    expect(parseRefundKey(key)).toBe(key);
    for (const other of [undefined, null, '', key.toUpperCase(), `${key}x`, key.replace(/-/g, ''), '00000000-0000-0000-0000-000000000000'])
      expect(parseRefundKey(other)).toBeNull();
  });
});

describe('a withdrawal declaration', () => {
  const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;
  const complete = { name: ' Camille Martin ', email: 'camille@example.fr', reference: '', orderDate: '2026-11-20' };

  it('keeps the declaration, trimmed, without a reference when none is given', () => {
    expect(parseWithdrawalInput(form(complete), '2026-11-28')).toEqual({
      ok: true,
      value: { name: 'Camille Martin', email: 'camille@example.fr', reference: null, orderDate: '2026-11-20' },
    });
  });

  it('names the required fields left blank', () => {
    expect(parseWithdrawalInput(form({ ...complete, name: ' ', email: '' }), '2026-11-28')).toEqual({
      ok: false,
      error: { kind: 'missing', fields: ['name', 'email'] },
    });
  });

  it('refuses a value over its bound', () => {
    const name = 'n'.repeat(WITHDRAWAL_FIELDS.name.maxLength + 1);
    expect(parseWithdrawalInput(form({ ...complete, name }), '2026-11-28')).toEqual({
      ok: false,
      error: { kind: 'tooLong', fields: ['name'] },
    });
  });

  it.each(['2026-02-30', '2026-13-01', '20-11-2026', '2026-11-29'])('refuses the order date %s', (orderDate) => {
    expect(parseWithdrawalInput(form({ ...complete, orderDate }), '2026-11-28')).toEqual({
      ok: false,
      error: { kind: 'badDate', fields: ['orderDate'] },
    });
  });

  it.each([
    'Visitez https://phish.example maintenant',
    'Voir WWW.phish.example',
    'ftp://x',
    'a www.b',
    'Remboursement immédiat sur paypa1-secure.com/rembourser',
    'Camille Martin example.fr',
    'Camille Martin (SARL Dupont.fr)',
    'camille@example',
    'Camille / Martin',
    'EXAMPLE.ORG',
  ])('refuses the name « %s », which holds a web or email address', (name) => {
    expect(parseWithdrawalInput(form({ ...complete, name }), '2026-11-28')).toEqual({
      ok: false,
      error: { kind: 'link', fields: ['name'] },
    });
  });

  it('says why in one sentence, the same wherever the name is refused', () => {
    expect(WITHDRAWAL_PAGE.link).toBe('Indiquez seulement vos nom et prénom, sans adresse web ni adresse email.');
  });

  it.each(['Jean-Marie Dupont : gérant', 'Anne Www', 'J.-P. Martin', 'M. Dupont', 'Zoë d’Harcourt-Lefèvre', 'St. Exupéry'])(
    'keeps the name « %s », which only looks like part of an address',
    (name) => {
      expect(parseWithdrawalInput(form({ ...complete, name }), '2026-11-28').ok).toBe(true);
    },
  );

  it('refuses a name over 100 characters: no one’s is longer', () => {
    expect(WITHDRAWAL_FIELDS.name.maxLength).toBe(100);
  });

  it('acknowledges the first three unmatched declarations of an address in a day, then no more', () => {
    expect(ACKNOWLEDGEMENTS_PER_DAY).toBe(3);
    expect([0, 1, 2, 3, 10].map((earlier) => acknowledges(false, earlier))).toEqual([true, true, true, false, false]);
  });

  it('always acknowledges a declaration that matches a paid order of its address', () => {
    expect([0, 3, 10].map((earlier) => acknowledges(true, earlier))).toEqual([true, true, true]);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });
});

describe('the per-address limit of POSTs', () => {
  it('refuses past the limit within the window, and lets the address in again after it', () => {
    let now = 0;
    const limiter = createRateLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([true, true, false, true]);
    now = 59_000;
    expect(limiter.take('a')).toBe(false);
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    now = 60_000;
    expect(limiter.take('a')).toBe(true);
  });
});

describe("the outbox's retries", () => {
  it('double from 5 s and stop growing at an hour', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(MAX_RETRY_MS);
  });

  it('keep no address in a logged reason', () => {
    expect(withoutAddresses('550 5.1.1 <camille.martin@example.fr>: Recipient address rejected')).toBe(
      '550 5.1.1 <[adresse]>: Recipient address rejected',
    );
  });
});

describe('an email no retry can deliver', () => {
  it('is an address that is not one recipient, or a mailbox refused for good; nothing else', () => {
    expect(isUndeliverable(new UndeliverableEmailError('adresse du destinataire invalide'))).toBe(true);
    expect(isUndeliverable(Object.assign(new Error('550 unknown'), { command: 'RCPT TO', responseCode: 550 }))).toBe(true);
    expect(isUndeliverable(Object.assign(new Error('451 try later'), { command: 'RCPT TO', responseCode: 451 }))).toBe(false);
    expect(isUndeliverable(Object.assign(new Error('535 auth'), { command: 'AUTH PLAIN', responseCode: 535 }))).toBe(false);
    expect(isUndeliverable(new Error('connect ECONNREFUSED'))).toBe(false);
  });
});

describe('a POST from another site', () => {
  const own = ['https://commande.kbis.example', 'https://www.kbis.example/'];
  it.each([
    [{ origin: 'https://phish.example', fetchSite: undefined }, true],
    [{ origin: 'null', fetchSite: undefined }, true],
    [{ origin: undefined, fetchSite: 'cross-site' }, true],
    [{ origin: 'https://www.kbis.example', fetchSite: 'cross-site' }, true],
    [{ origin: 'http://www.kbis.example', fetchSite: 'same-site' }, true],
    [{ origin: 'https://www.kbis.example', fetchSite: 'same-site' }, false],
    [{ origin: 'https://commande.kbis.example', fetchSite: 'same-origin' }, false],
    // A script or an old browser says nothing: it cannot be told apart.
    [{ origin: undefined, fetchSite: undefined }, false],
    [{ origin: undefined, fetchSite: 'none' }, false],
  ])('%o is foreign: %s', (headers, foreign) => {
    expect(isForeignPost(headers, own)).toBe(foreign);
  });
});
