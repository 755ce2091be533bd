/** A stored order as the widget's draft, so that the service's pages and emails summarise it with the dialog's own rows. */
import type { Draft } from '../../widget/core/fields';
import type { OrdersTable } from '../db/schema';

/** Field for field, as stored: not through createDraft, which cuts a prefill to the inputs' bounds. */
export function orderDraft(order: OrdersTable): Draft {
  return {
    companyName: order.company_name,
    siret: order.siret,
    firstName: order.first_name,
    lastName: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.billing_company,
    address: order.address,
    postalCode: order.postal_code,
    city: order.city,
    immediateExecution: order.immediate_execution === 1,
  };
}
