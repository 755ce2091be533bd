import { describe, expect, it } from 'vitest';
import { freshImport } from '../support/fresh-import';

// Loaded anew in each test (tests/support/fresh-import.ts): the catalogue's words and prices are
// what the dialog shows and the service checks again.
const catalogue = () => freshImport(() => import('../../widget/core/catalogue'));

describe('the catalogue', () => {
  it('four documents, in the order every page lists them, the Kbis alone by default', async () => {
    const { DOCUMENT_KINDS, DOCUMENT_LABELS, DEFAULT_DOCUMENTS } = await catalogue();
    expect(DOCUMENT_KINDS).toEqual(['kbis', 'statuts', 'comptes', 'acte']);
    expect(DOCUMENT_KINDS.map((kind) => DOCUMENT_LABELS[kind])).toEqual([
      'Extrait Kbis',
      'Statuts à jour',
      'Comptes annuels',
      'Autre acte déposé',
    ]);
    expect(DEFAULT_DOCUMENTS).toEqual(['kbis']);
  });

  it('each document at the offer’s price: two cost 70 €, four 140 €', async () => {
    const { documentsTotalEur } = await catalogue();
    const { PRICE_HT_EUR } = await import('../../widget/core/offer');
    expect(documentsTotalEur(1)).toBe(PRICE_HT_EUR);
    expect(documentsTotalEur(2)).toBe(70);
    expect(documentsTotalEur(4)).toBe(140);
  });

  it('the register’s holdings are asked for at the company’s own path', async () => {
    const { registerHoldingsPath } = await catalogue();
    expect(registerHoldingsPath('552100554')).toBe('/entreprises/552100554/documents');
  });

  it('says what the register holds with a non-breaking space before the colon', async () => {
    const { statutsFiledOnText, latestAccountsText } = await catalogue();
    expect(statutsFiledOnText('12 mars 2024')).toBe('Statuts déposés le 12 mars 2024');
    expect(latestAccountsText('31 décembre 2025')).toBe('Derniers comptes\u00a0: exercice clos le 31 décembre 2025');
  });
});
