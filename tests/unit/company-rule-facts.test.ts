import { describe, expect, it } from 'vitest';
import { COMPANY_RULE_FACTS } from '../../site/data/facts';
import { COMPANY_RULES } from '../../widget/core/copy';

describe('the sources of the dialog’s company rules', () => {
  it('cover every rule the dialog states', () => {
    expect(Object.keys(COMPANY_RULE_FACTS).every((rule) => rule in COMPANY_RULES)).toBe(true);
    expect(Object.keys(COMPANY_RULE_FACTS).sort()).toEqual(['association', 'ceasedKbis', 'publicBody', 'soleTrader']);
  });

  it.each(Object.entries(COMPANY_RULE_FACTS).flatMap(([rule, statements]) => statements.map((statement) => [rule, statement] as const)))(
    '%s: a statement rests on a page quoted, or says why not',
    (_, statement) => {
      if (statement.basis === 'source') {
        expect(statement.source.url).toMatch(/^https:\/\//);
        expect(statement.quote.length).toBeGreaterThan(40);
      } else expect(statement.why.length).toBeGreaterThan(20);
    },
  );
});
