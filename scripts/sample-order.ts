/**
 * The order the tools type in (the bench, the screenshots) and the tests' complete order: every
 * field given, as a customer would type it.
 */
import type { OrderEntry } from '../widget/core/fields';

/** What a customer types into the two form steps. */
export type TypedOrder = Pick<OrderEntry, 'company' | 'billing'>;

/** An order with every field given, as a user would type it (already trimmed). */
export const COMPLETE_ORDER: TypedOrder = {
  company: { companyName: 'Boulangerie Martin SARL', siret: '73282932000074' },
  billing: {
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille.martin@example.fr',
    phone: '06 12 34 56 78',
    company: 'Martin Conseil',
    address: '12 rue de la République',
    postalCode: '69002',
    city: 'Lyon',
  },
};
