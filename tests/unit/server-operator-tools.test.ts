import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/cli/csv';
import { GIVEN_UP_EMAIL_DAYS, purgeCutoffs, SENT_EMAIL_DAYS } from '../../server/domain/retention';

describe('the CSV export', () => {
  it('quotes what needs quoting and defuses what a spreadsheet would run', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['Dupont, "fils"', 3500],
          ['=HYPERLINK("http://x")', null],
        ],
      ),
    ).toBe('a,b\r\n"Dupont, ""fils""",3500\r\n"\'=HYPERLINK(""http://x"")",\r\n');
    expect(['+33 6', '-1', '@SUM(A1)', 'Lyon'].map(csvCell)).toEqual(["'+33 6", "'-1", "'@SUM(A1)", 'Lyon']);
  });
});

describe('the purge', () => {
  it('keeps paid orders for the order data’s years, withdrawals matching no order for a year, unpaid orders, sent and given-up emails and sent documents for days, invoices for the accounting years', () => {
    expect(
      purgeCutoffs(new Date('2026-11-27T10:00:00Z'), {
        orderYears: 5,
        unpaidOrderDays: 30,
        accountingYears: 6,
        documentDays: 30,
        unmatchedWithdrawalYears: 1,
      }),
    ).toEqual({
      ordersBefore: '2021-11-27T10:00:00.000Z',
      unmatchedWithdrawalsBefore: '2025-11-27T10:00:00.000Z',
      unpaidOrdersBefore: '2026-10-28T10:00:00.000Z',
      sentEmailsBefore: new Date(Date.UTC(2026, 10, 27, 10) - SENT_EMAIL_DAYS * 86_400_000).toISOString(),
      documentsBefore: '2026-10-28T10:00:00.000Z',
      givenUpEmailsBefore: new Date(Date.UTC(2026, 10, 27, 10) - GIVEN_UP_EMAIL_DAYS * 86_400_000).toISOString(),
      invoicesBefore: '2020-11-27T10:00:00.000Z',
    });
  });
});
