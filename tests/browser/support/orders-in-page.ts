import type { Page } from 'playwright-core';
import { BUTTONS } from '../../../widget/core/copy';
import { EVENTS, HOST_TAG } from '../../../widget/core/contract';
import { COMPLETE_ORDER } from '../../fixtures/orders';

/**
 * Places `count` whole orders inside the page, as fast as the widget takes them: `KbisWidget.open()`
 * prefilled with a complete order, Suivant twice and Confirmer clicked, each time once the widget
 * has announced the step (`kbis:step`) or the close (`kbis:close`). No round trip to the test per step.
 */
export function placeOrdersInPage(page: Page, count: number): Promise<void> {
  return page.evaluate(
    async ({ count, prefill, labels, tag, events }) => {
      const announced = (type: string) => new Promise<void>((resolve) => document.addEventListener(type, () => resolve(), { once: true }));
      const click = (label: string) =>
        [...document.querySelector(tag)!.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === label)!.click();
      for (let order = 0; order < count; order++) {
        let shown = announced(events.step);
        window.KbisWidget!.open(prefill);
        await shown;
        for (const _ of [2, 3]) {
          shown = announced(events.step);
          click(labels.next);
          await shown;
        }
        const closed = announced(events.close);
        click(labels.confirm);
        await closed;
      }
    },
    {
      count,
      prefill: { ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing },
      labels: BUTTONS,
      tag: HOST_TAG,
      events: EVENTS,
    },
  );
}
