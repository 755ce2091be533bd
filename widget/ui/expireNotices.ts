import { SUCCESS_MS, TOAST_MS, type OrderState } from '../core/order';

/** How long each notice stays up, in the order they are checked. */
const NOTICE_MS = { error: TOAST_MS, success: SUCCESS_MS };

type NoticeName = keyof typeof NOTICE_MS;

/**
 * Returns what takes each notice away once it has been up for its time (NOTICE_MS), counted again
 * when it is raised again: given each new state and the one before, it calls `dismiss` with the name
 * of a notice whose time is up.
 */
export function expireNotices(dismiss: (notice: NoticeName) => void): (state: OrderState, previous: OrderState) => void {
  const timers: Partial<Record<NoticeName, ReturnType<typeof setTimeout>>> = {};
  return (state, previous) => {
    for (const which of ['error', 'success'] as const) {
      if (state[which] === previous[which]) continue;
      clearTimeout(timers[which]);
      // Stryker disable next-line ConditionalExpression: dismissing when no notice is up changes nothing (orderReducer).
      if (state[which]) timers[which] = setTimeout(() => dismiss(which), NOTICE_MS[which]);
    }
  };
}
