/** The back office's addresses for sending, refunds and withdrawals, beside the order page they return to. */
import { BACK_OFFICE_PATH } from '../../http/back-office/env';

/** The order's routes' pattern, and the address of one order's page. */
export const ORDER_ROUTE = `${BACK_OFFICE_PATH}/commandes/:reference`;
export const orderPagePath = (reference: string) => `${BACK_OFFICE_PATH}/commandes/${encodeURIComponent(reference)}`;
export const sendPath = (reference: string) => `${orderPagePath(reference)}/extrait`;

/** Whether `pathname` is an order's sending of its Kbis. */
export function isSendPath(pathname: string): boolean {
  const prefix = `${BACK_OFFICE_PATH}/commandes/`;
  return pathname.startsWith(prefix) && /^[^/]+\/extrait$/.test(pathname.slice(prefix.length));
}
export const resendPath = (reference: string) => `${orderPagePath(reference)}/renvoi`;
export const refundPath = (reference: string) => `${orderPagePath(reference)}/remboursement`;
export const WITHDRAWALS_PATH = `${BACK_OFFICE_PATH}/retractations`;
export const REFUNDS_PATH = `${BACK_OFFICE_PATH}/remboursements`;
export const decisionPath = (id: string) => `${WITHDRAWALS_PATH}/${encodeURIComponent(id)}/decision`;
export const matchPath = (id: string) => `${WITHDRAWALS_PATH}/${encodeURIComponent(id)}/rapprochement`;
