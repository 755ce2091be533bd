import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { CONTACT } from '../../site/data/operator';
import {
  ACCESSIBILITY_PATH,
  SCREEN_READER_TESTED,
  SCREEN_READERS_UNTESTED,
  TESTED_WIDTHS_PX,
  WCAG_VERSION,
} from '../../site/data/accessibility';
import { NBSP } from '../../widget/core/format';
import { builtPage, builtPages } from '../support/built-pages';
import { textOf } from '../support/html';

describe('the accessibility statement', () => {
  const page = builtPage(ACCESSIBILITY_PATH);
  const text = textOf(page.querySelector('main')!);

  it.each(builtPages().map((built) => [built.file, built.document] as const))('is linked from the legal links of %s', (_file, document) => {
    const legal = document.querySelector('footer nav[aria-label="Informations légales"]')!;
    expect(legal.querySelector(`a[href="${ACCESSIBILITY_PATH}"]`)).not.toBeNull();
  });

  it('is linked from the terms of sale', () => {
    expect(builtPage('/pages/cgv').querySelector(`main a[href="${ACCESSIBILITY_PATH}"]`)).not.toBeNull();
  });

  it('says what is met and how it is checked: axe-core at both widths, the keyboard, Orca, forced colours, three engines', () => {
    expect(text).toContain(`WCAG ${WCAG_VERSION}`);
    expect(text).toMatch(/niveaux A et AA/);
    expect(text).toMatch(/axe-core/);
    for (const width of TESTED_WIDTHS_PX) expect(text).toContain(`${width}${NBSP}px`);
    expect(text).toMatch(/chaque étape du dialogue/);
    expect(text).toMatch(/clavier/i);
    expect(text).toContain(`${SCREEN_READER_TESTED.reader}, lisant ${SCREEN_READER_TESTED.browser}`);
    expect(text).toMatch(/couleurs forcées/i);
    for (const engine of ['Chromium', 'Firefox', 'WebKit']) expect(text).toContain(engine);
  });

  it('covers the shop’s pages and emails, checked by axe-core (tests/browser/shop-a11y.test.ts), and disclaims no page', () => {
    expect(text).toMatch(
      /pages de confirmation, d’annulation et de rétractation qui suivent la commande et sur la page de suivi de la commande/,
    );
    expect(text).toMatch(
      /emails que nous adressons au client \(confirmation de commande, accusé de réception et réponse à une déclaration de rétractation, envoi de l’extrait, remboursement\)/,
    );
    expect(text).toMatch(/documents PDF joints\u00a0: les CGV, les factures et les avoirs/);
    expect(text).toMatch(
      /emails de confirmation, d’accusé de réception et de réponse à une rétractation sont analysés par l’outil axe-core/,
    );
    expect(text).toMatch(/les factures et les avoirs sont des PDF balisés, en français/);
    expect(text).not.toMatch(/relève de ce prestataire/);
    expect(text).toMatch(/Si vous ne pouvez pas l’utiliser, écrivez-nous/);
  });

  it('says what is not tested and claims no full conformance', () => {
    const limits = textOf(page.getElementById('limites')!.nextElementSibling!);
    for (const reader of SCREEN_READERS_UNTESTED) expect(limits).toContain(reader);
    expect(text).toMatch(/ne déclarons donc pas une conformité totale/);
  });

  it('says how to report a problem, under the law it applies', () => {
    expect(textOf(page.getElementById('signaler')!.nextElementSibling!)).toContain(CONTACT.email);
    expect(text).toContain('L412-13');
    expect(text).toContain(typeset('décret n° 2023-931'));
  });
});
