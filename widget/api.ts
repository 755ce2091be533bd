import { WIDGET_VERSION } from './core/contract';
import { listenForTriggers } from './triggers';
import { mountWidget } from './ui/mount';
import type { OrderControls } from './ui/OrderDialog';

/** `window.KbisWidget`, the one global the widget defines. */
export interface KbisWidgetApi {
  /** Opens the dialog on step 1; `prefill` may set any field of the draft by name. */
  open(prefill?: object): void;
  close(): void;
  readonly version: string;
}

declare global {
  interface Window {
    KbisWidget?: KbisWidgetApi;
  }
}

/**
 * Starts listening for triggers and returns the public API. Nothing is added to the page until
 * the dialog is first opened.
 */
export function createApi(): KbisWidgetApi {
  let controls: OrderControls | undefined;
  const mounted = () => (controls ??= mountWidget());
  listenForTriggers((prefill, trigger) => mounted().open(prefill, trigger));
  return {
    open: (prefill?: object) => mounted().open(prefill),
    close: () => controls?.close(),
    version: WIDGET_VERSION,
  };
}
