import { describe, expect, it, vi } from 'vitest';
import type { Attribution } from '../../widget/core/attribution';
import { BRAND_NAME, DELIVERY_WORKING_DAYS, PRICE_HT_EUR, SELLER, VAT_NOTICE } from '../../widget/core/offer';
import { PUBLISHER } from '../../site/data/operator';
import { FACTS } from '../../site/data/facts';
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { OFFER, REFERENCE_DIGITS, REFERENCE_PATTERN, confirmOrder, orderReference } from '../../widget/core/checkout';
import * as copy from '../../widget/core/copy';
import {
  DIALOG_TITLE,
  IMMEDIATE_EXECUTION,
  OFFICIAL_ROUTE,
  PAYMENT_NEXT,
  RECEIPT,
  STEP_ANNOUNCEMENTS,
  STEP_INTROS,
  SUMMARY_LABELS,
  TERMS,
} from '../../widget/core/copy';
import { createDraft } from '../../widget/core/fields';
import { formatEuro, formatPriceHt, formatWorkingDays } from '../../widget/core/format';
import { COMPLETE_ORDER, ISO_8601 } from '../fixtures/orders';

const DRAFT = createDraft({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
const FROM: Attribution = { partner: null, source: { page: 'https://partenaire.example/commande', utm: {} } };

describe('the offer handed over with every order', () => {
  it('is a Kbis at the flat price excluding tax, with its VAT mention', () => {
    expect(OFFER).toEqual({ document: 'kbis', priceExclTaxEur: PRICE_HT_EUR, vatNotice: VAT_NOTICE });
    expect(OFFER).toEqual({ document: 'kbis', priceExclTaxEur: 35, vatNotice: 'TVA non applicable - Art. 293 B du CGI' });
  });
});

describe('the order reference', () => {
  it('is KF- and one base-32 digit per random byte', () => {
    expect(orderReference(new Uint8Array([0, 1, 9, 10, 31, 32, 33, 255, 128, 64, 200, 17]))).toBe('KF-019AV01V008H');
    expect(orderReference(new Uint8Array(REFERENCE_DIGITS))).toMatch(REFERENCE_PATTERN);
  });

  it('draws every digit equally often: a byte masked by 31 covers the 32 digits 8 times each', () => {
    const digits = orderReference(Uint8Array.from({ length: 256 }, (_, byte) => byte)).slice(3);
    const counts: Record<string, number> = {};
    for (const digit of digits) counts[digit] = (counts[digit] ?? 0) + 1;
    expect(Object.keys(counts)).toHaveLength(32);
    expect(new Set(Object.values(counts))).toEqual(new Set([8]));
  });
});

describe('confirming an order', () => {
  it('hands over the trimmed draft, the choice, a reference, the time, the offer and who sent it', () => {
    const at = new Date('2026-11-23T14:05:09.123Z');
    const from: Attribution = {
      partner: 'cabinet-durand',
      source: { page: 'https://cabinet.example/kbis', utm: { utm_source: 'lettre' } },
    };
    const order = confirmOrder(
      { ...DRAFT, companyName: `  ${DRAFT.companyName} `, immediateExecution: true },
      from,
      at,
      new Uint8Array(REFERENCE_DIGITS).fill(7),
    );
    expect(order).toEqual({
      ...COMPLETE_ORDER,
      immediateExecution: true,
      reference: 'KF-777777777777',
      confirmedAt: '2026-11-23T14:05:09.123Z',
      offer: OFFER,
      partner: 'cabinet-durand',
      source: { page: 'https://cabinet.example/kbis', utm: { utm_source: 'lettre' } },
    });
  });

  it('draws a new reference at each confirmation, from the same draft', () => {
    const references = new Set(Array.from({ length: 1000 }, () => confirmOrder(DRAFT, FROM).reference));
    expect(references.size).toBe(1000);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
  });

  it('dates it now, in ISO 8601', () => {
    const before = Date.now();
    const { confirmedAt } = confirmOrder(DRAFT, FROM);
    expect(confirmedAt).toMatch(ISO_8601);
    expect(Date.parse(confirmedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(confirmedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('needs no secure context: crypto.randomUUID, absent on plain http, is never called', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    confirmOrder(DRAFT, FROM);
    expect(randomUUID).not.toHaveBeenCalled();
    randomUUID.mockRestore();
  });
});

describe('the copy of the last step', () => {
  const NEW_STRINGS = [
    ...Object.values(RECEIPT),
    ...Object.values(OFFICIAL_ROUTE),
    ...Object.values(IMMEDIATE_EXECUTION),
    ...Object.values(TERMS),
  ];

  it('takes its price, delay and amount paid from the brand module, formatted the French way, and quotes no greffe fee', () => {
    expect(RECEIPT.price).toContain(formatPriceHt(PRICE_HT_EUR));
    expect(RECEIPT.price).toContain(VAT_NOTICE);
    expect(RECEIPT.delivery).toContain(formatWorkingDays(DELIVERY_WORKING_DAYS));
    const greffeFees = Object.values(FACTS).filter((fact) => fact.unit === 'eur' && fact.source.url.includes('infogreffe'));
    for (const fee of greffeFees) expect(NEW_STRINGS.join(' ')).not.toContain(formatEuro(fee.value as number));
    expect(IMMEDIATE_EXECUTION.label).toContain(`${WITHDRAWAL_DAYS}\u00a0jours`);
  });

  it('totals the amount actually paid, not the price before tax', () => {
    expect(RECEIPT.total).toMatch(/^Total à payer/);
    expect(RECEIPT.paid).toBe(formatEuro(PRICE_HT_EUR));
    expect(RECEIPT.total + RECEIPT.paid).not.toMatch(/HT/);
    expect(RECEIPT.price).toMatch(/aucune TVA ne s’ajoute/);
  });

  it('says before the confirmation that payment follows, by card, on the payment page, and that the order is placed once paid', () => {
    expect(STEP_INTROS[3]).toBe('Vérifiez votre commande avant de la confirmer.');
    expect(PAYMENT_NEXT).toContain(`${formatEuro(PRICE_HT_EUR)} par carte`);
    expect(PAYMENT_NEXT).toContain('page de paiement\u00a0:');
    // The subject of the last clause is the order, not the page (« elle » read as the page).
    expect(PAYMENT_NEXT).toContain('votre commande ne sera passée qu’une fois ce paiement accepté');
    expect(STEP_ANNOUNCEMENTS[2]).toContain(PAYMENT_NEXT);
  });

  it('names the seller in the title and says, with the price, that the service is private and not the greffe’s', () => {
    expect(DIALOG_TITLE).toContain(BRAND_NAME);
    expect(OFFICIAL_ROUTE.before).toMatch(
      new RegExp(`^${BRAND_NAME} \\(${SELLER.name}, ${SELLER.city}\\) est un service privé, non affilié aux greffes ni à Infogreffe\\. `),
    );
    expect(OFFICIAL_ROUTE.before).toContain(`Prix\u00a0: ${formatEuro(PRICE_HT_EUR)} par demande (TVA non applicable).`);
    expect(OFFICIAL_ROUTE.after).toContain('représentant légal');
    // An open list, as on every page of the site: other exceptions are not ruled out.
    expect(OFFICIAL_ROUTE.after).toContain('sauf notamment en Alsace-Moselle');
  });

  it('names the company the legal pages name as publisher, and the city of its seat', () => {
    expect(PUBLISHER.name).toBe(SELLER.name);
    expect(PUBLISHER.address).toContain(` ${SELLER.city}, `);
  });

  it('tells a business customer, under the checkbox, that ticking it is how their order is processed at once', () => {
    expect(IMMEDIATE_EXECUTION.hint).toMatch(/^Facultatif\. Client professionnel\u00a0: .*traitement immédiat\.$/);
  });

  it('says that confirming accepts the terms', () => {
    expect(TERMS.before).toBe('En confirmant, vous acceptez nos ');
  });

  it('tells apart the company whose extract is ordered and the company billed', () => {
    expect(SUMMARY_LABELS.companyName).toBe('Entreprise concernée');
    expect(SUMMARY_LABELS.company).toBe('Société (facturation)');
  });

  it('writes apostrophes the typographic way everywhere but in the fixed messages', () => {
    const { MESSAGES: _messages, STEP_ERROR_MESSAGES: _stepErrors, ORDER_CONFIRMED: _confirmed, ...ours } = copy;
    const strings = JSON.stringify(ours).match(/"(?:[^"\\]|\\.)*"/g)!;
    expect(strings.filter((text) => text.includes("'"))).toEqual([]);
    expect(NEW_STRINGS.filter((text) => text.includes("'"))).toEqual([]);
  });
});
