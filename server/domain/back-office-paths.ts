/** The back office's addresses: its pages link them and its routes answer them. */
export const BACK_OFFICE_PATH = '/exploitant';

/** The form field that carries the session's token on every POST. */
export const CSRF_FIELD = 'jeton';

/** The list, the order page, the sign-in and enrolment pages and their assets. */
export const BO = {
  home: BACK_OFFICE_PATH,
  late: `${BACK_OFFICE_PATH}/en-retard`,
  toVerify: `${BACK_OFFICE_PATH}/a-verifier`,
  sent: `${BACK_OFFICE_PATH}/envoyees`,
  search: `${BACK_OFFICE_PATH}/recherche`,
  withdrawals: `${BACK_OFFICE_PATH}/retractations`,
  refunds: `${BACK_OFFICE_PATH}/remboursements`,
  signIn: `${BACK_OFFICE_PATH}/connexion`,
  signInOptions: `${BACK_OFFICE_PATH}/connexion/options`,
  signOut: `${BACK_OFFICE_PATH}/deconnexion`,
  enrol: (secret: string) => `${BACK_OFFICE_PATH}/inscription/${secret}`,
  enrolOptions: (secret: string) => `${BACK_OFFICE_PATH}/inscription/${secret}/options`,
  order: (reference: string) => `${BACK_OFFICE_PATH}/commandes/${reference}`,
  invoice: (number: string) => `${BACK_OFFICE_PATH}/factures/${number}.pdf`,
  note: (reference: string) => `${BACK_OFFICE_PATH}/commandes/${reference}/notes`,
  script: `${BACK_OFFICE_PATH}/cle-d-acces.js`,
  stylesheet: `${BACK_OFFICE_PATH}/exploitation.css`,
} as const;

/** Sending, refunds and withdrawals, beside the order page they return to. */
/** The address of one order's page. */
export const orderPagePath = (reference: string) => `${BACK_OFFICE_PATH}/commandes/${encodeURIComponent(reference)}`;
export const sendPath = (reference: string) => `${orderPagePath(reference)}/extrait`;

/** Whether `pathname` is an order's sending of its Kbis. */
export function isSendPath(pathname: string): boolean {
  const prefix = `${BACK_OFFICE_PATH}/commandes/`;
  return pathname.startsWith(prefix) && /^[^/]+\/extrait$/.test(pathname.slice(prefix.length));
}
/** The form field naming one of the order's documents (order_items.id), on its sending, fetch and refund. */
export const ITEM_FIELD = 'item';
/** The operator's « Récupérer au registre » for one of the order's documents. */
export const registerFetchPath = (reference: string) => `${orderPagePath(reference)}/registre`;
export const resendPath = (reference: string) => `${orderPagePath(reference)}/renvoi`;
export const refundPath = (reference: string) => `${orderPagePath(reference)}/remboursement`;
/** Asking Stripe again for one of the order's refunds it never confirmed. */
export const refundAgainPath = (reference: string, id: string) => `${refundPath(reference)}/${encodeURIComponent(id)}/relance`;
export const WITHDRAWALS_PATH = `${BACK_OFFICE_PATH}/retractations`;
export const REFUNDS_PATH = `${BACK_OFFICE_PATH}/remboursements`;
export const decisionPath = (id: string) => `${WITHDRAWALS_PATH}/${encodeURIComponent(id)}/decision`;
export const matchPath = (id: string) => `${WITHDRAWALS_PATH}/${encodeURIComponent(id)}/rapprochement`;
