import { describe, expect, it } from 'vitest';
import { widgetSizeLine } from '../../build/widget-size.mjs';

const CHANGELOG = [
  '## [Unreleased]',
  '',
  '## [1.1.0] - 2026-01-02',
  '',
  '- 11 459 o gzip (+12 o).',
  '',
  '## [1.0.0] - 2026-01-01',
  '',
].join('\n');
const RELEASES = { '1.0.0': 'sha384-first', '1.1.0': 'sha384-second' };
const context = { changelog: CHANGELOG, releases: RELEASES, budgetBytes: 11_776, withService: false };

describe('the widget size the build prints', () => {
  it('says when the bytes are those of the published version', () => {
    expect(widgetSizeLine({ version: '1.1.0', gzipBytes: 11_459, integrity: 'sha384-second' }, context)).toBe(
      'widget.js : 11 459 o gzip, identique à la version 1.1.0 publiée ; 317 o sous la barre de 11 776 o',
    );
  });

  it('gives the change since the published version, either way', () => {
    expect(widgetSizeLine({ version: '1.1.0', gzipBytes: 11_484, integrity: 'sha384-new' }, context)).toBe(
      'widget.js : 11 484 o gzip, +25 o depuis la version 1.1.0 publiée (11 459 o) ; 292 o sous la barre de 11 776 o',
    );
    expect(widgetSizeLine({ version: '1.1.0', gzipBytes: 11_400, integrity: 'sha384-new' }, context)).toContain(
      '−59 o depuis la version 1.1.0 publiée',
    );
  });

  it('compares a version not published yet with the newest published one', () => {
    expect(widgetSizeLine({ version: '1.2.0', gzipBytes: 11_460, integrity: 'sha384-new' }, context)).toContain(
      '+1 o depuis la version 1.1.0 publiée',
    );
  });

  it('says so when the published version’s entry gives no size', () => {
    const releases = { '1.0.0': 'sha384-first' };
    expect(widgetSizeLine({ version: '1.0.0', gzipBytes: 11_460, integrity: 'sha384-new' }, { ...context, releases })).toContain(
      'la version 1.0.0 publiée ne donne pas sa taille',
    );
  });

  it('says loudly when the widget is over its bar', () => {
    expect(widgetSizeLine({ version: '1.1.0', gzipBytes: 11_800, integrity: 'sha384-new' }, context)).toContain(
      '24 o AU-DESSUS de la barre de 11 776 o',
    );
  });

  it('gives a build with an order service its room only: no entry sizes that flavour', () => {
    expect(widgetSizeLine({ version: '1.1.0', gzipBytes: 11_709, integrity: 'sha384-x' }, { ...context, withService: true })).toBe(
      'widget.js (avec service de commande) : 11 709 o gzip ; 67 o sous la barre de 11 776 o',
    );
  });
});
