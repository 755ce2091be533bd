import { describe, expect, it } from 'vitest';
import { launchCheck, launchProblems, launchReport, placeholderReason, type OperatorValue } from '../../scripts/launch/check.mjs';
import { LAUNCH_RISKS, launchRiskLine, launchRisksReport } from '../../scripts/launch/risks.mjs';
import { DEFAULT_SITE_URL } from '../../site/config';
import { OPERATOR_VALUES } from '../../scripts/launch/operator-values';

const TODAY: OperatorValue[] = [...OPERATOR_VALUES, { key: 'SITE_URL', value: DEFAULT_SITE_URL, shownOn: ['adresses canoniques'] }];

/** The same keys, as an operator would leave them once everything is filled in and confirmed. */
const FILLED: OperatorValue[] = TODAY.map(({ toConfirm: _confirmed, ...item }) => ({
  ...item,
  value:
    {
      'PUBLISHER.registry': 'Registro Mercantil de Madrid, tomo 41.235, folio 12, hoja M-730512',
      'PUBLISHER.vatNumber': 'ESB87654321',
      'CONTACT.phone': '+34 912 345 678',
      'CONTACT.email': 'contact@kbis-facile.fr',
      'CONTACT.dpoEmail': 'dpo@kbis-facile.fr',
      MEDIATOR: 'Centre de médiation de la consommation, 12 rue de la Paix, 75002 Paris, https://www.mediateur-conso.fr',
      'ORDER_HANDOFF.paymentPage': 'https://paiement.kbis-facile.fr/commande',
      'ORDER_HANDOFF.confirmListener': '/order-handoff.js',
      'ORDER_HANDOFF.orderSystem': 'https://commandes.kbis-facile.fr',
      'ORDER_HANDOFF.confirmationEmail': 'envoyé par commandes.kbis-facile.fr depuis commandes@kbis-facile.fr',
      SITE_URL: 'https://www.kbis-facile.fr',
    }[item.key] ?? item.value,
}));

describe('the launch check', () => {
  it.each([
    ['contact@kbis-facile.example', 'domaine réservé .example'],
    ['https://kbis-facile.example', 'domaine réservé .example'],
    ['ESB00000000', 'numéro fictif (suite de zéros)'],
    ['+34 910 000 000', 'numéro fictif (suite de zéros)'],
    ['Registro Mercantil de Madrid, hoja M-000000', 'numéro fictif (suite de zéros)'],
    ['  ', 'valeur vide'],
    ['', 'valeur vide'],
    ['[médiateur de la consommation à désigner], [adresse postale du médiateur]', 'texte à remplacer (entre crochets)'],
  ])('takes %s for a placeholder', (value, reason) => {
    expect(placeholderReason(value)).toBe(reason);
  });

  it.each(['contact@kbis-facile.fr', 'https://www.example-conseil.fr', 'ESB87654321', '+34 912 345 678', '2'])('accepts %s', (value) => {
    expect(placeholderReason(value)).toBeNull();
  });

  it('fails on today’s config: every placeholder, every value to confirm and the order hand-off, with where it is shown', () => {
    const problems = launchProblems(TODAY);
    expect(problems.map((problem) => problem.key)).toEqual([
      'PUBLISHER.registry',
      'PUBLISHER.vatNumber',
      'CONTACT.phone',
      'CONTACT.email',
      'CONTACT.dpoEmail',
      'PUBLISHER.director',
      'MEDIATOR',
      'ORDER_HANDOFF.paymentPage',
      'ORDER_HANDOFF.confirmListener',
      'ORDER_HANDOFF.orderSystem',
      'ORDER_HANDOFF.confirmationEmail',
      'DELIVERY_WORKING_DAYS',
      'RETENTION',
      'ACCESSIBILITY_STATEMENT',
      'SITE_URL',
    ]);
    const report = launchReport(problems);
    expect(report).toContain('/pages/mentions-legales');
    expect(report).toMatch(/15 valeurs à remplir ou à confirmer/);
    expect(problems.find((problem) => problem.key === 'ACCESSIBILITY_STATEMENT')?.reasons.join(' ')).toMatch(/microentreprise/);
    expect(report).toMatch(/page de paiement[^\n]*L221-14/);
    expect(report).toContain('kbis:confirm');
    expect(report).toMatch(/email de confirmation/);
    expect(problems.find((problem) => problem.key === 'MEDIATOR')?.reasons).toContain('texte à remplacer (entre crochets)');
  });

  it('passes on a filled and confirmed config', () => {
    expect(launchProblems(FILLED)).toEqual([]);
    expect(launchReport([])).toMatch(/^Prêt pour la mise en ligne/);
  });
});

describe('the risks the specification imposes', () => {
  it('lists S1 to S10, each with what, why and an address to read the source at', () => {
    expect(LAUNCH_RISKS.map((risk) => risk.id)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10']);
    for (const risk of LAUNCH_RISKS) {
      expect(risk.what.trim(), risk.id).not.toBe('');
      expect(risk.why.trim(), risk.id).not.toBe('');
      expect(new URL(risk.source).protocol, risk.id).toBe('https:');
    }
  });

  it('prints each risk on one line that ends with its source', () => {
    const lines = launchRisksReport(LAUNCH_RISKS).trim().split('\n').slice(1);
    expect(lines).toEqual(LAUNCH_RISKS.map(launchRiskLine));
    for (const [index, line] of lines.entries()) expect(line.endsWith(`(source : ${LAUNCH_RISKS[index]!.source})`), line).toBe(true);
  });

  it('warns without changing the exit code: 1 on today’s values, 0 once they are filled, the risks printed both times', () => {
    const today = launchCheck(TODAY, LAUNCH_RISKS, '');
    const filled = launchCheck(FILLED, LAUNCH_RISKS, '');
    expect(today.exitCode).toBe(1);
    expect(filled.exitCode).toBe(0);
    for (const { output } of [today, filled]) for (const risk of LAUNCH_RISKS) expect(output).toContain(launchRiskLine(risk));
    expect(filled.output.startsWith(launchReport([]))).toBe(true);
  });
});
