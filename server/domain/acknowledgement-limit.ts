/**
 * The withdrawal form writes to an address anyone can type: at most this many acknowledgements go
 * to one address in a day, so that the shop's email cannot be turned against a stranger's mailbox.
 * Later declarations are still recorded and shown as recorded; the operator's notice still goes.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether a declaration is acknowledged, given the declarations of its address in the window before it. */
export const acknowledges = (earlierInWindow: number) => earlierInWindow < ACKNOWLEDGEMENTS_PER_DAY;
