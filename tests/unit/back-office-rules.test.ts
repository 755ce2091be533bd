import { describe, expect, it } from 'vitest';
import { emailEntries, EVENT, orderHistory } from '../../server/domain/history';
import { decodeCursor, encodeCursor } from '../../server/domain/list-cursor';
import { NOTE_MAX_LENGTH, parseNote } from '../../server/domain/note-input';
import { parseSearch } from '../../server/domain/order-search';
import {
  isSameOrigin,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionCookie,
  sessionIsAlive,
  sessionNeedsTouch,
} from '../../server/domain/session-rules';

const at = (ms: number) => new Date(Date.parse('2026-11-28T08:00:00.000Z') + ms);
const iso = (ms: number) => at(ms).toISOString();

describe('an operator’s session', () => {
  it('lives while used within 30 minutes', () => {
    expect(sessionIsAlive({ created_at: iso(0), last_seen_at: iso(0) }, at(SESSION_IDLE_MS - 1))).toBe(true);
    expect(sessionIsAlive({ created_at: iso(0), last_seen_at: iso(0) }, at(SESSION_IDLE_MS))).toBe(false);
  });
  it('ends 8 hours after sign-in however recently used', () => {
    expect(sessionIsAlive({ created_at: iso(0), last_seen_at: iso(SESSION_MAX_MS - 1000) }, at(SESSION_MAX_MS - 1))).toBe(true);
    expect(sessionIsAlive({ created_at: iso(0), last_seen_at: iso(SESSION_MAX_MS - 1000) }, at(SESSION_MAX_MS))).toBe(false);
  });
  it('writes its last use at most once a minute', () => {
    expect(sessionNeedsTouch({ created_at: iso(0), last_seen_at: iso(0) }, at(59_999))).toBe(false);
    expect(sessionNeedsTouch({ created_at: iso(0), last_seen_at: iso(0) }, at(60_000))).toBe(true);
  });
  it('is a __Host- Secure cookie on https only', () => {
    expect(sessionCookie('https://kbis.example')).toEqual({ name: '__Host-kf-exploitant', secure: true });
    expect(sessionCookie('http://localhost:4173')).toEqual({ name: 'kf-exploitant', secure: false });
  });
});

describe('a POST’s origin', () => {
  const origin = 'https://kbis.example';
  it('is accepted from the service’s own origin only', () => {
    expect(isSameOrigin({ origin }, origin)).toBe(true);
    expect(isSameOrigin({ origin: 'https://evil.example', secFetchSite: 'same-origin' }, origin)).toBe(false);
  });
  it('without Origin, needs Sec-Fetch-Site: same-origin', () => {
    expect(isSameOrigin({ secFetchSite: 'same-origin' }, origin)).toBe(true);
    expect(isSameOrigin({ secFetchSite: 'cross-site' }, origin)).toBe(false);
    expect(isSameOrigin({}, origin)).toBe(false);
  });
});

describe('the list’s cursor', () => {
  it('round-trips a sort key', () => {
    const key = ['2026-12-01', 'KF-0123456789AB'];
    expect(decodeCursor(encodeCursor(key), 2)).toEqual(key);
  });
  it('ignores a cursor of another shape, or not base64url, or too long', () => {
    expect(decodeCursor(encodeCursor(['a']), 2)).toBeNull();
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'), 2)).toBeNull();
    expect(decodeCursor('not json!', 2)).toBeNull();
    expect(decodeCursor(Buffer.from('{').toString('base64url'), 1)).toBeNull();
    expect(decodeCursor('A'.repeat(301), 1)).toBeNull();
    expect(decodeCursor(undefined, 1)).toBeNull();
  });
});

describe('the search field', () => {
  it('reads a reference, an email, a SIRET, a SIREN or a company name', () => {
    expect(parseSearch(' kf-0123456789ab ')).toEqual({ kind: 'reference', value: 'KF-0123456789AB' });
    expect(parseSearch('Jean@Example.FR')).toEqual({ kind: 'email', value: 'jean@example.fr' });
    expect(parseSearch('123 456 789 00012')).toEqual({ kind: 'siret', value: '12345678900012', typed: '123 456 789 00012' });
    expect(parseSearch(' 812 345 676 ')).toEqual({ kind: 'siren', value: '812345676' });
    expect(parseSearch('ACME')).toEqual({ kind: 'company', value: 'ACME' });
    expect(parseSearch('   ')).toBeNull();
  });
});

describe('a note', () => {
  it('is trimmed, not empty, and bounded', () => {
    expect(parseNote('  Appelé le client \r\n ')).toBe('Appelé le client');
    expect(parseNote('   ')).toBeNull();
    expect(parseNote('x'.repeat(NOTE_MAX_LENGTH))).toHaveLength(NOTE_MAX_LENGTH);
    expect(parseNote('x'.repeat(NOTE_MAX_LENGTH + 1))).toBeNull();
  });
});

describe('the history', () => {
  it('merges the events and the emails in time order, each email queued then sent or given up', () => {
    const events = [
      { at: iso(0), actor: 'client', kind: EVENT.created, detail: '' },
      { at: iso(2000), actor: 'système', kind: EVENT.paid, detail: 'test' },
    ];
    const history = orderHistory(events, [
      { subject: 'Confirmation', created_at: iso(2000), sent_at: iso(3000), given_up_at: null },
      { subject: 'Avis', created_at: iso(2000), sent_at: null, given_up_at: iso(9000) },
    ]);
    expect(history.map((entry) => [entry.kind, entry.detail])).toEqual([
      [EVENT.created, ''],
      [EVENT.paid, 'test'],
      [EVENT.emailQueued, 'Confirmation'],
      [EVENT.emailQueued, 'Avis'],
      [EVENT.emailSent, 'Confirmation'],
      [EVENT.emailFailed, 'Avis'],
    ]);
    expect(emailEntries({ subject: 'S', created_at: iso(0), sent_at: null, given_up_at: null })).toHaveLength(1);
  });
});
