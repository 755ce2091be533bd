/**
 * The withdrawal form writes to an address anyone can type: at most this many acknowledgements go in
 * a day to one address that matches no paid order, so that the shop's email cannot be turned against a
 * stranger's mailbox. A declaration that matches one of the address's paid orders is always
 * acknowledged, and never counted: its customer is owed the acknowledgement on a durable medium
 * (D221-5), however many orders or declarations they make. Later unmatched declarations are still
 * recorded and shown as recorded; the operator's notice still goes.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a declaration is acknowledged: always when `matched` to a paid order of its address, else
 * given the unmatched declarations of its address in the window before it.
 */
export const acknowledges = (matched: boolean, earlierUnmatchedInWindow: number) =>
  matched || earlierUnmatchedInWindow < ACKNOWLEDGEMENTS_PER_DAY;
