/**
 * The documents of step 1, heard: Orca reading Firefox ESR, keyboard only, on the shop's home page in
 * a build with the order service, served here by a service of this file's own that asks the directory's
 * and the register's stand-ins. A blind customer must hear the group, each document's state and what the
 * register holds of it, and why Suivant refuses an order of no document, once, on the box to tick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_STAND_IN_ACCOUNT, startRegisterStandIn } from '../../dev/register-stand-in';
import { STAND_IN_COMPANIES } from '../../dev/company-directory-stand-in';
import { formatFrenchDate, formatSiren } from '../../widget/core/company-rules';
import {
  DOCUMENT_COPY,
  DOCUMENT_LABELS,
  latestAccountsText,
  registerHoldingsPath,
  statutsFiledOnText,
  type RegisterHoldings,
} from '../../widget/core/catalogue';
import { BUTTONS, COMPANY_SEARCH, STEP_ANNOUNCEMENTS } from '../../widget/core/copy';
import { type OwnShop, startOwnShop } from '../support/own-shop';
import { CHECKBOX_ROLE, CHECKED, GROUP_ROLE, INVALID, UNCHECKED } from './support/roles';
import { tabToOrderButton } from './support/order-button';
import { spaced } from './support/said';
import { ScreenReader } from './support/screen-reader';

let register: Awaited<ReturnType<typeof startRegisterStandIn>>;
let shop: OwnShop;
let reader: ScreenReader;

beforeAll(async () => {
  register = await startRegisterStandIn();
  shop = await startOwnShop(
    {
      INPI_API_URL: register.url,
      INPI_USERNAME: REGISTER_STAND_IN_ACCOUNT.username,
      INPI_PASSWORD: REGISTER_STAND_IN_ACCOUNT.password,
    },
    'screen-reader',
  );
  reader = await ScreenReader.start(`${shop.url}/`);
});
afterAll(async () => {
  await reader?.stop();
  await shop?.close();
  await register?.close();
});

describe('the documents, heard with Orca', () => {
  it('says the group, each document ticked or not with what the register holds, and the refusal of none', async () => {
    await tabToOrderButton(reader);
    await reader.press('Return');
    await reader.type('boulangerie martin', { until: (said) => said.includes(spaced('2 entreprises trouvées')) });
    await reader.press('Down');
    const { sarl } = STAND_IN_COMPANIES;
    const chosenLine = spaced(`${COMPANY_SEARCH.chosen}${sarl.nom_complet}, ${COMPANY_SEARCH.siren}${formatSiren(sarl.siren)}`);
    await reader.press('Return', { until: (said) => said.includes(chosenLine) });
    const holdings = (await (await fetch(`${shop.url}${registerHoldingsPath(sarl.siren)}`)).json()) as RegisterHoldings;

    await reader.press('Tab');
    const kbis = await reader.press('Tab');
    expect(kbis.includes(`${DOCUMENT_COPY.legend} ${GROUP_ROLE}`), String(kbis)).toBe(true);
    expect(kbis.includes(`${DOCUMENT_LABELS.kbis} ${CHECKBOX_ROLE} ${CHECKED}`), String(kbis)).toBe(true);
    const unticked = await reader.press('space');
    expect(unticked.includes(UNCHECKED), String(unticked)).toBe(true);

    const statuts = await reader.press('Tab');
    expect(statuts.includes(`${DOCUMENT_LABELS.statuts} ${CHECKBOX_ROLE} ${UNCHECKED}`), String(statuts)).toBe(true);
    expect(statuts.includes(statutsFiledOnText(formatFrenchDate(holdings.statutsFiledOn!))), String(statuts)).toBe(true);
    const comptes = await reader.press('Tab');
    expect(comptes.includes(`${DOCUMENT_LABELS.comptes} ${CHECKBOX_ROLE} ${UNCHECKED}`), String(comptes)).toBe(true);
    expect(comptes.includes(latestAccountsText(formatFrenchDate(holdings.accounts[0]!.closedOn))), String(comptes)).toBe(true);

    await reader.pressUntil('Tab', async () => (await reader.focused()).text === BUTTONS.next);
    const refused = await reader.press('Return', { until: (said) => said.includes(DOCUMENT_COPY.required) });
    // Said once, on the box the focus is taken back to, as its error.
    expect(refused.count(DOCUMENT_COPY.required), String(refused)).toBe(1);
    expect(refused.includes(`${DOCUMENT_LABELS.kbis} ${CHECKBOX_ROLE} ${UNCHECKED}`), String(refused)).toBe(true);
    expect(refused.includes(`${INVALID}: ${DOCUMENT_COPY.required}`), String(refused)).toBe(true);
    const ticked = await reader.press('space');
    expect(ticked.includes(CHECKED) && !ticked.includes(UNCHECKED), String(ticked)).toBe(true);

    await reader.pressUntil('Tab', async () => (await reader.focused()).text === BUTTONS.next);
    const next = await reader.press('Return', { until: (said) => said.includes(STEP_ANNOUNCEMENTS[1]!) });
    expect(next.includes(STEP_ANNOUNCEMENTS[1]!), String(next)).toBe(true);
    expect(next.includes(DOCUMENT_COPY.required), String(next)).toBe(false);
  });
});
