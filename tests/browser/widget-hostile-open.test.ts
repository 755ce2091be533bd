import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, HOST_TAG } from '../../widget/core/contract';
import { FIELD_NAMES } from '../../widget/core/fields';
import { FIELD_MAX_LENGTHS } from '../../widget/core/bounds';
import { closeContextsAfterEach } from './support/chromium';
import { placeOrdersInPage } from './support/orders-in-page';
import { openPartnerPage, startEmbed, widgetTag } from './support/partner-browser';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

/** What each `KbisWidget.open(input)` did: opened (with the values of its fields) or threw to its caller. */
interface Outcome {
  input: string;
  opened: boolean;
  thrown: string | null;
  values: string[];
  /** The company name field's value, as the user sees it. */
  companyName: string | undefined;
  /** Elements in the shadow root that only parsed markup would create. */
  injected: number;
}

describe('KbisWidget.open() given hostile input', () => {
  it('never pollutes a prototype, renders no markup, raises no error of its own, and the next order goes through', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    page.on('console', (message) => message.type() === 'error' && uncaught.push(message.text()));

    const { markup, outcomes, prototypes } = await page.evaluate(
      async ({ tag, events, names }) => {
        const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>gras</b>';
        const throwing = () => {
          throw new Error('hostile getter');
        };
        const hostile: Array<[string, () => unknown]> = [
          ['null', () => null],
          ['undefined', () => undefined],
          ['0', () => 0],
          ['42', () => 42],
          ['NaN', () => Number.NaN],
          ['true', () => true],
          ['a string', () => 'companyName'],
          ['an array', () => ['ACME', '123']],
          ['an array with a companyName', () => Object.assign(['x'], { companyName: 'Array SAS' })],
          ['a symbol', () => Symbol('companyName')],
          ['a function', () => Object.assign(() => 'x', { companyName: 'Fonction SAS' })],
          ['a getter that throws', () => Object.defineProperty({}, 'companyName', { get: throwing, enumerable: true })],
          [
            'a proxy whose every trap throws',
            () => new Proxy({}, { get: throwing, has: throwing, ownKeys: throwing, getPrototypeOf: throwing }),
          ],
          ['a proxy answering objects', () => new Proxy({}, { get: () => ({ toString: throwing }) })],
          [
            'values that are not strings',
            () => ({ companyName: { toString: throwing }, siret: 14, email: ['a@b.c'], immediateExecution: true }),
          ],
          [
            '__proto__ and constructor keys',
            () => JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"companyName":"Proto SAS"}'),
          ],
          ['an object without prototype', () => Object.assign(Object.create(null), { companyName: 'Nul SAS' })],
          ['a 200,000-character name', () => ({ companyName: 'A'.repeat(200_000) })],
          ['markup in every field', () => Object.fromEntries(names.map((name) => [name, `${name} ${markup}`]))],
          ['control characters', () => ({ companyName: '\u0000\u0007\u001b[31m\u202eSAS\u200b\ufeff', siret: '\t\v\f' })],
        ];
        const root = () => document.querySelector(tag)?.shadowRoot;
        const announced = (type: string) =>
          new Promise<void>((resolve) => document.addEventListener(type, () => resolve(), { once: true }));
        const ownKeys = () =>
          [Object.prototype, Array.prototype, Function.prototype].map((proto) => Object.getOwnPropertyNames(proto).join());
        const before = ownKeys();
        const outcomes = [];
        for (const [input, make] of hostile) {
          const shown = announced(events.step);
          let thrown: string | null = null;
          try {
            window.KbisWidget!.open(make() as object);
          } catch (error) {
            thrown = (error as Error).message;
          }
          const opened = thrown === null;
          if (opened) await shown;
          const inputs = [...(root()?.querySelectorAll('input') ?? [])];
          outcomes.push({
            input,
            opened,
            thrown,
            values: inputs.map((field) => typeof field.value),
            companyName: inputs[0]?.value,
            injected: root()?.querySelectorAll('img, script, b, iframe, [onerror], [onload]').length ?? 0,
          });
          if (opened) {
            const closed = announced(events.close);
            window.KbisWidget!.close();
            await closed;
          }
        }
        const after = ownKeys();
        return {
          markup,
          outcomes,
          prototypes: {
            unchanged: after.every((keys, index) => keys === before[index]),
            polluted: ({} as Record<string, unknown>).polluted,
            pwned: 'pwned' in window,
          },
        };
      },
      { tag: HOST_TAG, events: EVENTS, names: FIELD_NAMES },
    );

    expect(prototypes).toEqual({ unchanged: true, polluted: undefined, pwned: false });
    for (const outcome of outcomes as Outcome[]) {
      expect(outcome.injected, outcome.input).toBe(0);
      expect(
        outcome.values.every((type) => type === 'string'),
        outcome.input,
      ).toBe(true);
      // The only errors are the input's own, thrown back to the code that called open() with it.
      if (!outcome.opened) expect(outcome.thrown, outcome.input).toBe('hostile getter');
    }
    const shown = Object.fromEntries((outcomes as Outcome[]).map(({ input, companyName }) => [input, companyName]));
    // Cut to what the field takes, as the order service bounds it.
    expect(shown['a 200,000-character name']).toBe('A'.repeat(FIELD_MAX_LENGTHS.companyName));
    expect(shown['markup in every field']).toBe(`companyName ${markup}`);
    expect(shown['__proto__ and constructor keys']).toBe('Proto SAS');
    expect(shown['an object without prototype']).toBe('Nul SAS');
    expect(shown['a function']).toBe('Fonction SAS');
    expect(shown['values that are not strings']).toBe('');
    expect((outcomes as Outcome[]).filter(({ opened }) => !opened).map(({ input }) => input)).toEqual([
      'a getter that throws',
      'a proxy whose every trap throws',
    ]);

    let confirmed = 0;
    await page.exposeFunction('countConfirmation', () => confirmed++);
    await page.evaluate(
      (confirm) => document.addEventListener(confirm, () => (window as unknown as { countConfirmation(): void }).countConfirmation()),
      EVENTS.confirm,
    );
    await placeOrdersInPage(page, 1);
    await expect.poll(() => confirmed).toBe(1);
    expect(uncaught).toEqual([]);
  });
});
