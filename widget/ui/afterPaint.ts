/**
 * Runs `callback` once the next frame has been painted, and `delayMs` more: a requestAnimationFrame
 * callback runs just before the paint, and a task it queues runs after it.
 */
export function afterPaint(callback: () => void, delayMs = 0): void {
  requestAnimationFrame(() => setTimeout(callback, delayMs));
}
