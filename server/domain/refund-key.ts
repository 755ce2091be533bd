/**
 * The refund form's one-time key: a random UUID written in the form when the page is rendered, which
 * becomes the refund's id (and so Stripe's idempotency key). The same form posted twice, by a double
 * click or a resent request, names the same refund: the second post finds it and moves nothing.
 */

/** The form's hidden field that carries the key. */
export const REFUND_KEY_FIELD = 'cle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The key as the form posted it, when it is one the page made (a version 4 UUID); null otherwise. */
export function parseRefundKey(value: string | undefined | null): string | null {
  return typeof value === 'string' && UUID.test(value) ? value : null;
}
