import { describe, expect, it } from 'vitest';
import { launchCheck, launchProblems, launchReport, placeholderReason, type OperatorValue } from '../../scripts/launch/check.mjs';
import { LAUNCH_RISKS, launchRiskLine, launchRisksReport } from '../../scripts/launch/risks.mjs';
import { DEFAULT_SITE_URL } from '../../site/config';
import { OPERATOR_VALUES } from '../../scripts/launch/operator-values';
import { databaseChoice, orderServiceValues } from '../../scripts/launch/order-service.mjs';

/** The order service's environment once the operator has set it for production. */
const LIVE_ENV = {
  ORDER_SERVICE_URL: 'https://commandes.kbis-facile.fr',
  PAYMENT_MODE: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51SecretKeyNeverPrinted',
  STRIPE_WEBHOOK_SECRET: 'whsec_SecretNeverPrinted',
  SMTP_URL: 'smtps://commandes:MotDePasseJamaisAffiche@smtp.kbis-facile.fr:465',
};
const SECRETS = ['sk_live_51SecretKeyNeverPrinted', 'whsec_SecretNeverPrinted', 'MotDePasseJamaisAffiche'];

const TODAY: OperatorValue[] = [
  ...OPERATOR_VALUES,
  { key: 'SITE_URL', value: DEFAULT_SITE_URL, shownOn: ['adresses canoniques'] },
  ...orderServiceValues({}),
];

/** The same keys, as an operator would leave them once everything is filled in and confirmed. */
const FILLED: OperatorValue[] = [...OPERATOR_VALUES, TODAY.find((item) => item.key === 'SITE_URL')!].map(
  ({ toConfirm: _confirmed, ...item }) => ({
    ...item,
    value:
      {
        'PUBLISHER.registry': 'Registro Mercantil de Madrid, tomo 41.235, folio 12, hoja M-730512',
        'PUBLISHER.vatNumber': 'ESB87654321',
        'CONTACT.phone': '+34 912 345 678',
        'CONTACT.email': 'contact@kbis-facile.fr',
        'CONTACT.dpoEmail': 'dpo@kbis-facile.fr',
        MEDIATOR: 'Centre de médiation de la consommation, 12 rue de la Paix, 75002 Paris, https://www.mediateur-conso.fr',
        SITE_URL: 'https://www.kbis-facile.fr',
        ALSACE_MOSELLE_ORDERS: 'peuvent',
        PARTNER_DATA_ROLE: 'responsable de traitement distinct',
      }[item.key] ?? item.value,
  }),
);
const LIVE: OperatorValue[] = [...FILLED, ...orderServiceValues(LIVE_ENV)];

/** The keys the check stops on, with the service's environment `env` and every other value filled in. */
const stoppingOn = (env: Record<string, string | undefined>) =>
  launchProblems([...FILLED, ...orderServiceValues(env)]).map((problem) => problem.key);

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

  it('fails on today’s config: every placeholder, every value to confirm and the order service’s settings, with where it is shown', () => {
    const problems = launchProblems(TODAY);
    expect(problems.map((problem) => problem.key)).toEqual([
      'PUBLISHER.registry',
      'PUBLISHER.vatNumber',
      'CONTACT.phone',
      'CONTACT.email',
      'CONTACT.dpoEmail',
      'PUBLISHER.director',
      'MEDIATOR',
      'DELIVERY_WORKING_DAYS',
      'RETENTION',
      'ALSACE_MOSELLE_ORDERS',
      'PARTNER_DATA_ROLE',
      'ACCESSIBILITY_STATEMENT',
      'SITE_URL',
      'ORDER_SERVICE_URL',
      'PAYMENT_MODE',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMTP_URL',
    ]);
    const report = launchReport(problems);
    expect(report).toContain('/pages/mentions-legales');
    expect(report).toMatch(/18 valeurs à remplir ou à confirmer/);
    expect(report).toMatch(/Stripe Checkout/);
    expect(report).toMatch(/accusé de réception de rétractation/);
    expect(problems.find((problem) => problem.key === 'ACCESSIBILITY_STATEMENT')?.reasons.join(' ')).toMatch(/microentreprise/);
    expect(problems.find((problem) => problem.key === 'MEDIATOR')?.reasons).toContain('texte à remplacer (entre crochets)');
    // What only the operator can say, never guessed: Alsace-Moselle orders, the partner's GDPR role.
    expect(problems.find((problem) => problem.key === 'ALSACE_MOSELLE_ORDERS')?.reasons.join(' ')).toMatch(/Moselle/);
    expect(problems.find((problem) => problem.key === 'PARTNER_DATA_ROLE')?.reasons.join(' ')).toMatch(/article 28/);
  });

  it('passes on a filled and confirmed config, with the service set for production', () => {
    expect(launchProblems(LIVE)).toEqual([]);
    expect(launchReport([])).toMatch(/^Prêt pour la mise en ligne/);
  });
});

describe('the order service’s settings in the launch check', () => {
  it.each([undefined, '', 'test'])('fails while the payment is a test (PAYMENT_MODE=%s)', (mode) => {
    expect(stoppingOn({ ...LIVE_ENV, PAYMENT_MODE: mode })).toEqual(['PAYMENT_MODE']);
  });

  it('fails on a payment mode the service does not know', () => {
    expect(stoppingOn({ ...LIVE_ENV, PAYMENT_MODE: 'live' })).toEqual(['PAYMENT_MODE']);
  });

  it('fails when the service does not answer on the site’s origin, where the widget sends the orders', () => {
    expect(stoppingOn({ ...LIVE_ENV, SITE_URL: 'https://www.kbis-facile.fr' })).toEqual(['ORDER_SERVICE_URL']);
    expect(stoppingOn({ ...LIVE_ENV, SITE_URL: 'https://commandes.kbis-facile.fr' })).toEqual([]);
  });

  it('fails when the build has no order service: the withdrawal page would offer no online function', () => {
    const [problem] = launchProblems([...FILLED, ...orderServiceValues({ ...LIVE_ENV, ORDER_SERVICE_URL: undefined })]);
    expect(problem?.key).toBe('ORDER_SERVICE_URL');
    expect(problem?.reasons.join(' ')).toMatch(/rétractation[^\n]*L221-21, D221-5/);
  });

  it.each([
    ['http://commandes.kbis-facile.fr', /https/],
    ['https://commandes.kbis-facile.example', /\.example/],
    ['ftp://commandes.kbis-facile.fr', /http\(s\)/],
  ])('fails on a public URL that cannot take orders: %s', (url, reason) => {
    const problems = launchProblems(orderServiceValues({ ...LIVE_ENV, ORDER_SERVICE_URL: url }));
    expect(problems.map((problem) => problem.key)).toEqual(['ORDER_SERVICE_URL']);
    expect(problems[0]!.reasons.join(' ')).toMatch(reason);
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL'] as const)('fails while %s is absent', (key) => {
    expect(stoppingOn({ ...LIVE_ENV, [key]: undefined })).toEqual([key]);
    expect(stoppingOn({ ...LIVE_ENV, [key]: '' })).toEqual([key]);
  });

  it('fails on a Stripe test key', () => {
    expect(stoppingOn({ ...LIVE_ENV, STRIPE_SECRET_KEY: 'sk_test_51SecretKeyNeverPrinted' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(stoppingOn({ ...LIVE_ENV, STRIPE_SECRET_KEY: 'rk_test_51SecretKeyNeverPrinted' })).toEqual(['STRIPE_SECRET_KEY']);
  });

  it('never prints a secret, only « défini » or « absent »', () => {
    const secrets = orderServiceValues({ ...LIVE_ENV, STRIPE_SECRET_KEY: 'sk_test_51SecretKeyNeverPrinted' }).filter((item) =>
      /SECRET|SMTP/.test(item.key),
    );
    expect(secrets.map((item) => item.value)).toEqual(['défini', 'défini', 'défini']);
    expect(
      orderServiceValues({})
        .filter((item) => /SECRET|SMTP/.test(item.key))
        .map((item) => item.value),
    ).toEqual(['absent', 'absent', 'absent']);
    const output = launchCheck(
      [...FILLED, ...secrets, ...orderServiceValues({ ...LIVE_ENV, DATABASE_URL: 'postgres://u:MotDePasseJamaisAffiche@db/kbis' })],
      LAUNCH_RISKS,
      databaseChoice({ DATABASE_URL: 'postgres://u:MotDePasseJamaisAffiche@db/kbis' }),
    ).output;
    expect(output).toMatch(/STRIPE_SECRET_KEY = défini/);
    for (const secret of [...SECRETS, 'sk_test_51SecretKeyNeverPrinted']) expect(output).not.toContain(secret);
  });

  it('lists the database as a choice, PostgreSQL or SQLite on one machine, never as a problem', () => {
    expect(databaseChoice({ DATABASE_URL: 'postgres://db/kbis' })).toMatch(/^Base de données : PostgreSQL/);
    expect(databaseChoice({})).toMatch(/^Base de données : SQLite[^\n]*une seule machine[^\n]*facultatif/);
    expect(stoppingOn({ ...LIVE_ENV, DATABASE_URL: undefined })).toEqual([]);
  });
});

describe('the risks the specification imposes', () => {
  it('lists S1 to S10, each with what, why and an address to read the source at', () => {
    expect(LAUNCH_RISKS.map((risk) => risk.id)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10']);
    // S4 as the order service leaves it: the success text once paid; in production Stripe's own last button, with the words beside it.
    const s4 = LAUNCH_RISKS.find((risk) => risk.id === 'S4')!;
    expect(s4.why).toMatch(/page de confirmation du service/);
    expect(s4.why).toMatch(/bouton est celui de Stripe Checkout/);
    expect(s4.why).toMatch(/custom_text\.submit/);
    expect(s4.why).not.toMatch(/ORDER_HANDOFF/);
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
    const filled = launchCheck(LIVE, LAUNCH_RISKS, '');
    expect(today.exitCode).toBe(1);
    expect(filled.exitCode).toBe(0);
    for (const { output } of [today, filled]) for (const risk of LAUNCH_RISKS) expect(output).toContain(launchRiskLine(risk));
    expect(filled.output.startsWith(launchReport([]))).toBe(true);
  });
});
