/**
 * The public contract partners rely on (docs/partenaires.md): trigger attributes, event names and their
 * details, the version. Shared by the widget and its tests.
 */
import { version } from '../../package.json';
import { ORDER_BUTTON_LABEL } from './copy';
import type { Order } from './checkout';
import type { DocumentField } from './document-choice';
import type { FieldName } from './fields';
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
 * Names the partner an order comes from: on the widget's `<script>` tag for every order of the page,
 * on a trigger for the orders it opens (the trigger's wins). Handed over as `order.partner`.
 */
export const PARTNER_ATTRIBUTE = 'data-kbis-partner';

/**
 * CSS custom properties the host page may set (on `:root` or any ancestor of the widget's host) to
 * theme the dialog and its notices; they inherit through the shadow root, nothing else of the page's
 * CSS does. Unset, the widget keeps its own look (widget/ui/styles.ts).
 */
export const THEME_PROPERTIES = {
  /** Primary buttons, the current step, the focus ring, links in the dialog. */
  accent: '--kbis-accent',
  /** Text on the accent colour. */
  accentText: '--kbis-accent-text',
  /** The confirm button. */
  confirm: '--kbis-confirm',
  /** Corners of the dialog, its fields and buttons. */
  radius: '--kbis-radius',
  /** Font family of the dialog and the notices. */
  font: '--kbis-font',
} as const;

/**
 * CustomEvents dispatched on `document`: `kbis:open`; `kbis:step` with `{ step }` once the dialog
 * shows a step (step 1 on opening, then each move); `kbis:invalid` with `{ step, missing }` each time
 * Suivant is refused, `missing` naming the required fields left empty (and, with an order service,
 * `documents` when none is ticked, `deedDescription` when the other deed is not described); `kbis:confirm` with
 * `{ order }`, the trimmed draft with the immediate-execution choice, the offer, a reference, the
 * time, the partner and the page the order was opened on; `kbis:close` on every close, confirmation
 * included. Partners get these types from dist/widget.d.ts.
 */
export const EVENTS = {
  open: 'kbis:open',
  step: 'kbis:step',
  invalid: 'kbis:invalid',
  close: 'kbis:close',
  confirm: 'kbis:confirm',
} as const;

export interface EventDetails {
  [EVENTS.open]: null;
  [EVENTS.step]: { step: Step };
  [EVENTS.invalid]: { step: Step; missing: (FieldName | DocumentField)[] };
  [EVENTS.close]: null;
  [EVENTS.confirm]: { order: Order };
}

export type EventName = keyof EventDetails;

/** Whether a button's or link's text is the order label, ignoring case and extra spaces. */
export function isOrderLabel(text: string): boolean {
  return text.replace(/\s+/g, ' ').trim().toLowerCase() === ORDER_BUTTON_LABEL.toLowerCase();
}
