import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { MEDIATOR, OFFICIAL_LINKS, RETENTION } from '../../widget/core/brand';
import { builtPage } from '../support/built-pages';
import { textOf } from '../support/html';

describe('terms of sale', () => {
  const cgv = builtPage('/pages/cgv');
  const text = textOf(cgv.querySelector('main')!);

  it('keep the anchor the widget links to', () => {
    expect(cgv.getElementById('donnees-personnelles')?.tagName).toBe('H2');
  });

  it('explain the optional immediate-execution box and what happens without it', () => {
    const article = textOf(cgv.getElementById('droit-de-retractation')!.parentElement!);
    expect(article).toMatch(/case facultative, non cochée par défaut/);
    expect(article).toMatch(/perdra son droit de rétractation une fois l’extrait livré/);
    expect(text).toMatch(/la commande est traitée à l’expiration du délai de rétractation/);
    expect(text).toContain('L221-25');
    expect(text).toContain(typeset('L221-28, 1°'));
  });

  it('answer for the whole service towards a consumer and exclude no liability for the registry’s delays', () => {
    expect(text).toContain('L221-15');
    expect(text).not.toMatch(/ne peut être tenu responsable d’un retard/);
  });

  it('give the retention periods as figures', () => {
    for (const period of [`${RETENTION.orderYears} ans`, `${RETENTION.accountingYears} ans`, `${RETENTION.documentDays} jours`]) {
      expect(text).toContain(typeset(period));
    }
  });

  it('name no real mediator until the operator does: a visible placeholder, no Médicys and no link to its site', () => {
    expect(text).toContain(MEDIATOR.name);
    expect(MEDIATOR.name).toMatch(/^\[.+\]$/);
    expect(text).not.toMatch(/Médicys|medicys/i);
    expect(cgv.querySelector('a[href*="medicys"]')).toBeNull();
  });

  it('name the mediator with a way to check it on the CECMC’s list, and no link to the closed EU platform', () => {
    expect(text).toContain(MEDIATOR.name);
    expect(cgv.querySelector(`a[href="${OFFICIAL_LINKS.mediationConso}"]`)).not.toBeNull();
    expect(text).toMatch(/CECMC/);
    expect(cgv.querySelector('a[href*="ec.europa.eu/consumers/odr"]')).toBeNull();
  });
});
