/**
 * What each operator's role may do in the back office. An admin may do everything; a fulfiller
 * sees orders, sends and resends the Kbis and writes notes, but neither refunds nor manages operators.
 * The pages offer only what the role allows, and the handlers refuse the rest.
 */
import type { OperatorRole } from '../db/schema';

/** A signed-in operator, as the back office's guard knows them. */
export interface Operator {
  email: string;
  role: OperatorRole;
}

export type BackOfficeAction = 'view' | 'send' | 'resend' | 'note' | 'refund' | 'decide-withdrawal' | 'manage-operators';

const FULFILLER_ACTIONS: ReadonlySet<BackOfficeAction> = new Set(['view', 'send', 'resend', 'note']);

export const can = (role: OperatorRole, action: BackOfficeAction): boolean => role === 'admin' || FULFILLER_ACTIONS.has(action);
