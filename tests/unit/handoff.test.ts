import { describe, expect, it } from 'vitest';
import { UTM_PREFIX, type Attribution } from '../../widget/core/attribution';
import { UTM_MAX_FIELDS } from '../../widget/core/bounds';
import { confirmOrder } from '../../widget/core/checkout';
import { FIELD_NAMES, createDraft } from '../../widget/core/fields';
import { HANDOFF_FIELDS, IMMEDIATE_EXECUTION_VALUE, handoffFields } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../fixtures/orders';

const TYPED = { ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing };
const PAGE = 'https://partenaire.example/commande';
const FROM: Attribution = { partner: null, source: { page: PAGE, utm: {} } };

/** The order confirmed from `draft`, with a fixed reference. */
const order = (draft = createDraft(TYPED), from = FROM) => confirmOrder(draft, from, new Date(0), new Uint8Array(12));

describe('the fields of the hand-off form', () => {
  it('are the order’s fields by name, its reference and its page, when the box is unticked and no partner is named', () => {
    const confirmed = order();
    expect(handoffFields(confirmed)).toEqual([
      ...FIELD_NAMES.map((name) => [name, TYPED[name]]),
      [HANDOFF_FIELDS.reference, confirmed.reference],
      [HANDOFF_FIELDS.page, PAGE],
    ]);
  });

  it('send the values trimmed, as kbis:confirm gives them', () => {
    const spaced = createDraft(Object.fromEntries(Object.entries(TYPED).map(([name, value]) => [name, `  ${value}\t`])));
    expect(Object.fromEntries(handoffFields(order(spaced)).slice(0, FIELD_NAMES.length))).toEqual(TYPED);
  });

  it('add the immediate-execution request only when ticked, and the partner only when named', () => {
    const fields = handoffFields(order({ ...createDraft(TYPED), immediateExecution: true }, { ...FROM, partner: 'acme' }));
    expect(fields.slice(FIELD_NAMES.length + 1)).toEqual([
      [HANDOFF_FIELDS.immediateExecution, IMMEDIATE_EXECUTION_VALUE],
      [HANDOFF_FIELDS.partner, 'acme'],
      [HANDOFF_FIELDS.page, PAGE],
    ]);
  });

  it('end with the page’s campaign parameters, each under its own name, at most UTM_MAX_FIELDS of them', () => {
    const utm = Object.fromEntries(Array.from({ length: UTM_MAX_FIELDS + 2 }, (_, index) => [`${UTM_PREFIX}${index}`, `v${index}`]));
    const fields = handoffFields(order(undefined, { partner: null, source: { page: PAGE, utm } }));
    expect(fields.slice(FIELD_NAMES.length + 2)).toEqual(Object.entries(utm).slice(0, UTM_MAX_FIELDS));
    expect(fields.filter(([name]) => name.startsWith(UTM_PREFIX))).toHaveLength(UTM_MAX_FIELDS);
  });
});
