import { describe, expect, it } from 'vitest';
import { RETENTION } from '../../site/data/operator';
import { DOCUMENT_COPY, DOCUMENT_KINDS, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { downloadKind, downloadPath, lineDownloadEnds, lineDownloadRefusal } from '../../server/domain/item-download';
import type { ItemState } from '../../server/db/schema';
import type { HistoryEntry } from '../../server/domain/history';
import { lineDetail, lineDetailText, lineHistory } from '../../server/domain/item-history';
import { itemName } from '../../server/domain/item-name';
import { failureReason, itemStatus, SHORT_REASON_MAX, shortReason } from '../../server/domain/item-status';
import { documentFileName } from '../../server/domain/pdf-file';

const NOW = new Date('2026-12-07T13:02:00.000Z');
const entry = (detail: string, kind = 'document_sent'): HistoryEntry => ({ at: NOW.toISOString(), actor: 'système', kind, detail });

describe('an event about one document of the order', () => {
  it('names its line by the document’s label, alone or before « : » and what happened', () => {
    expect(lineDetail('statuts')).toBe(DOCUMENT_LABELS.statuts);
    expect(lineDetail('comptes', 'HTTP 503')).toBe(`${DOCUMENT_LABELS.comptes}\u00a0: HTTP 503`);
    expect(lineDetailText(lineDetail('comptes', 'HTTP 503'), 'comptes')).toBe('HTTP 503');
    expect(lineDetailText(lineDetail('statuts'), 'statuts')).toBe('');
    // As sendDocument writes it, with an ordinary space.
    expect(lineDetailText(`${DOCUMENT_LABELS.kbis} : kbis.pdf (12 octets)`, 'kbis')).toBe('kbis.pdf (12 octets)');
  });

  it('is another line’s, or the order’s, when it does not open with the label and its colon', () => {
    expect(lineDetailText(lineDetail('statuts'), 'kbis')).toBeNull();
    expect(lineDetailText(`${DOCUMENT_LABELS.statuts} modifiés`, 'statuts')).toBeNull();
    expect(lineDetailText('35 €', 'kbis')).toBeNull();
    expect(lineDetailText('', 'acte')).toBeNull();
  });

  it('lists under each line its own entries, in the order’s order, less the line’s name', () => {
    const history = [
      entry(''),
      entry(lineDetail('statuts'), 'register-fetch-requested'),
      entry(lineDetail('kbis', 'kbis.pdf')),
      entry(lineDetail('statuts', 'statuts.pdf')),
    ];
    expect(lineHistory(history, 'statuts').map((each) => [each.kind, each.detail])).toEqual([
      ['register-fetch-requested', ''],
      ['document_sent', 'statuts.pdf'],
    ]);
    expect(lineHistory(history, 'kbis').map((each) => each.detail)).toEqual(['kbis.pdf']);
    expect(lineHistory(history, 'acte')).toEqual([]);
  });
});

describe('a document’s name', () => {
  it('adds the closing year asked for, or says the latest, to the accounts; the customer’s words to another deed', () => {
    const named = (kind: 'kbis' | 'statuts' | 'comptes' | 'acte', accounts_year = '', description = '') =>
      itemName({ kind, accounts_year, description });
    expect(named('kbis')).toBe(DOCUMENT_LABELS.kbis);
    expect(named('statuts')).toBe(DOCUMENT_LABELS.statuts);
    expect(named('comptes', '2023')).toBe(`${DOCUMENT_LABELS.comptes}, exercice 2023`);
    expect(named('comptes')).toBe(`${DOCUMENT_LABELS.comptes}, ${DOCUMENT_COPY.latestAccounts.toLowerCase()}`);
    expect(named('acte', '', 'PV de l’AG du 3 mars 2024')).toBe(`${DOCUMENT_LABELS.acte}\u00a0: PV de l’AG du 3 mars 2024`);
    expect(named('acte')).toBe(DOCUMENT_LABELS.acte);
  });

  it('names its file for the customer after the document', () => {
    expect(documentFileName('KF-1')).toBe('extrait-kbis-KF-1.pdf');
    expect(['kbis', 'statuts', 'comptes', 'acte'].map((kind) => documentFileName('KF-1', kind as 'kbis'))).toEqual([
      'extrait-kbis-KF-1.pdf',
      'statuts-KF-1.pdf',
      'comptes-annuels-KF-1.pdf',
      'acte-KF-1.pdf',
    ]);
  });
});

describe('where a document stands', () => {
  const line = (state: ItemState, next_attempt_at: string | null = null) => ({
    state,
    failure: state === 'failed' || state === 'to_fetch' ? 'HTTP 503' : '',
    next_attempt_at,
    sent_at: state === 'sent' ? '2026-12-07T12:00:00.000Z' : null,
    refunded_at: state === 'refunded' ? '2026-12-07T12:30:00.000Z' : null,
  });

  it('names a next try only while it is to come', () => {
    expect(itemStatus(line('failed', '2026-12-07T13:07:00.000Z'), NOW)).toEqual({
      state: 'failed',
      failure: 'HTTP 503',
      retryAt: '2026-12-07T13:07:00.000Z',
    });
    expect(itemStatus(line('failed', NOW.toISOString()), NOW)).toEqual({ state: 'failed', failure: 'HTTP 503', retryAt: null });
    expect(itemStatus(line('to_fetch', '2026-12-07T13:07:00.000Z'), NOW)).toEqual({
      state: 'to_fetch',
      failure: 'HTTP 503',
      retryAt: '2026-12-07T13:07:00.000Z',
    });
  });

  it('keeps when it was sent or refunded, and nothing else of a line to send or withdrawn', () => {
    expect(itemStatus(line('sent', '2026-12-08T00:00:00.000Z'), NOW)).toEqual({ state: 'sent', at: '2026-12-07T12:00:00.000Z' });
    expect(itemStatus(line('refunded'), NOW)).toEqual({ state: 'refunded', at: '2026-12-07T12:30:00.000Z' });
    expect(itemStatus(line('to_send'), NOW)).toEqual({ state: 'to_send' });
    expect(itemStatus(line('withdrawn'), NOW)).toEqual({ state: 'withdrawn' });
  });

  it('gives why it failed without the next try the job adds after « ; », which the line itself gives', () => {
    expect(failureReason('HTTP 503\u00a0; nouvel essai à 14\u00a0h\u00a007')).toBe('HTTP 503');
    expect(failureReason('Aucun compte annuel public')).toBe('Aucun compte annuel public');
  });

  it('gives a failure in short: its first clause, cut at a word with « … » when long', () => {
    expect(shortReason('Le registre n’a pas répondu (HTTP 503) à 14\u00a0h\u00a002\u00a0; nouvel essai à 14\u00a0h\u00a007')).toBe(
      'Le registre n’a pas répondu (HTTP 503) à 14\u00a0h\u00a002',
    );
    expect(shortReason('Le registre ne publie aucun compte annuel pour cette société')).toBe(
      'Le registre ne publie aucun compte annuel pour cette société',
    );
    const long = `${'mot '.repeat(30)}fin`;
    const short = shortReason(long);
    expect(short.length).toBeLessThanOrEqual(SHORT_REASON_MAX);
    expect(short).toMatch(/^(mot )*mot…$/);
    const unbroken = 'x'.repeat(200);
    expect(shortReason(unbroken)).toBe(`${'x'.repeat(SHORT_REASON_MAX - 1)}…`);
  });
});

describe('the customer’s download of one document', () => {
  const paid = { fulfilment_status: 'to_send', status: 'partly_refunded' } as const;
  const sent = { state: 'sent', sent_at: '2026-12-07T12:00:00.000Z' } as const;
  const days = (count: number) => new Date(new Date(sent.sent_at).getTime() + count * 86_400_000);

  it('is open from its sending for the retention days, whatever the order’s other documents', () => {
    expect(lineDownloadRefusal(paid, sent, NOW)).toBeNull();
    expect(lineDownloadEnds(paid, sent, NOW)?.toISOString()).toBe(days(RETENTION.documentDays).toISOString());
    expect(lineDownloadRefusal(paid, sent, days(RETENTION.documentDays))).toBe('expired');
    expect(lineDownloadEnds(paid, sent, days(RETENTION.documentDays))).toBeNull();
  });

  it('is closed before its sending, once it or the whole order is refunded, and once withdrawn', () => {
    expect(lineDownloadRefusal(paid, { state: 'failed', sent_at: null }, NOW)).toBe('not-sent');
    expect(lineDownloadRefusal(paid, { state: 'refunded', sent_at: sent.sent_at }, NOW)).toBe('refunded');
    expect(lineDownloadRefusal({ ...paid, status: 'refunded' }, sent, NOW)).toBe('refunded');
    expect(lineDownloadRefusal({ ...paid, fulfilment_status: 'withdrawn' }, sent, NOW)).toBe('withdrawn');
    expect(lineDownloadRefusal(paid, { state: 'withdrawn', sent_at: null }, NOW)).toBe('withdrawn');
  });

  it('has one address per document, the Kbis’s unchanged, and reads it back', () => {
    expect(downloadPath('T')).toBe(`${HANDOFF_PATH}/T/extrait.pdf`);
    for (const kind of DOCUMENT_KINDS) {
      const file = downloadPath('T', kind).split('/').at(-1)!;
      expect(downloadKind(file)).toBe(kind);
    }
    expect(downloadKind('kbis.pdf')).toBeUndefined();
  });
});
