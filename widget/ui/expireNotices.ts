import { SUCCESS_MS, TOAST_MS, type OrderState } from '../core/order';

type NoticeName = 'error' | 'success';

/**
 * Returns what takes each notice away once it has been up for its time (the error TOAST_MS, the
 * success SUCCESS_MS), counted again when it is raised again: given each new state and the one
 * before, it calls `dismiss` with the name of a notice whose time is up.
 */
export function expireNotices(dismiss: (notice: NoticeName) => void): (state: OrderState, previous: OrderState) => void {
  const noticeMs = { error: TOAST_MS, success: SUCCESS_MS };
  const timers: Partial<Record<NoticeName, ReturnType<typeof setTimeout>>> = {};
  return (state, previous) => {
    for (const which of ['error', 'success'] as const) {
      if (state[which] === previous[which]) continue;
      clearTimeout(timers[which]);
      // Stryker disable next-line ConditionalExpression: dismissing when no notice is up changes nothing (orderReducer).
      if (state[which]) timers[which] = setTimeout(() => dismiss(which), noticeMs[which]);
    }
  };
}
