/**
 * A withdrawal declared online (site/data/withdrawal.ts): the same fields the page shows, checked on
 * the service. The reference is optional: the customer may not have it, and the declaration stands
 * without it. The order date must be a real calendar date, not in the future. The name is written
 * in the acknowledgement and the operator's notice: a link there would make the shop's email carry a
 * stranger's message, so a name that holds a web or email address is refused.
 */
import { WITHDRAWAL_FIELDS, type WithdrawalField } from '../../site/data/withdrawal';
import type { FormFields, Parsed } from './order-input';

export interface WithdrawalInput {
  name: string;
  email: string;
  reference: string | null;
  /** YYYY-MM-DD, as the date input sends it. */
  orderDate: string;
}

export type WithdrawalInputError = { kind: 'missing' | 'tooLong' | 'badDate' | 'link'; fields: WithdrawalField[] };

/**
 * What a web or email address has and a person's name never does: an `@`, a `/`, or a dot followed by
 * two letters or more (« example.fr », « paypa1-secure.com »), or « www. »: many mail clients turn those into links.
 */
export const holdsLink = (text: string) => /[@/]|www\.|\.[a-z]{2,}/i.test(text);

const FIELDS = Object.keys(WITHDRAWAL_FIELDS) as WithdrawalField[];

/** Whether `value` is a YYYY-MM-DD date that exists in the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Reads a declaration. `today` is the latest acceptable order date (YYYY-MM-DD): the service passes
 * the next day in UTC, so that an order placed this evening in any French time zone passes.
 */
export function parseWithdrawalInput(field: FormFields, today: string): Parsed<WithdrawalInput, WithdrawalInputError> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, (field(name) ?? '').trim()])) as Record<WithdrawalField, string>;
  const missing = FIELDS.filter((name) => WITHDRAWAL_FIELDS[name].required && !values[name]);
  if (missing.length) return { ok: false, error: { kind: 'missing', fields: missing } };
  const tooLong = FIELDS.filter((name) => values[name].length > WITHDRAWAL_FIELDS[name].maxLength);
  if (tooLong.length) return { ok: false, error: { kind: 'tooLong', fields: tooLong } };
  if (holdsLink(values.name)) return { ok: false, error: { kind: 'link', fields: ['name'] } };
  if (!isCalendarDate(values.orderDate) || values.orderDate > today)
    return { ok: false, error: { kind: 'badDate', fields: ['orderDate'] } };
  return { ok: true, value: { name: values.name, email: values.email, reference: values.reference || null, orderDate: values.orderDate } };
}
