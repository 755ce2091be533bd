import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_CACHE_CONTROL } from '../../server/http/company-search-routes';
import { DIRECTORY_TIMEOUT_MS } from '../../server/registry/company-directory';
import { COMPANY_SEARCH_PATH, type CompanySearchAnswer } from '../../widget/core/company';
import { type DirectoryStandIn, STAND_IN_COMPANIES, startDirectoryStandIn } from '../../dev/company-directory-stand-in';
import { serviceApp } from '../../dev/service';
import { storesOf } from '../support/stores';

const search = (service: ReturnType<typeof serviceApp>, q: string, headers: Record<string, string> = {}) =>
  service.app.request(`${COMPANY_SEARCH_PATH}?${new URLSearchParams({ q })}`, { headers });

// The search touches no store; the one the app needs is SQLite's.
const stores = storesOf('SQLite');

describe('the company search route, against the directory’s stand-in', () => {
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

  const service = async (env: Record<string, string> = {}) =>
    serviceApp(await stores.fresh(), { COMPANY_SEARCH_URL: directory.url, ...env });

  it('answers the companies found, in the contract’s shape, readable from any origin and without credentials', async () => {
    const response = await search(await service(), 'Boulangerie Martin', { Origin: 'https://partenaire.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(COMPANY_SEARCH_CACHE_CONTROL);
    expect(await response.json()).toEqual({
      companies: [
        {
          siren: '812345676',
          name: 'BOULANGERIE MARTIN',
          siret: '81234567600017',
          postalCode: '75011',
          city: 'PARIS',
          legalForm: '5499',
          ceased: false,
          closedOn: null,
          soleTrader: false,
        },
        expect.objectContaining({ siren: '903123453', name: 'BOULANGERIE MARTIN ET FILS', legalForm: '5710' }),
      ],
    } satisfies CompanySearchAnswer);
    expect(directory.queries).toEqual(['boulangerie martin']);
  });

  it('says which company has ceased, and when, and which is a sole trader', async () => {
    const app = await service();
    const { companies } = (await (await search(app, 'minoterie')).json()) as CompanySearchAnswer;
    expect(companies).toEqual([expect.objectContaining({ siren: STAND_IN_COMPANIES.ceased.siren, ceased: true, closedOn: '2019-06-30' })]);
    const { companies: traders } = (await (await search(app, 'Jean Martin')).json()) as CompanySearchAnswer;
    expect(traders).toEqual([expect.objectContaining({ siren: STAND_IN_COMPANIES.soleTrader.siren, soleTrader: true })]);
  });

  it('finds a company by its SIREN or its SIRET, typed in groups', async () => {
    const app = await service();
    for (const typed of ['812 345 676', '812 345 676 00017']) {
      const { companies } = (await (await search(app, typed)).json()) as CompanySearchAnswer;
      expect(companies.map((company) => company.siren)).toEqual(['812345676']);
    }
    expect(directory.queries).toEqual(['812345676', '81234567600017']);
  });

  it('refuses a query shorter than 3 characters, spaces aside, or longer than 100, without asking the directory', async () => {
    const app = await service();
    for (const q of ['', '  ab  ', 'a b', 'x'.repeat(101), 'abc\u0000def']) {
      const response = await search(app, q);
      expect(response.status, JSON.stringify(q)).toBe(400);
      expect(await response.json()).toEqual({ companies: [] });
    }
    expect((await search(app, ` ${'x'.repeat(100)} `)).status).toBe(200);
    expect(directory.queries).toEqual(['x'.repeat(100)]);
  });

  it('answers the same query again from its cache, whatever its case, accents and spaces: one request to the directory', async () => {
    const app = await service();
    const answers = await Promise.all(['Boulangerie Martin', 'boulangerie martin'].map((q) => search(app, q)));
    const later = await search(app, '  BOULANGÉRIE   Martin ');
    for (const response of [...answers, later]) expect(response.status).toBe(200);
    expect(await later.json()).toEqual(await answers[0]!.json());
    expect(directory.queries).toEqual(['boulangerie martin']);
  });

  it('over COMPANY_SEARCH_RATE requests a second, answers 204 at once and never asks the directory more', async () => {
    const app = await service({ COMPANY_SEARCH_RATE: '2' });
    directory.slow(300);
    const start = performance.now();
    const timed = await Promise.all(
      ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map(async (q) => {
        const response = await search(app, q);
        return { status: response.status, ms: performance.now() - start, body: await response.text() };
      }),
    );
    expect(timed.map((answer) => answer.status).sort()).toEqual([200, 200, 204, 204, 204]);
    for (const refused of timed.filter((answer) => answer.status === 204)) {
      expect(refused.ms).toBeLessThan(250);
      expect(refused.body).toBe('');
    }
    expect(directory.queries).toHaveLength(2);
  });

  it.each([
    ['down', 503],
    ['over its own limit', 429],
  ])('when the directory is %s, answers 204 with nothing, and logs nothing of the query', async (_, status) => {
    const app = await service();
    directory.failWith(status);
    const response = await search(app, 'Jean Martin');
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('');
    expect(app.logs.join('\n')).toContain(`HTTP ${status}`);
    expect(app.logs.join('\n').toLowerCase()).not.toContain('martin');
    directory.failWith(null);
    expect((await search(app, 'Jean Martin')).status).toBe(200);
  });

  it('when the directory is slow (3 s), answers 204 within about 2 s', async () => {
    const app = await service();
    directory.slow(3_000);
    const start = performance.now();
    const response = await search(app, 'Boulangerie');
    const elapsed = performance.now() - start;
    expect(response.status).toBe(204);
    expect(elapsed).toBeGreaterThanOrEqual(DIRECTORY_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(DIRECTORY_TIMEOUT_MS + 500);
  });
});
