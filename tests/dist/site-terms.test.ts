import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { MEDIATOR, RETENTION } from '../../site/data/operator';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { BUTTONS } from '../../widget/core/copy';
import { REFUND_DAYS } from '../../site/data/facts';
import { builtPage } from '../support/built-pages';
import { textOf } from '../support/html';

describe('terms of sale', () => {
  const cgv = builtPage('/pages/cgv');
  const text = textOf(cgv.querySelector('main')!);
  /** The text from a heading to the next heading of the same level or above. */
  const section = (heading: Element) => {
    const parts: string[] = [];
    for (
      let node = heading.nextElementSibling;
      node && !(/^H[1-6]$/.test(node.tagName) && node.tagName <= heading.tagName);
      node = node.nextElementSibling
    )
      parts.push(textOf(node));
    return parts.join(' ');
  };
  const headingOf = (words: string) => [...cgv.querySelectorAll('h2, h3')].find((heading) => textOf(heading) === typeset(words))!;

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

  it('say when execution can start: at the conclusion of the contract, when the payment is accepted', () => {
    expect(text).not.toMatch(/dès la commande/);
    expect(text).toMatch(/dès la conclusion du contrat \(acceptation du paiement\)/);
  });

  it('refund a service that cannot be performed within a deadline, by the means of payment used', () => {
    const impossible = section(headingOf("Impossibilité d'exécution"));
    expect(impossible).toContain(typeset(`${REFUND_DAYS} jours`));
    expect(impossible).toMatch(/même moyen de paiement/);
  });

  it('give the information of the Code civil, article 1127-1: steps, correcting input errors, language, archiving', () => {
    expect(text).toContain('1127-1');
    expect(text).toMatch(/langue française/);
    expect(text).toMatch(/archiv/);
    expect(text).toMatch(/accéder au contrat archivé|accès au contrat archivé/);
    expect(text).toContain(typeset(`« ${BUTTONS.previous} »`));
    expect(text).toMatch(/corriger/);
  });

  it('say what the confirmation email contains (Code de la consommation, L221-13)', () => {
    expect(text).toContain('L221-13');
    expect(text).toMatch(/email de confirmation[^.]*support durable/);
    expect(text).toMatch(/formulaire de rétractation/);
  });

  it('say whether a decision rests solely on automated processing (GDPR, art. 13(2)(f) and 22)', () => {
    const data = section(cgv.getElementById('donnees-personnelles')!);
    expect(data).toMatch(/exclusivement sur un traitement automatisé/);
    expect(data).toMatch(/article 22/);
  });
});
