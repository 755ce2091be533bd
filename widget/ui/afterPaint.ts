/**
 * Runs `callback` once the next frame has been painted: a requestAnimationFrame callback runs just
 * before the paint, and a task it queues runs after it.
 */
export function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback));
}
