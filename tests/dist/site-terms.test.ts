import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CGV_DOWNLOAD, CGV_VERSION, cgvFileName } from '../../site/data/cgv-version';
import { typeset } from '../../site/typography';
import { MEDIATOR, PARTNER_DATA_ROLE, RETENTION } from '../../site/data/operator';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { BUTTONS } from '../../widget/core/copy';
import { payButtonLabel, PAYMENT_PROVIDER } from '../../site/data/payment';
import { WITHDRAWAL_CONFIRM_LABEL, WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import { NO_VAT_ADDED_TERMS } from '../../site/layout/Prices';
import { REFUND_DAYS } from '../../site/data/facts';
import { DOCUMENT_KINDS, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { formatEuro, formatPriceHt, formatWorkingDays } from '../../widget/core/format';
import { DELIVERY_WORKING_DAYS, PRICE_HT_EUR } from '../../widget/core/offer';
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
    expect(article).toMatch(/perdra son droit de rétractation une fois les documents commandés livrés/);
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

  it('keep a withdrawal declaration with its order, and one that matches no order a year', () => {
    expect(text).toContain(
      typeset(
        `déclarations de rétractation : ${RETENTION.orderYears} ans à compter de la commande à laquelle elles se rapportent ; celles qui ne se rapportent à aucune commande : 1 an à compter de leur réception, puis suppression`,
      ),
    );
    expect(RETENTION.unmatchedWithdrawalYears).toBe(1);
  });

  it('link the PDF of this very version under its date, a file the site serves (Code civil 1127-1)', () => {
    const link = [...cgv.querySelectorAll('main a')].find((a) => textOf(a) === CGV_DOWNLOAD.label);
    expect(link?.getAttribute('href')).toBe(`/cgv/${cgvFileName(CGV_VERSION)}`);
    expect(existsSync(new URL(`../../dist/cgv/${cgvFileName(CGV_VERSION)}`, import.meta.url))).toBe(true);
  });

  it('say the download stops after a full refund or an accepted withdrawal, and what the confirmation email carries', () => {
    expect(text).toContain('sauf après un remboursement total ou une rétractation acceptée');
    expect(text).toContain(
      typeset('Les présentes CGV, dans la version acceptée par le client, et la facture y sont jointes au format PDF.'),
    );
    expect(text).not.toContain('comporte en pièce jointe');
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

  it('describe the journey: « Confirmer la commande » does not bind, validating the payment on the provider’s page does, the contract is concluded when paid', () => {
    const ordering = section(headingOf('Passation de la commande'));
    expect(ordering).not.toMatch(/valide ensuite sa commande/);
    expect(ordering).toContain(typeset(`« ${BUTTONS.confirm} », qui ne l'engage pas encore`));
    // Production's last button is Stripe's, whose words the shop does not choose: the CGV name no button label.
    expect(ordering).not.toContain(payButtonLabel(PRICE_HT_EUR * 100));
    expect(ordering).toMatch(/page de paiement sécurisée du prestataire de paiement/);
    expect(ordering).toMatch(/avec obligation de paiement, en validant le paiement de son prix total, 35\u00a0€ par document/);
    expect(ordering).toMatch(/le contrat est conclu à l’acceptation du paiement/);
    expect(ordering).toMatch(/page de confirmation[^.]*référence de sa commande/);
  });

  it('say under the ordering steps that the form may suggest companies, and the client identifies the company all the same', () => {
    const ordering = section(headingOf('Passation de la commande'));
    expect(ordering).not.toMatch(/n’effectue aucune recherche/);
    expect(ordering).toMatch(/peut proposer des entreprises[^.]*annuaire des entreprises de l’État/);
    expect(ordering).toMatch(/Il appartient dans tous les cas au client d’identifier précisément l’entreprise concernée/);
    expect(section(headingOf('Confirmation et archivage'))).not.toMatch(/identifier précisément/);
  });

  it('sell the four documents of one company, say where the register’s come from and that they are not certified copies', () => {
    const purpose = section(cgv.getElementById('objet')!);
    for (const kind of DOCUMENT_KINDS) {
      const label = DOCUMENT_LABELS[kind];
      expect(purpose).toContain(label.charAt(0).toLowerCase() + label.slice(1));
    }
    expect(purpose).toMatch(/statuts à jour, c’est-à-dire la dernière version des statuts/);
    expect(purpose).toMatch(/Registre national des entreprises, tenu par l’Institut national de la propriété industrielle/);
    expect(purpose).toMatch(/ce n’est pas une copie certifiée conforme par le greffier/);
    expect(purpose).toMatch(/L232-25/);
    expect(purpose).toMatch(/gratuitement, après la création d’un compte/);
  });

  it('price each document and the order as their sum', () => {
    const price = section(cgv.getElementById('prix-et-paiement')!);
    expect(price).toContain(typeset(`${formatPriceHt(PRICE_HT_EUR)} par document`));
    expect(price).toMatch(/prix total d’une commande est ce prix multiplié par le nombre de documents commandés/);
    expect(price).toMatch(/remboursement, de la commande entière ou d’un seul document, donne lieu à un avoir/);
  });

  it('send each document within the delay, the register’s usually in minutes, and refund each one that cannot be had', () => {
    const delivery = section(headingOf('Délai et livraison'));
    expect(delivery).toContain(typeset(`dans un délai de ${formatWorkingDays(DELIVERY_WORKING_DAYS)} à compter du début de l'exécution`));
    expect(delivery).toMatch(/en général dans les minutes qui suivent/);
    expect(delivery).toContain(
      typeset(`toujours dans le délai de ${formatWorkingDays(DELIVERY_WORKING_DAYS)} à compter du début de l'exécution`),
    );
    const impossible = section(headingOf("Impossibilité d'exécution"));
    expect(impossible).toMatch(/a déclaré ses comptes annuels confidentiels/);
    expect(impossible).toContain(typeset(`remboursé du prix de chaque document qui ne peut pas être fourni, ${formatEuro(PRICE_HT_EUR)}`));
  });

  it('name the INPI among the recipients: the company’s SIREN, nothing of the client', () => {
    const recipients = section(headingOf('Destinataires'));
    expect(recipients).toMatch(/Institut national de la propriété industrielle \(INPI\)[^;]*numéro SIREN de l’entreprise choisie/);
    expect(recipients).toMatch(/sans lui transmettre l’adresse IP, le nom, l’adresse email ni aucune autre donnée du client/);
  });

  it('say what the order service stores beyond the order, why, and for how long (GDPR art. 13)', () => {
    const data = section(headingOf('Données traitées'));
    expect(data).toMatch(/paramètres de campagne \(utm\)/);
    expect(data).toMatch(/déclaration de rétractation faite en ligne enregistre/);
    expect(data).toMatch(/historique de son traitement/);
    expect(section(headingOf('Finalités et bases légales'))).toMatch(/gestion des rétractations[^;]*obligation légale/);
    const retention = section(headingOf('Durées de conservation'));
    expect(retention).toMatch(/déclarations de rétractation/);
    expect(retention).toContain(
      typeset(`commande non payée (abandonnée ou annulée sur la page de paiement) : ${RETENTION.unpaidOrderDays} jours`),
    );
    expect(retention).toContain(typeset(`emails adressés aux clients et à l'éditeur : ${RETENTION.sentEmailDays} jours`));
    expect(retention).toMatch(/comptes des personnes chargées des commandes/);
  });

  it('name the payment provider in the payment article and among the recipients, with the partner sites', () => {
    const payment = section(cgv.getElementById('prix-et-paiement')!);
    expect(payment).toContain(PAYMENT_PROVIDER.name);
    const recipients = section(headingOf('Destinataires'));
    expect(recipients).toContain(PAYMENT_PROVIDER.name);
    // The partner's page may receive the data before payment, and its GDPR role is the operator's to state.
    expect(recipients).toMatch(/site partenaire[^;]*recevoir, dès la confirmation de la commande et avant son paiement, les données/);
    expect(recipients).toContain(PARTNER_DATA_ROLE);
  });

  it('give the online withdrawal function: the link, the declaration’s button and the acknowledgement', () => {
    const article = cgv.getElementById('droit-de-retractation')!;
    const withdrawal = section(article);
    const link = [...cgv.querySelectorAll(`a[href="${WITHDRAWAL_PATH}"]`)];
    expect(link.map(textOf)).toContain(WITHDRAWAL_LINK_LABEL);
    expect(withdrawal).toContain(WITHDRAWAL_LINK_LABEL);
    expect(withdrawal).toContain(typeset(`« ${WITHDRAWAL_CONFIRM_LABEL} »`));
    expect(withdrawal).toMatch(/accusé de réception[^.]*contenu de sa déclaration, sa date et son heure/);
    const precontract = [...cgv.querySelectorAll('main li')].find((item) => /conditions de rétractation/.test(textOf(item)))!;
    expect(textOf(precontract)).toMatch(/exercer son droit de rétractation en ligne/);
    expect(precontract.querySelector(`a[href="${WITHDRAWAL_PATH}"]`)).not.toBeNull();
  });

  it('say how a document ordered by email is priced, paid and concluded', () => {
    const purpose = section(cgv.getElementById('objet')!);
    expect(purpose).not.toMatch(/aux mêmes conditions/);
    expect(purpose).toMatch(/récapitulatif[^.]*lien de paiement/);
    expect(purpose).toMatch(/le contrat est conclu à l’acceptation du paiement/);
    expect(purpose).toMatch(/le demande expressément par écrit/);
  });

  it('speak of the client in the third person, price included', () => {
    expect(text).not.toMatch(/vous payez/);
    expect(text).toContain(typeset(NO_VAT_ADDED_TERMS));
  });

  it('ask for the order reference in a claim, and tell business clients the box’s waiver is not theirs', () => {
    expect(section(cgv.getElementById('service-client')!)).toMatch(/référence de sa commande/);
    expect(section(headingOf('Clients professionnels'))).toMatch(/ne concerne que les consommateurs/);
  });
});
