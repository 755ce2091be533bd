/**
 * The public contract partners rely on (DESIGN.md §2): trigger attributes, event names and their
 * details, the version. Shared by the widget and its tests.
 */
import { version } from '../../package.json';
import { ORDER_BUTTON_LABEL } from './copy';
import type { Order } from './checkout';
import type { Step } from './steps';

/** `window.KbisWidget.version`: the package version, from package.json. */
export const WIDGET_VERSION: string = version;

/** Tag name of the element that hosts the widget's shadow root. */
export const HOST_TAG = 'kbis-widget';

/** Any element with `order` opens the dialog; `company` and `siret` prefill step 1. */
export const TRIGGER_ATTRIBUTES = {
  order: 'data-kbis-order',
  company: 'data-kbis-company',
  siret: 'data-kbis-siret',
} as const;

/**
 * CustomEvents dispatched on `document`: `kbis:open`; `kbis:step` with `{ step }` once the dialog
 * shows a step (step 1 on opening, then each move); `kbis:confirm` with `{ order }`, the trimmed
 * draft with the immediate-execution choice, the offer, a reference and the time; `kbis:close` on
 * every close, confirmation included. Partners get these types from dist/widget.d.ts.
 */
export const EVENTS = {
  open: 'kbis:open',
  step: 'kbis:step',
  close: 'kbis:close',
  confirm: 'kbis:confirm',
} as const;

export interface EventDetails {
  [EVENTS.open]: null;
  [EVENTS.step]: { step: Step };
  [EVENTS.close]: null;
  [EVENTS.confirm]: { order: Order };
}

export type EventName = keyof EventDetails;

/** Whether a button's or link's text is the order label, ignoring case and extra spaces. */
export function isOrderLabel(text: string): boolean {
  return text.replace(/\s+/g, ' ').trim().toLowerCase() === ORDER_BUTTON_LABEL.toLowerCase();
}
