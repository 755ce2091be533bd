import type { EventDetails, EventName } from './core/contract';

/** Tells the host page what happened, as a CustomEvent on `document`. */
export function emit<N extends EventName>(name: N, detail: EventDetails[N]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}
