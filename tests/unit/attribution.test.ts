import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attribution } from '../../widget/core/attribution';
import { ATTRIBUTION_MAX_LENGTH } from '../../widget/core/bounds';

const at = (address: string) => new URL(address);

describe('the partner of an order', () => {
  const page = at('https://partenaire.example/');

  it("is the trigger's when it names one, else the page's, else null", () => {
    expect(attribution(['bouton', 'page'], page).partner).toBe('bouton');
    expect(attribution([null, 'page'], page).partner).toBe('page');
    expect(attribution([undefined, 'page'], page).partner).toBe('page');
    expect(attribution([null, null], page).partner).toBeNull();
    expect(attribution([undefined, undefined], page).partner).toBeNull();
  });

  it('skips a blank attribute, and trims the one it keeps', () => {
    expect(attribution(['', 'page'], page).partner).toBe('page');
    expect(attribution(['  \n', '  page\t'], page).partner).toBe('page');
    expect(attribution([' ', ''], page).partner).toBeNull();
    expect(attribution(['  cabinet durand  ', null], page).partner).toBe('cabinet durand');
  });

  it(`is cut at ${ATTRIBUTION_MAX_LENGTH} characters, after trimming`, () => {
    expect(attribution([` ${'p'.repeat(500)}`, null], page).partner).toBe('p'.repeat(ATTRIBUTION_MAX_LENGTH));
    // A cut just after a space leaves no space at the end.
    expect(attribution([`${'p'.repeat(ATTRIBUTION_MAX_LENGTH - 1)} q`, null], page).partner).toBe('p'.repeat(ATTRIBUTION_MAX_LENGTH - 1));
  });
});

describe('the page an order comes from', () => {
  it('is the origin and the path, without query or hash', () => {
    const { source } = attribution([null], at('https://www.partenaire.example:8443/outils/kbis?x=1&utm_source=a#prix'));
    expect(source.page).toBe('https://www.partenaire.example:8443/outils/kbis');
    expect(attribution([null], at('http://partenaire.example')).source.page).toBe('http://partenaire.example/');
  });

  it('keeps only the utm_* parameters, decoded, trimmed and cut', () => {
    const long = 'c'.repeat(300);
    const { source } = attribution(
      [null],
      at(
        `https://p.example/a?ref=12&utm_source=lettre+d%E2%80%99information&utm_campaign=%20rentr%C3%A9e%20&gclid=9&utm_content=${long}&UTM_TERM=x&utmx=1`,
      ),
    );
    expect(source.utm).toEqual({
      utm_source: 'lettre d’information',
      utm_campaign: 'rentrée',
      utm_content: 'c'.repeat(ATTRIBUTION_MAX_LENGTH),
    });
  });

  it('has no campaign when the address has no utm_* parameter', () => {
    expect(attribution([null], at('https://p.example/a?ref=12#utm_source=hash')).source.utm).toEqual({});
    expect(attribution([null], at('https://p.example/')).source.utm).toEqual({});
  });

  it('keeps the last value of a parameter given twice', () => {
    expect(attribution([null], at('https://p.example/?utm_source=a&utm_source=b')).source.utm).toEqual({ utm_source: 'b' });
  });

  // Generating web addresses is slow: 3 to 7 s on a loaded two-core machine, where 5 s is the default.
  it('hands over strings only, none longer than the limit, whatever the address and the attributes', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.array(fc.option(fc.string({ maxLength: 300 }))),
        (url, partners) => {
          const { partner, source } = attribution(partners, at(url));
          const values = [partner, source.page, ...Object.values(source.utm)];
          for (const value of values.filter((value) => value !== null)) {
            expect(typeof value).toBe('string');
            expect(value!.length).toBeLessThanOrEqual(ATTRIBUTION_MAX_LENGTH);
            expect(value).toBe(value!.trim());
          }
          expect(partner === null || partner.length > 0).toBe(true);
          expect(Object.keys(source.utm).every((name) => name.startsWith('utm_'))).toBe(true);
          expect(source.page).not.toMatch(/[?#]/);
        },
      ),
    );
  });
});
