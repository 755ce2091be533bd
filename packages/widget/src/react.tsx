// Entry of `@kbis-facile/widget/react`: a button that opens the order and hears only its own order.
// A client component for React Server Components (Next.js App Router): it has effects and listeners.
'use client';

import { type ButtonHTMLAttributes, createElement, type ReactElement, useEffect, useRef } from 'react';
import type { KbisEventDetails, KbisOrder, KbisStep } from '../../../widget/partner';
import { onKbisEvent } from './events.js';
import { loadKbisWidget } from './load.js';

interface OrderHandlers {
  /** The customer confirmed the order this button opened. */
  onConfirm?: (order: KbisOrder) => void;
  /** Its dialog shows a step: step 1 on opening, then each move. */
  onStep?: (step: KbisStep) => void;
  /** Suivant was refused: the required fields of `step` left empty. */
  onInvalid?: (detail: KbisEventDetails['kbis:invalid']) => void;
  /** Its dialog closed, by any means, confirmation included. */
  onClose?: () => void;
}

export interface KbisOrderButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | keyof OrderHandlers>, OrderHandlers {
  /** Step 1's fields, prefilled when this button opens the order. */
  prefill?: { companyName?: string; siret?: string };
  /** The partner this button's orders are attributed to (`order.partner`), over the script tag's. */
  partner?: string;
}

/** The button whose click is being dispatched, until the next task: the order the widget opens meanwhile is its. */
let clicked: HTMLButtonElement | null = null;

/**
 * A `<button type="button">` the widget opens the order from, as any `data-kbis-order` trigger: its
 * own `data-kbis-partner` names the partner of the order, its prefill goes through
 * `data-kbis-company` and `data-kbis-siret`. It loads the widget on mount (loadKbisWidget: call it
 * first with your own options if needed) and calls its handlers only for the order it opened.
 */
export function KbisOrderButton({
  prefill,
  partner,
  onConfirm,
  onStep,
  onInvalid,
  onClose,
  children,
  ...props
}: KbisOrderButtonProps): ReactElement {
  const ref = useRef<HTMLButtonElement>(null);
  const handlers = useRef<OrderHandlers>({});
  useEffect(() => {
    handlers.current = { onConfirm, onStep, onInvalid, onClose };
  });

  useEffect(() => {
    const button = ref.current!;
    let mine = false;
    let mounted = true;
    let clickedBeforeLoad = false;
    // The widget listens for clicks on document in the capture phase; window's capture phase comes
    // before it, so the claim is made before the widget opens. It lasts until the next task: the
    // widget opens the dialog in a microtask of the same click.
    const claim = (event: MouseEvent) => {
      if (!(event.target instanceof Node && button.contains(event.target))) return;
      clicked = button;
      setTimeout(() => {
        if (clicked === button) clicked = null;
      });
      if (!window.KbisWidget) clickedBeforeLoad = true;
    };
    window.addEventListener('click', claim, true);
    const unsubscribe = [
      onKbisEvent('kbis:open', () => {
        mine = clicked === button;
      }),
      onKbisEvent('kbis:step', ({ step }) => mine && handlers.current.onStep?.(step)),
      onKbisEvent('kbis:invalid', (detail) => mine && handlers.current.onInvalid?.(detail)),
      onKbisEvent('kbis:confirm', ({ order }) => mine && handlers.current.onConfirm?.(order)),
      onKbisEvent('kbis:close', () => {
        if (!mine) return;
        mine = false;
        handlers.current.onClose?.();
      }),
    ];
    // A click before the widget was there opened nothing: it opens once the widget is.
    loadKbisWidget().then((api) => {
      if (mounted && api && clickedBeforeLoad) button.click();
    });
    return () => {
      mounted = false;
      window.removeEventListener('click', claim, true);
      for (const stop of unsubscribe) stop();
    };
  }, []);

  return createElement(
    'button',
    {
      ...props,
      ref,
      type: 'button',
      'data-kbis-order': '',
      'data-kbis-partner': partner,
      'data-kbis-company': prefill?.companyName,
      'data-kbis-siret': prefill?.siret,
    },
    children,
  );
}
