/**
 * How long or how many the values of an order may be, after trimming: the dialog cannot exceed
 * them and the order service refuses more. Generous for real names and addresses; no format check.
 * A module of its own, importing nothing, that fields.ts, attribution.ts and handoff.ts all read: in
 * fields.ts, the field bounds would come after attribution.ts's code in widget.js, whose bytes a
 * published release fixes; here they keep their place, before it.
 */

/** Longest value of each field (fields.ts's FieldName), in characters. */
export const FIELD_MAX_LENGTHS = {
  companyName: 200,
  siret: 32,
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  address: 300,
  postalCode: 20,
  city: 100,
};

/** Longest partner, page and campaign value (attribution.ts), in characters. */
export const ATTRIBUTION_MAX_LENGTH = 200;

/** Most campaign parameters (attribution.ts's UTM_PREFIX) a hand-off carries. */
export const UTM_MAX_FIELDS = 10;
