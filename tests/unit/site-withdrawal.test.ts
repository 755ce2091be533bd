import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT, PUBLISHER } from '../../site/data/operator';
import {
  WITHDRAWAL_CONFIRM_LABEL,
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_LINK_LABEL,
  WITHDRAWAL_PATH,
  WITHDRAWAL_POST_PATH,
  type WithdrawalField,
} from '../../site/data/withdrawal';
import { STRIPE_CHECKOUT_ORIGIN } from '../../site/order-service.mjs';
import { typeset } from '../../site/typography';
import { freshImport } from '../support/fresh-import';
import { textOf } from '../support/html';

const SERVICE = 'https://commandes.kbis-facile.example';

/** The withdrawal page, the CGV and every page, as a build with ORDER_SERVICE_URL=`url` renders them. */
async function render(url: string) {
  vi.stubEnv('ORDER_SERVICE_URL', url);
  const { renderRouteDocument, routeByPath } = await freshImport(() => import('../support/site'));
  const { routes } = await import('../../site/routes');
  return {
    page: renderRouteDocument(routeByPath(WITHDRAWAL_PATH)),
    cgv: renderRouteDocument(routeByPath('/pages/cgv')),
    every: routes.map((route) => [route.path, renderRouteDocument(route)] as const),
  };
}

const builds = new Map<string, ReturnType<typeof render>>();
/** Each build rendered once for the file. */
function build(url: string) {
  if (!builds.has(url)) builds.set(url, render(url));
  return builds.get(url)!;
}

// Rendered before the tests, one build after the other (each sets the environment it reads): the
// modules' constants are then evaluated outside any test, as the mutation run expects of them.
beforeAll(async () => {
  for (const url of [SERVICE, `${SERVICE}/`, '']) await build(url);
});

afterAll(() => {
  vi.unstubAllEnvs();
  // The next test files of this worker import the pages as the real build does.
  vi.resetModules();
});

/** The control a `<label>` names, by its visible text. */
function fieldByLabel(document: Document, label: string): HTMLInputElement {
  const labels = [...document.querySelectorAll('main label')].filter((element) => textOf(element) === typeset(label));
  expect(labels, label).toHaveLength(1);
  return document.getElementById(labels[0]!.getAttribute('for')!) as HTMLInputElement;
}

const formAction = (document: Document) =>
  document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')!
    .getAttribute('content')!
    .split('; ')
    .find((directive) => directive.startsWith('form-action '));

describe.each([
  ['with an order service', SERVICE],
  ['static only', ''],
])('the withdrawal page, %s', (_flavour, url) => {
  it('is linked from the footer of every page by « Renoncer au contrat ici »', async () => {
    for (const [path, document] of (await build(url)).every) {
      const links = [...document.querySelectorAll('footer a')].filter((link) => textOf(link) === WITHDRAWAL_LINK_LABEL);
      expect(
        links.map((link) => link.getAttribute('href')),
        path,
      ).toEqual([WITHDRAWAL_PATH]);
    }
  });

  it('gives the email and postal routes and the CGV’s model form, word for word', async () => {
    const { page, cgv } = await build(url);
    const main = textOf(page.querySelector('main')!);
    expect(main).toContain(CONTACT.email);
    expect(main).toContain(PUBLISHER.address);
    const model = (document: Document) => [...document.querySelectorAll('main aside.note')].map(textOf);
    expect(model(page)).toHaveLength(1);
    expect(model(cgv)).toContain(model(page)[0]);
    expect(page.querySelector('main a[href="/pages/cgv#droit-de-retractation"]')).not.toBeNull();
  });
});

describe('the withdrawal page with an order service', () => {
  it('posts a plain form to the service, ended by the one button « Confirmer la rétractation »', async () => {
    const { page } = await build(`${SERVICE}/`);
    const forms = page.querySelectorAll('main form');
    expect(forms).toHaveLength(1);
    const form = forms[0] as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(SERVICE + WITHDRAWAL_POST_PATH);
    const buttons = [...page.querySelectorAll('main button, main input[type="submit"]')];
    expect(buttons.map(textOf)).toEqual([WITHDRAWAL_CONFIRM_LABEL]);
    expect(buttons[0]!.getAttribute('type')).toBe('submit');
    expect(form.lastElementChild).toBe(buttons[0]);
    // Its accessible name: the heading above it.
    expect(textOf(page.getElementById(form.getAttribute('aria-labelledby')!)!)).toMatch(/en ligne/);
  });

  it.each([
    ['name', 'text', 'name'],
    ['email', 'email', 'email'],
    ['reference', 'text', 'off'],
    ['orderDate', 'date', null],
  ] as const)('labels the %s field visibly, typed %s, with its bound and whether it is required', async (name, type, autocomplete) => {
    const { page } = await build(SERVICE);
    const { label, required, maxLength } = WITHDRAWAL_FIELDS[name as WithdrawalField];
    const input = fieldByLabel(page, label);
    expect(input.closest('form')).toBe(page.querySelector('main form'));
    expect(input.getAttribute('name')).toBe(name);
    expect(input.getAttribute('type')).toBe(type);
    expect(input.getAttribute('autocomplete')).toBe(autocomplete);
    expect(input.hasAttribute('required')).toBe(required);
    expect(input.getAttribute('maxlength')).toBe(type === 'date' ? null : String(maxLength));
  });

  it('describes the order date field: an approximate date will do', async () => {
    const { page } = await build(SERVICE);
    const input = fieldByLabel(page, WITHDRAWAL_FIELDS.orderDate.label);
    const hint = page.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint && textOf(hint)).toBe('Si vous ne connaissez pas la date exacte, indiquez une date approchée.');
  });

  it('says what happens next: the declaration recorded, an acknowledgement by email with its date and time', async () => {
    const text = textOf((await build(SERVICE)).page.querySelector('main')!);
    expect(text).toMatch(/enregistrée/);
    expect(text).toMatch(/accusé de réception/);
    expect(text).toMatch(/sa date et son heure/);
  });

  it('lets the page post to the service and to Stripe Checkout in its <meta> policy', async () => {
    expect(formAction((await build(SERVICE)).page)).toBe(`form-action 'self' ${SERVICE} ${STRIPE_CHECKOUT_ORIGIN}`);
  });
});

describe('the withdrawal page of a static-only build', () => {
  it('has no form, and its policy lets no page post one', async () => {
    const { page } = await build('');
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector('main button')).toBeNull();
    expect(formAction(page)).toBe("form-action 'none'");
  });
});
