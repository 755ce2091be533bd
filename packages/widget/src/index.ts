// Entry of `@kbis-facile/widget`: the loader, the events and the widget's types (widget/partner.d.ts,
// published beside it as partner.d.ts, the same file as the site's widget.d.ts).
export type {
  KbisAttribute,
  KbisDocument,
  KbisEventDetails,
  KbisFieldName,
  KbisOffer,
  KbisOrder,
  KbisOrderSource,
  KbisStep,
  KbisThemeProperty,
  KbisWidgetApi,
} from '../../../widget/partner';
export { type KbisEventType, onKbisEvent } from './events.js';
export { type LoadKbisWidgetOptions, loadKbisWidget } from './load.js';
