// `npm run check:launch`: lists every operator value that cannot go live as it is (a placeholder,
// a value marked "to confirm" in scripts/launch/operator-values.ts, or a setting of the order service
// missing from the environment, order-service.mjs), with where it is shown, and exits 1 while any
// remains. Not part of `npm test`: today's values are placeholders on purpose.
// After the report, the risks the specification imposes (risks.mjs), as warnings.
import { fileURLToPath } from 'node:url';
import { hstsPreloadChoice } from '../../site/headers.mjs';
import { databaseChoice, orderServiceValues } from './order-service.mjs';
import { LAUNCH_RISKS, launchRisksReport } from './risks.mjs';

/**
 * @typedef {{ key: string, value: string, shownOn: readonly string[], shownAs?: readonly string[], toConfirm?: string }} OperatorValue
 * @typedef {OperatorValue & { reasons: string[] }} LaunchProblem
 * @typedef {import('./risks.mjs').LaunchRisk} LaunchRisk
 */

/**
 * Why a value looks like a placeholder, or null: the reserved `.example` domain (RFC 2606), a
 * run of zeros standing for a number (registry, VAT, phone), words in square brackets standing for
 * a name, or nothing at all.
 * @param {string} value
 * @returns {string | null}
 */
export function placeholderReason(value) {
  if (!value.trim()) return 'valeur vide';
  if (/\[[^\]]+\]/.test(value)) return 'texte à remplacer (entre crochets)';
  if (/\.example(?![a-z0-9-])/i.test(value)) return 'domaine réservé .example';
  if (/0{5,}/.test(value.replace(/[\s.-]/g, ''))) return 'numéro fictif (suite de zéros)';
  return null;
}

/**
 * The values that cannot go live, each with its reasons; empty when everything is filled in and confirmed.
 * @param {readonly OperatorValue[]} values
 * @returns {LaunchProblem[]}
 */
export function launchProblems(values) {
  return values.flatMap((item) => {
    const reasons = [placeholderReason(item.value), item.toConfirm].filter((reason) => typeof reason === 'string' && reason !== '');
    return reasons.length ? [{ ...item, reasons: /** @type {string[]} */ (reasons) }] : [];
  });
}

/**
 * The report printed by the command, in French like the README.
 * @param {readonly LaunchProblem[]} problems
 * @returns {string}
 */
export function launchReport(problems) {
  if (problems.length === 0) return 'Prêt pour la mise en ligne : aucune valeur fictive ni à confirmer.\n';
  const lines = problems.map((problem) =>
    [
      `✗ ${problem.key} = ${problem.value}`,
      ...problem.reasons.map((reason) => `    ${reason}`),
      `    affiché : ${problem.shownOn.join(', ')}`,
    ].join('\n'),
  );
  const count = problems.length === 1 ? '1 valeur' : `${problems.length} valeurs`;
  return `${lines.join('\n')}\n\n${count} à remplir ou à confirmer avant la mise en ligne (site/data/operator.ts, scripts/launch/operator-values.ts, SITE_URL, environnement du service de commande).\n`;
}

/**
 * What the command prints and its exit code: 1 while an operator value cannot go live, whatever
 * the risks, which are warnings printed after the report and the operator's choices.
 * @param {readonly OperatorValue[]} values
 * @param {readonly LaunchRisk[]} risks
 * @param {string} choices
 * @returns {{ output: string, exitCode: 0 | 1 }}
 */
export function launchCheck(values, risks, choices) {
  const problems = launchProblems(values);
  return { output: launchReport(problems) + choices + launchRisksReport(risks), exitCode: problems.length ? 1 : 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Loaded here, not at the top: the tests import the pure functions above without Vite.
  const { importSource } = await import('../../build/import-source.mjs');
  /** @type {{ OPERATOR_VALUES: OperatorValue[] }} */
  const registry = await importSource('scripts/launch/operator-values.ts');
  /** @type {{ SITE_URL: string }} */
  const config = await importSource('site/config.ts');
  const siteUrl = {
    key: 'SITE_URL',
    value: config.SITE_URL,
    shownOn: ['adresses canoniques, Open Graph, sitemap.xml et robots.txt (variable SITE_URL de la construction)'],
  };
  const { output, exitCode } = launchCheck(
    [...registry.OPERATOR_VALUES, siteUrl, ...orderServiceValues(process.env)],
    LAUNCH_RISKS,
    `\nChoix de l’exploitant :\n${hstsPreloadChoice()}${databaseChoice(process.env)}`,
  );
  process.stdout.write(output);
  process.exitCode = exitCode;
}
