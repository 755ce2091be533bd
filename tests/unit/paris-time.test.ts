import { describe, expect, test } from 'vitest';
import { formatParisDateTime, parisDateTime, parisDay } from '../../server/domain/paris-time';
import { withdrawalAcknowledgementEmail } from '../../server/email/withdrawal-acknowledgement';
import { withdrawalRecordedPage } from '../../server/pages/pages';
import { NBSP } from '../../widget/core/format';
import { ctx, declaration } from '../support/email-fixtures';

const at = (hour: number, minute: string) => `${hour}${NBSP}h${NBSP}${minute}`;

describe('a moment in Paris time', () => {
  test.each([
    // The first of the month is « 1er », and the hour has no leading zero.
    ['2026-12-01T04:56:00Z', '2026-12-01', `1er\u00a0décembre 2026 à ${at(5, '56')}`],
    // Midnight, and late in the evening in UTC that is already the next day in Paris.
    ['2026-11-30T23:00:00Z', '2026-12-01', `1er\u00a0décembre 2026 à ${at(0, '00')}`],
    ['2026-11-30T22:59:00Z', '2026-11-30', `30\u00a0novembre 2026 à ${at(23, '59')}`],
    // The last minute of winter time, then the first of summer time (29 March 2026, 2 h → 3 h).
    ['2026-03-29T00:59:00Z', '2026-03-29', `29\u00a0mars 2026 à ${at(1, '59')}`],
    ['2026-03-29T01:00:00Z', '2026-03-29', `29\u00a0mars 2026 à ${at(3, '00')}`],
    // Summer time's last hour, then winter time's first (25 October 2026, 3 h → 2 h): 2 h 30 twice.
    ['2026-10-25T00:30:00Z', '2026-10-25', `25\u00a0octobre 2026 à ${at(2, '30')}`],
    ['2026-10-25T01:30:00Z', '2026-10-25', `25\u00a0octobre 2026 à ${at(2, '30')}`],
  ])('%s is %s, %s', (instant, day, words) => {
    expect(parisDay(instant)).toBe(day);
    expect(formatParisDateTime(instant)).toBe(words);
    expect(parisDateTime(instant)).toBe(`${words} (heure de Paris)`);
  });

  test('refuses what is not an instant', () => {
    expect(() => formatParisDateTime('le 1er décembre')).toThrow(RangeError);
  });
});

describe('the withdrawal’s moment', () => {
  test('reads the same on the page and in the acknowledgement', () => {
    const withdrawal = declaration({ declared_at: '2026-12-01T04:56:00.000Z' });
    const moment = `1er\u00a0décembre 2026 à ${at(5, '56')}`;
    const page = withdrawalRecordedPage(withdrawal, { stylesheet: '/assets/site.css', publicDemo: false });
    const text = page.replace(/<[^>]+>/g, '');
    expect(text).toContain(`Déclaration reçue le ${moment} (heure de Paris).`);
    expect(withdrawalAcknowledgementEmail(withdrawal, null, ctx).text).toContain(`${moment} (heure de Paris)`);
  });
});
