import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_HOLDINGS_CACHE_CONTROL } from '../../server/http/register-holdings-routes';
import { type RegisterHoldings, registerHoldingsPath } from '../../widget/core/catalogue';
import { serviceApp } from '../../dev/service';
import {
  REGISTER_STAND_IN_ACCOUNT,
  REGISTER_STAND_IN_SIRENS,
  type RegisterStandIn,
  startRegisterStandIn,
} from '../../dev/register-stand-in';
import { storesOf } from '../support/stores';

const { full, statutsOnly, nothing, down } = REGISTER_STAND_IN_SIRENS;

// The lookup touches no store; the one the app needs is SQLite's.
const stores = storesOf('SQLite');

describe('what the register holds, asked by the dialog', () => {
  let register: RegisterStandIn;
  beforeAll(async () => {
    register = await startRegisterStandIn();
  });
  afterEach(() => {
    register.requests.length = 0;
    register.failWith(null);
  });
  afterAll(() => register.close());

  const service = async (configured = true) =>
    serviceApp(
      await stores.fresh(),
      configured
        ? {
            INPI_USERNAME: REGISTER_STAND_IN_ACCOUNT.username,
            INPI_PASSWORD: REGISTER_STAND_IN_ACCOUNT.password,
            INPI_API_URL: register.url,
          }
        : {},
    );
  const ask = (app: Awaited<ReturnType<typeof service>>, siren: string) =>
    app.app.request(registerHoldingsPath(siren), { headers: { Origin: 'https://partenaire.example' } });
  const lists = () => register.requests.filter((request) => request.endsWith('/attachments'));

  it('answers the statuts’ filing day and the public accounts, readable from any origin, then from its cache', async () => {
    const app = await service();
    const response = await ask(app, full);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(REGISTER_HOLDINGS_CACHE_CONTROL);
    expect(await response.json()).toEqual({
      statutsFiledOn: '2020-09-14',
      accounts: [
        { closedOn: '2023-12-31', filedOn: '2024-10-03' },
        { closedOn: '2022-12-31', filedOn: '2023-07-18' },
        { closedOn: '2021-12-31', filedOn: '2022-07-20' },
      ],
    } satisfies RegisterHoldings);
    expect((await ask(app, full)).status).toBe(200);
    expect(lists()).toEqual([`GET /api/companies/${full}/attachments`]);
  });

  it('says what is missing: accounts kept confidential, nothing filed, a company the register does not know', async () => {
    const app = await service();
    expect(await (await ask(app, statutsOnly)).json()).toEqual({ statutsFiledOn: '2018-01-15', accounts: [] });
    expect(await (await ask(app, nothing)).json()).toEqual({ statutsFiledOn: null, accounts: [] });
    const unknown = await ask(app, '123456782');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ statutsFiledOn: null, accounts: [] });
  });

  it('refuses a number whose key is wrong without asking the register', async () => {
    const app = await service();
    const response = await ask(app, '812345670');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const siren of ['81234567', '8123456760', 'abcdefghi']) expect((await ask(app, siren)).status).toBe(400);
    expect(register.requests).toEqual([]);
  });

  it('answers 204, nothing to say, when the register is down, keeps no such answer, and logs no SIREN', async () => {
    const app = await service();
    const response = await ask(app, down);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    register.failWith('down');
    expect((await ask(app, full)).status).toBe(204);
    register.failWith(null);
    expect((await ask(app, full)).status).toBe(200);
    expect(app.logs.join('\n')).toContain('HTTP 503');
    expect(app.logs.join('\n')).not.toMatch(/\d{9}/);
  });

  it('answers 204, nothing to say, when no register is configured', async () => {
    const response = await ask(await service(false), full);
    expect(response.status).toBe(204);
    expect(register.requests).toEqual([]);
  });
});
