import type { KbisEventDetails } from '../../../widget/partner';

/** The name of one of the widget's five events: `kbis:open`, `kbis:step`, `kbis:invalid`, `kbis:close`, `kbis:confirm`. */
export type KbisEventType = keyof KbisEventDetails;

/**
 * Calls `handler` with the typed `detail` of every `type` event the widget dispatches on `document`;
 * returns the function that stops it. On the server, where there is no document, nothing happens.
 */
export function onKbisEvent<T extends KbisEventType>(type: T, handler: (detail: KbisEventDetails[T]) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: CustomEvent<KbisEventDetails[T]>) => handler(event.detail);
  document.addEventListener(type, listener as EventListener);
  return () => document.removeEventListener(type, listener as EventListener);
}
