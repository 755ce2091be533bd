/**
 * What each operator's role may do in the back office: one table, which every route names an action
 * of (the guard then reads the table), and which the pages read to offer only what the role allows.
 * docs/exploitation.md (« Les rôles ») gives the same table in words, and why.
 */
import type { OperatorRole } from '../db/schema';

/** A signed-in operator, as the back office's guard knows them. */
export interface Operator {
  email: string;
  role: OperatorRole;
}

/** Each role's actions. An admin may do everything; a fulfiller prepares and sends, and touches no money. */
export const ROLE_ACTIONS = {
  /** The lists of orders, the search and an order's page; « Se déconnecter ». */
  'see-orders': ['admin', 'fulfiller'],
  send: ['admin', 'fulfiller'],
  resend: ['admin', 'fulfiller'],
  note: ['admin', 'fulfiller'],
  /**
   * The withdrawals' declarations, without their decision forms: a fulfiller must know that a customer
   * withdrew before sending the Kbis.
   */
  'see-withdrawals': ['admin', 'fulfiller'],
  'decide-withdrawal': ['admin'],
  /** The invoices' and credit notes' PDF, the books' copy. */
  'see-invoices': ['admin'],
  'see-refunds': ['admin'],
  refund: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type BackOfficeAction = keyof typeof ROLE_ACTIONS;

export const can = (role: OperatorRole, action: BackOfficeAction): boolean =>
  (ROLE_ACTIONS[action] as readonly OperatorRole[]).includes(role);
