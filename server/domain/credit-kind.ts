/**
 * What a refund's credit note records (the review's L57): the order cancelled (a withdrawal, an order
 * not carried out) or its price reduced (a gesture for a delay). Chosen in the refund form; a form
 * without the choice gets the one its amount implies: all that is left cancels, less reduces. Pure.
 */
import type { CreditKind } from '../db/schema';

/** The form's values, as the radio group posts them. */
export const CREDIT_KIND_VALUES = { cancellation: 'annulation', price_reduction: 'reduction' } as const satisfies Record<
  CreditKind,
  string
>;

export const CREDIT_KIND_FIELD = 'avoir';

/** The kind `posted`; 'unchosen' when the form carried none; null for an unknown value. */
export function parseCreditKind(posted: string | null): CreditKind | 'unchosen' | null {
  if (posted === null || posted === '') return 'unchosen';
  return (Object.keys(CREDIT_KIND_VALUES) as CreditKind[]).find((kind) => CREDIT_KIND_VALUES[kind] === posted) ?? null;
}

/** The kind a refund of `amountCents` implies when none was chosen, `leftCents` being all that may still be refunded. */
export const impliedCreditKind = (amountCents: number, leftCents: number): CreditKind =>
  amountCents >= leftCents ? 'cancellation' : 'price_reduction';
