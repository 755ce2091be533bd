/**
 * The company search, heard: Orca reading Firefox ESR, keyboard only, on the shop's home page in a
 * build with the order service (tests/support/shop-setup.ts), whose search asks the directory's
 * stand-in. A blind customer must hear how many companies were found, then the company chosen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatSiren } from '../../widget/core/company-rules';
import { COMPANY_SEARCH, DIALOG_TITLE, FIELD_LABELS } from '../../widget/core/copy';
import { STAND_IN_COMPANIES } from '../../dev/company-directory-stand-in';
import { COMBOBOX_ROLE } from './support/roles';
import { tabToOrderButton } from './support/order-button';
import { spaced } from './support/said';
import { ScreenReader } from './support/screen-reader';

const shop = inject('shop');
let reader: ScreenReader;

beforeAll(async () => {
  reader = await ScreenReader.start(`${shop.url}/`);
});
afterAll(async () => {
  await reader?.stop();
});

describe('the company search, heard with Orca', () => {
  it('says how many companies were found, then the one chosen with its SIREN', async () => {
    await tabToOrderButton(reader);
    const opened = await reader.press('Return');
    expect(opened.includes(DIALOG_TITLE), String(opened)).toBe(true);
    expect(opened.includes(`${FIELD_LABELS.companyName} ${COMBOBOX_ROLE}`), String(opened)).toBe(true);
    expect(reader.inFocusMode(), String(opened)).toBe(true);

    const found = spaced('2 entreprises trouvées');
    const typed = await reader.type('boulangerie', { until: (said) => said.includes(found) });
    expect(typed.includes(found), String(typed)).toBe(true);
    expect(typed.count(found), String(typed)).toBe(1);

    await reader.press('Down');
    const { sas } = STAND_IN_COMPANIES;
    const chosenLine = spaced(`${COMPANY_SEARCH.chosen}${sas.nom_complet}, ${COMPANY_SEARCH.siren}${formatSiren(sas.siren)}`);
    const moved = await reader.press('Down');
    expect(moved.includes(spaced(`${sas.nom_complet} ${COMPANY_SEARCH.siren}${formatSiren(sas.siren)}`)), String(moved)).toBe(true);
    const chosen = await reader.press('Return', { until: (said) => said.includes(chosenLine) });
    expect(chosen.includes(chosenLine), String(chosen)).toBe(true);
  });
});
