/**
 * Type-level only, checked by `npm run typecheck`: the declaration published for partners
 * (widget/partner.d.ts, dist/widget.d.ts) says exactly what the widget's code hands over.
 */
import type { createApi } from './api';
import type { OrderSource } from './core/attribution';
import type { DocumentKind } from './core/catalogue';
import type { Offer, Order } from './core/checkout';
import type { EventDetails, PARTNER_ATTRIBUTE, THEME_PROPERTIES, TRIGGER_ATTRIBUTES } from './core/contract';
import type {
  KbisAttribute,
  KbisDocument,
  KbisEventDetails,
  KbisOffer,
  KbisOrder,
  KbisOrderSource,
  KbisThemeProperty,
  KbisWidgetApi,
} from './partner';

/** `true` only when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when every element is `true`. */
type AllTrue<T extends true[]> = T;
/**
 * Fails to compile when the partners' declaration and the code disagree.
 */
export type PartnerTypesMatchTheCode = AllTrue<
  [
    Same<KbisOrder, Order>,
    Same<KbisOffer, Offer>,
    Same<KbisEventDetails, EventDetails>,
    Same<KbisWidgetApi, ReturnType<typeof createApi>>,
    Same<KbisThemeProperty, (typeof THEME_PROPERTIES)[keyof typeof THEME_PROPERTIES]>,
    Same<KbisOrderSource, OrderSource>,
    Same<KbisDocument, DocumentKind>,
    Same<KbisAttribute, (typeof TRIGGER_ATTRIBUTES)[keyof typeof TRIGGER_ATTRIBUTES] | typeof PARTNER_ATTRIBUTE>,
  ]
>;
