import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findOrderByToken, listOrders } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { BO } from '../../server/domain/back-office-paths';
import { SIREN_LABEL, UNVERIFIED_COMPANY } from '../../server/domain/company-identity';
import { ERRORS } from '../../server/pages/copy';
import { LIST, NAV, ORDER } from '../../server/pages/back-office/copy';
import { directoryPageUrl } from '../../server/domain/official-pages';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { issuedInvoicePdf } from '../../server/pdf/issued-invoice';
import { DIRECTORY_TIMEOUT_MS } from '../../server/registry/company-directory';
import { COMPANY_SEARCH_PATH, SIREN_HANDOFF_FIELD } from '../../widget/core/company';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { typeset } from '../../site/typography';
import { signedIn } from '../support/back-office';
import { type DirectoryStandIn, STAND_IN_COMPANIES, startDirectoryStandIn } from '../../dev/company-directory-stand-in';
import { handoffForm } from '../support/handoff-form';
import { headingOf, parseHtml, textOf } from '../support/html';
import { pdfText } from '../support/pdf-text';
import { locationPath, SERVICE_URL, serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

const { sarl, association, publicBody, ceased } = STAND_IN_COMPANIES;

/** The label and value of each row of the page's description lists. */
const describedRows = (page: Document) =>
  [...page.querySelectorAll('dl > div')].map((row) => `${textOf(row.querySelector('dt')!)} = ${textOf(row.querySelector('dd')!)}`);

/** A hand-off naming `companyName`, with `siret` typed and `siren` chosen (none when empty). */
function order({ companyName = 'Boulangerie Martin', siret = '', siren = '' } = {}) {
  const form = handoffForm();
  form.set('companyName', companyName);
  form.set('siret', siret);
  if (siren) form.set(SIREN_HANDOFF_FIELD, siren);
  return form;
}

describe.each(STORE_KINDS)('the company an order names, on %s', (kind) => {
  const stores = storesOf(kind);
  let directory: DirectoryStandIn;
  beforeAll(async () => {
    directory = await startDirectoryStandIn();
  });
  afterEach(() => {
    directory.queries.length = 0;
    directory.slow(0);
    directory.failWith(null);
  });
  afterAll(() => directory?.close());

  const shop = async (env: Record<string, string> = {}) => serviceApp(await stores.fresh(), { COMPANY_SEARCH_URL: directory.url, ...env });
  const tokenOf = (response: Response) => locationPath(response).split('/').at(-1)!;

  it('stores the company chosen as the directory gives it, asked again from the cache, and shows its SIREN on its own', async () => {
    const service = await shop();
    await service.app.request(`${COMPANY_SEARCH_PATH}?q=boulangerie+martin`);
    const before = new Date();
    const response = await service.post(
      HANDOFF_PATH,
      order({ companyName: 'Boulangerie Martin', siret: sarl.siege.siret, siren: sarl.siren }),
    );
    expect(response.status).toBe(303);
    // The suggestions' answer served the check: the directory was asked once.
    expect(directory.queries).toEqual(['boulangerie martin']);
    const stored = (await findOrderByToken(service.context.db, tokenOf(response)))!;
    expect(stored).toMatchObject({
      siren: sarl.siren,
      company_siren: sarl.siren,
      company_legal_name: 'BOULANGERIE MARTIN',
      company_head_office_siret: sarl.siege.siret,
      company_head_office_address: sarl.siege.adresse,
      company_legal_form: '5499',
      company_status: 'active',
      company_closed_on: null,
    });
    expect(Date.parse(stored.company_checked_at!)).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const payment = parseHtml(await (await service.app.request(`${TEST_PAYMENT_PATH}/${stored.token}`)).text());
    expect(describedRows(payment)).toContain(`${SIREN_LABEL} = ${sarl.siren}`);
  });

  it('verifies an order typed by hand by its SIRET, and keeps a ceased company’s closing day', async () => {
    const service = await shop();
    const response = await service.post(
      HANDOFF_PATH,
      order({ companyName: 'Minoterie', siret: `${ceased.siege.siret.slice(0, 9)} ${ceased.siege.siret.slice(9)}` }),
    );
    expect(directory.queries).toEqual([ceased.siege.siret]);
    expect(await findOrderByToken(service.context.db, tokenOf(response))).toMatchObject({
      siren: '',
      company_siren: ceased.siren,
      company_status: 'ceased',
      company_closed_on: '2019-06-30',
    });
  });

  it.each<[string, { companyName?: string; siret?: string; siren?: string }, number]>([
    ['a name alone', { companyName: 'Boulangerie du coin' }, 0],
    ['a SIRET the directory does not know', { siret: '73282932000074' }, 1],
    ['a SIREN the directory does not know', { siren: '732829320' }, 1],
  ])('stores %s as typed, « à vérifier »', async (_, typed, asked) => {
    const service = await shop();
    const response = await service.post(HANDOFF_PATH, order(typed));
    expect(response.status).toBe(303);
    expect(directory.queries).toHaveLength(asked);
    const stored = (await findOrderByToken(service.context.db, tokenOf(response)))!;
    expect(stored).toMatchObject({ ...UNVERIFIED_COMPANY, siren: typed.siren ?? '', siret: typed.siret ?? '' });
  });

  it.each([
    ['down', (d: DirectoryStandIn) => d.failWith(503)],
    ['over its limit (429)', (d: DirectoryStandIn) => d.failWith(429)],
    ['slow (3 s)', (d: DirectoryStandIn) => d.slow(3_000)],
  ])('when the directory is %s, the order goes through as typed within its timeout, « à vérifier »', async (_, breakIt) => {
    const service = await shop();
    breakIt(directory);
    const start = performance.now();
    const response = await service.post(HANDOFF_PATH, order({ siret: sarl.siege.siret, siren: sarl.siren }));
    expect(performance.now() - start).toBeLessThan(DIRECTORY_TIMEOUT_MS + 800);
    expect([response.status, locationPath(response)]).toEqual([303, expect.stringMatching(new RegExp(`^${TEST_PAYMENT_PATH}/`))]);
    const stored = (await findOrderByToken(service.context.db, tokenOf(response)))!;
    expect(stored).toMatchObject({ ...UNVERIFIED_COMPANY, siren: sarl.siren, siret: sarl.siege.siret, company_name: 'Boulangerie Martin' });
  });

  it('over COMPANY_SEARCH_RATE, the order goes through at once, « à vérifier »', async () => {
    const service = await shop({ COMPANY_SEARCH_RATE: '1' });
    await service.app.request(`${COMPANY_SEARCH_PATH}?q=minoterie`);
    const response = await service.post(HANDOFF_PATH, order({ siren: sarl.siren }));
    expect(response.status).toBe(303);
    expect(directory.queries).toEqual(['minoterie']);
    expect(await findOrderByToken(service.context.db, tokenOf(response))).toMatchObject({ ...UNVERIFIED_COMPANY, siren: sarl.siren });
  });

  it.each([
    ['an association', association, ERRORS.noKbis.association(association.nom_complet, association.siren)],
    ['a public body', publicBody, ERRORS.noKbis.publicBody(publicBody.nom_complet, publicBody.siren)],
  ])('refuses %s at the hand-off, says why and what exists instead, and stores nothing', async (_, company, text) => {
    const service = await shop();
    const response = await service.post(HANDOFF_PATH, order({ companyName: company.nom_complet, siren: company.siren }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(headingOf(html)).toBe(ERRORS.noKbisTitle);
    const page = parseHtml(html);
    expect([...page.querySelectorAll('main p')].map(textOf)).toEqual(
      expect.arrayContaining([typeset(text), typeset(ERRORS.noKbisNothingDone)]),
    );
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('https://partenaire.example/fiche');
    expect(await listOrders(service.context.db)).toEqual([]);
  });

  it('refuses a SIREN whose key does not hold, without asking the directory, and stores nothing', async () => {
    const service = await shop();
    const response = await service.post(HANDOFF_PATH, order({ siren: '812345677' }));
    expect(response.status).toBe(400);
    expect(headingOf(await response.text())).toBe(ERRORS.badSirenTitle);
    expect(directory.queries).toEqual([]);
    expect(await listOrders(service.context.db)).toEqual([]);
  });

  it('carries the SIREN from the hand-off to the emails, the invoice and the operator’s order page, found by SIREN and SIRET', async () => {
    const service = await shop();
    const token = tokenOf(await service.post(HANDOFF_PATH, order({ siret: sarl.siege.siret, siren: sarl.siren })));
    const typed = tokenOf(await service.post(HANDOFF_PATH, order({ companyName: 'Chez Paul' })));
    for (const each of [token, typed]) await service.post(`${TEST_PAYMENT_PATH}/${each}/payer`, '');
    const paid = (await findOrderByToken(service.context.db, token))!;
    const confirmation = (await listOutbox(service.context.db)).find(
      (email) => email.kind === 'order-confirmation' && email.reference === paid.reference,
    )!;
    expect(confirmation.text).toContain(`SIREN : ${sarl.siren}`.replace(' :', '\u00a0:'));
    const invoice = (await service.context.db
      .selectFrom('invoices')
      .select('number')
      .where('reference', '=', paid.reference)
      .executeTakeFirst())!;
    expect(await pdfText((await issuedInvoicePdf(service.context.db, invoice.number))!.pdf!)).toContain(`SIREN : ${sarl.siren}`);

    const { cookie } = await signedIn(service.context.db, SERVICE_URL, 'alice@example.fr', 'fulfiller');
    const get = async (path: string) => parseHtml(await (await service.app.request(path, { headers: { cookie } })).text());
    const page = await get(BO.order(paid.reference));
    expect(page.querySelector('h2')?.textContent).toBe(ORDER.verifiedHeading);
    expect(describedRows(page)).toEqual(
      expect.arrayContaining([
        `${ORDER.legalName} = BOULANGERIE MARTIN`,
        `${ORDER.siren} = ${sarl.siren}`,
        `${ORDER.headOffice} = SIRET ${sarl.siege.siret} · ${sarl.siege.adresse}`,
        `${ORDER.legalForm} = Société à responsabilité limitée (SARL), catégorie 5499`,
        `${ORDER.companyStatus} = ${ORDER.active}`,
        expect.stringMatching(new RegExp(`^${ORDER.checkedAt} = \\d+`)),
        `${ORDER.typedName} = Boulangerie Martin`,
      ]),
    );
    expect(page.querySelector(`a[href="${directoryPageUrl(sarl.siren)}"]`)?.textContent).toBe(ORDER.directoryLink(sarl.siren));

    const unverified = (await findOrderByToken(service.context.db, typed))!;
    const toCheck = await get(BO.order(unverified.reference));
    expect([...toCheck.querySelectorAll('main p')].map(textOf)).toContain(`${ORDER.toVerify}\u00a0: ${ORDER.toVerifyWhy}`);
    expect(describedRows(toCheck)).toContain(`${ORDER.typedName} = Chez Paul`);
    expect(describedRows(toCheck).join('\n')).not.toContain(ORDER.siren);

    for (const query of [sarl.siren, `${sarl.siren.slice(0, 3)} ${sarl.siren.slice(3, 6)} ${sarl.siren.slice(6)}`, sarl.siege.siret]) {
      const found = textOf((await get(`${BO.search}?q=${encodeURIComponent(query)}`)).querySelector('main')!);
      expect(found, query).toContain(paid.reference);
      expect(found, query).not.toContain(unverified.reference);
    }

    const toVerify = await get(BO.toVerify);
    expect(toVerify.querySelector('h1')?.textContent).toBe(NAV.toVerify);
    expect(toVerify.querySelector(`nav a[href="${BO.toVerify}"]`)?.textContent).toBe(NAV.toVerify);
    const listed = textOf(toVerify.querySelector('main')!);
    expect(listed).toContain(unverified.reference);
    expect(listed).toContain(LIST.toVerify);
    expect(listed).not.toContain(paid.reference);
  });
});
