import { describe, expect, it } from 'vitest';
import { parseBillingDetails } from '../../server/domain/billing-details';
import { frenchVatKey, identifierKind, parseBillingIdentifier } from '../../server/domain/billing-identifier';
import { impliedCreditKind, parseCreditKind } from '../../server/domain/credit-kind';
import { joinUnits, NON_BREAKING_HYPHEN, wholeUnits } from '../../server/domain/whole-units';
import { billingFromCheckout } from '../../server/payment/stripe-billing';
import { FIELD_MAX_LENGTHS } from '../../widget/core/bounds';

describe('the billed company’s identifier', () => {
  it.each([
    ['404 833 048', { kind: 'siren', value: '404833048' }],
    ['404.833.048', { kind: 'siren', value: '404833048' }],
    ['FR 83 404 833 048', { kind: 'vat', value: 'FR83404833048' }],
    ['fr83404833048', { kind: 'vat', value: 'FR83404833048' }],
    ['DE123456789', { kind: 'vat', value: 'DE123456789' }],
    ['ESB12345678', { kind: 'vat', value: 'ESB12345678' }],
    ['BE0123456789', { kind: 'vat', value: 'BE0123456789' }],
  ])('reads %s', (typed, value) => {
    expect(parseBillingIdentifier(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['404833049', 'sirenKey'],
    ['FR00404833048', 'vatKey'],
    ['FR83404833049', 'vatKey'],
    ['DE12345678', 'shape'],
    ['US123456789', 'shape'],
    ['12345', 'shape'],
    ['SIREN', 'shape'],
  ])('refuses %s (%s)', (typed, error) => {
    expect(parseBillingIdentifier(typed)).toEqual({ ok: false, error });
  });

  it('computes the French key as (12 + 3 × (SIREN mod 97)) mod 97, on two digits', () => {
    expect(frenchVatKey('404833048')).toBe('83');
    expect(frenchVatKey('000000097')).toBe('12');
    expect(frenchVatKey('000000001')).toBe('15');
  });

  it('tells a stored SIREN from a VAT number', () => {
    expect([identifierKind('404833048'), identifierKind('FR83404833048')]).toEqual(['siren', 'vat']);
  });
});

describe('the billing details of the payment step', () => {
  const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('keeps a whole address and a checked identifier, trimmed', () => {
    expect(
      parseBillingDetails(form({ address: ' 3 rue des Tilleuls ', postalCode: '75011', city: 'Paris', billingIdentifier: '404 833 048' })),
    ).toEqual({
      ok: true,
      value: { address: '3 rue des Tilleuls', postalCode: '75011', city: 'Paris', identifier: '404833048' },
    });
  });

  it('leaves the identifier optional', () => {
    const parsed = parseBillingDetails(form({ address: '3 rue des Tilleuls', postalCode: '75011', city: 'Paris' }));
    expect(parsed.ok && parsed.value.identifier).toBe('');
  });

  it('names each field to correct, with what was typed', () => {
    const parsed = parseBillingDetails(
      form({ address: ' ', postalCode: '7'.repeat(FIELD_MAX_LENGTHS.postalCode + 1), city: 'Paris', billingIdentifier: 'FR00404833048' }),
    );
    expect(parsed).toEqual({
      ok: false,
      error: {
        typed: { address: '', postalCode: '7'.repeat(FIELD_MAX_LENGTHS.postalCode + 1), city: 'Paris', identifier: 'FR00404833048' },
        problems: { address: 'missing', postalCode: 'tooLong', identifier: 'vatKey' },
      },
    });
  });
});

describe('the credit note’s kind', () => {
  it('reads the form’s choice, refuses an unknown one, and notes when none was made', () => {
    expect([parseCreditKind('annulation'), parseCreditKind('reduction'), parseCreditKind('autre'), parseCreditKind(null)]).toEqual([
      'cancellation',
      'price_reduction',
      null,
      'unchosen',
    ]);
  });

  it('without a choice: all that is left cancels, less reduces the price', () => {
    expect([impliedCreditKind(3500, 3500), impliedCreditKind(1000, 3500), impliedCreditKind(2500, 2500)]).toEqual([
      'cancellation',
      'price_reduction',
      'cancellation',
    ]);
  });
});

describe('the units a line never cuts', () => {
  it.each([
    ['Annulation de la commande KF-LS5LCSEI2KMV (rétractation)', ['KF-LS5LCSEI2KMV']],
    ['écrivez à dpo@kbis-facile.example.', ['dpo@kbis-facile.example']],
    ['TVA non applicable - Art. 293 B du CGI', ['Art. 293 B']],
    ['Calle de Alcalá 120, 28009 Madrid, Espagne', ['28009 Madrid']],
    ['(article 30 du Code de commerce espagnol)', ['article 30 du']],
    ['avoir n° TEST-000002 sur F-000001', ['TEST-000002', 'F-000001']],
  ])('in « %s »', (text, units) => {
    expect(wholeUnits(text).map(([start, end]) => text.slice(start, end))).toEqual(units);
  });

  it('joins them with no-break spaces and hyphens, and leaves the rest as it is', () => {
    expect(joinUnits('Art. 293 B du CGI, 75011 Paris, KF-AB12')).toBe(
      `Art.\u00a0293\u00a0B du CGI, 75011\u00a0Paris, KF${NON_BREAKING_HYPHEN}AB12`,
    );
  });
});

describe('the billing details Stripe Checkout collected', () => {
  const details = (address: Record<string, string | null>, taxIds: { type: string; value: string }[] = []) =>
    ({ address: { line2: null, state: null, ...address }, tax_ids: taxIds }) as never;

  it('reads the address and the EU VAT number', () => {
    expect(
      billingFromCheckout(
        details({ line1: '3 rue des Tilleuls', postal_code: '75011', city: 'Paris', country: 'FR' }, [
          { type: 'eu_vat', value: 'FR83404833048' },
        ]),
      ),
    ).toEqual({ address: '3 rue des Tilleuls', postalCode: '75011', city: 'Paris', identifier: 'FR83404833048' });
  });

  it('names a town abroad with its country, keeps no other kind of tax ID, and nothing without a whole address', () => {
    expect(
      billingFromCheckout(
        details({ line1: 'Rue Haute 1', postal_code: '1000', city: 'Bruxelles', country: 'BE' }, [{ type: 'ch_vat', value: 'CHE-123' }]),
      ),
    ).toEqual({
      address: 'Rue Haute 1',
      postalCode: '1000',
      city: 'Bruxelles (BE)',
      identifier: '',
    });
    expect(billingFromCheckout(details({ line1: null, postal_code: '75011', city: 'Paris', country: 'FR' }))).toBeNull();
    expect(billingFromCheckout(null)).toBeNull();
  });
});
