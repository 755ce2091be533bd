// What `npm run check:launch` reads of the order service's environment: the settings the operator
// must still provide before the service can take real orders and withdrawals. Secrets are only ever
// reported as « défini » or « absent ».
import { orderServiceUrl } from '../../site/order-service.mjs';

/** @typedef {import('./check.mjs').OperatorValue} OperatorValue */
/** @typedef {Readonly<Record<string, string | undefined>>} Env */

const PAYMENT = 'service de commande : encaissement par carte sur Stripe Checkout';
const WEBHOOK = 'service de commande : paiement accepté, signalé par Stripe';
const EMAILS = 'service de commande : email de confirmation de commande et accusé de réception de rétractation';
const PUBLIC_URL =
  'fenêtre de commande (envoi de la commande), page /pages/retractation (déclaration en ligne) et politique de sécurité des pages (form-action)';

/**
 * A secret as the report may show it, and why it cannot go live.
 * @param {string} key
 * @param {string | undefined} value
 * @param {string} shownOn
 * @param {string} whyNeeded
 * @returns {OperatorValue}
 */
function secret(key, value, shownOn, whyNeeded) {
  return { key, value: value ? 'défini' : 'absent', shownOn: [shownOn], ...(!value && { toConfirm: whyNeeded }) };
}

/**
 * Why the public URL of the service cannot go live, or '' (the check flags a placeholder of any value).
 * The widget hands orders to the origin that served widget.js: the site's, `siteUrl` when given.
 * @param {string} value
 * @param {string | undefined} siteUrl
 */
function publicUrlProblem(value, siteUrl) {
  if (!value)
    return 'la construction n’a pas de service de commande ; le widget confirme sans rien transmettre et la page de rétractation n’offre aucune fonction en ligne (Code de la consommation L221-21, D221-5)';
  let url;
  try {
    url = new URL(orderServiceUrl(value));
  } catch {
    return 'adresse http(s) attendue';
  }
  if (url.protocol !== 'https:') return 'adresse en https attendue : elle reçoit les commandes et leurs données personnelles';
  if (siteUrl && URL.canParse(siteUrl) && new URL(siteUrl).origin !== url.origin)
    return `le widget envoie les commandes à l’origine qui sert widget.js (SITE_URL, ${new URL(siteUrl).origin}) : le service doit y répondre`;
  return '';
}

/**
 * Why the payment mode cannot go live, or ''.
 * @param {string | undefined} mode
 */
function paymentModeProblem(mode) {
  if (mode === 'stripe') return '';
  if (!mode || mode === 'test')
    return 'paiement de test : aucune carte n’est débitée et la page de test tient toute commande pour payée ; PAYMENT_MODE=stripe pour la mise en ligne';
  return 'valeur inconnue : test ou stripe';
}

/**
 * The order service's settings, as the launch check lists them.
 * @param {Env} env
 * @returns {OperatorValue[]}
 */
export function orderServiceValues(env) {
  const stripeKey = env.STRIPE_SECRET_KEY;
  const publicUrl = env.ORDER_SERVICE_URL ?? '';
  const urlProblem = publicUrlProblem(publicUrl, env.SITE_URL);
  const modeProblem = paymentModeProblem(env.PAYMENT_MODE);
  return [
    {
      key: 'ORDER_SERVICE_URL',
      value: publicUrl,
      shownOn: [PUBLIC_URL],
      shownAs: [],
      ...(urlProblem && { toConfirm: urlProblem }),
    },
    {
      key: 'PAYMENT_MODE',
      value: env.PAYMENT_MODE || 'test (par défaut)',
      shownOn: [PAYMENT],
      shownAs: [],
      ...(modeProblem && { toConfirm: modeProblem }),
    },
    {
      ...secret('STRIPE_SECRET_KEY', stripeKey, PAYMENT, 'sans elle, le service ne peut pas créer de paiement'),
      ...(stripeKey && /^[rs]k_test_/.test(stripeKey) && { toConfirm: 'clé de test de Stripe : aucune carte n’est débitée' }),
    },
    secret(
      'STRIPE_WEBHOOK_SECRET',
      env.STRIPE_WEBHOOK_SECRET,
      WEBHOOK,
      'sans lui, le service ne peut pas vérifier qu’un paiement est accepté, et aucune commande n’est confirmée',
    ),
    secret(
      'SMTP_URL',
      env.SMTP_URL,
      EMAILS,
      'sans lui, les emails restent dans var/outbox/ et aucun client ne les reçoit, accusés de réception de rétractation compris',
    ),
  ];
}

/**
 * The database choice, as the check lists the operator's choices: either can go live.
 * @param {Env} env
 */
export function databaseChoice(env) {
  return env.DATABASE_URL
    ? 'Base de données : PostgreSQL (DATABASE_URL défini).\n'
    : 'Base de données : SQLite, un fichier sous var/ sur une seule machine (DATABASE_URL absent, facultatif) ; DATABASE_URL pour PostgreSQL, si plusieurs instances du service se partagent les commandes.\n';
}
