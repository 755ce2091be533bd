/**
 * What the customer is about to buy, recalled where the binding click happens (Code de la
 * consommation L221-14, first paragraph): the test payment page shows it above its button, and Stripe
 * Checkout shows it as the product's description. One sentence for both, so that they never differ.
 */
import { RECEIPT } from '../../widget/core/copy';
import { formatWorkingDays, NBSP } from '../../widget/core/format';
import { BRAND_NAME, DELIVERY_WORKING_DAYS, SELLER, WITHDRAWAL_DAYS } from '../../widget/core/offer';
import type { OrdersTable } from '../db/schema';
import type { DocumentLine } from './document-line';
import { itemName } from './item-name';

const DELAY = formatWorkingDays(DELIVERY_WORKING_DAYS);

/**
 * « Pour …  : Extrait Kbis ; Statuts à jour. Envoi en PDF à … sous 2 jours ouvrés …. Vendeur : ….
 * Paiement unique, sans abonnement. », non-breaking spaces included: Stripe shows it as given.
 */
export function orderRecap(
  order: Pick<OrdersTable, 'company_name' | 'email' | 'immediate_execution'>,
  lines: readonly Pick<DocumentLine, 'kind' | 'accounts_year' | 'description'>[],
): string {
  const when = order.immediate_execution
    ? `sous ${DELAY} à compter de l’acceptation du paiement (exécution immédiate demandée)`
    : `sous ${DELAY} après la fin du délai de rétractation de ${WITHDRAWAL_DAYS}${NBSP}jours (exécution immédiate non demandée)`;
  const documents = lines.map(itemName).join(' ; ');
  return `Pour ${order.company_name}${NBSP}: ${documents}. Envoi en PDF à ${order.email} ${when}. Vendeur${NBSP}: ${SELLER.name} (${BRAND_NAME}), ${SELLER.city}. ${RECEIPT.payment}`;
}
