import type { KbisEventDetails, KbisWidgetApi } from '../../../packages/widget/src/index';

const VERSION = '0.0.0-test';

function emit<T extends keyof KbisEventDetails>(type: T, detail: KbisEventDetails[T]): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}

/**
 * What widget.js does on a page, as far as the package sees it: `window.KbisWidget`, and one
 * delegated click listener on `document`, in the capture phase, that opens the dialog for any
 * `data-kbis-order` trigger; the dialog opens in a microtask (Preact renders in one) with `kbis:open`
 * then `kbis:step` 1. Returns the function that takes it off the page again.
 */
export function runFakeWidget(): () => void {
  const open = () =>
    queueMicrotask(() => {
      emit('kbis:open', null);
      emit('kbis:step', { step: 1 });
    });
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-kbis-order]')) open();
  };
  document.addEventListener('click', onClick, true);
  const api: KbisWidgetApi = { open, close: () => emit('kbis:close', null), version: VERSION };
  window.KbisWidget = api;
  return () => {
    document.removeEventListener('click', onClick, true);
    delete window.KbisWidget;
  };
}

/** Every `<script>` of the page that loads a version of the widget. */
export function widgetScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="/widget/"]')];
}

/**
 * Runs `run` when the next widget script the page adds loads, before the package sees it load: as
 * the browser runs the file before its `load` event.
 */
export function onWidgetScriptLoad(run: () => void): void {
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement) run();
    },
    { capture: true, once: true },
  );
}

export { emit };

/**
 * Whether the widget's file loads (its `load` event) or fails to (its `error` event, as on a network
 * or integrity failure): happy-dom fetches no script here (vitest.config.ts, project `package`).
 */
export function widgetFileLoads(loads: boolean): void {
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = loads;
}
