import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../widget/core/checkout';
import { BUTTONS, HANDOFF, MESSAGES } from '../../widget/core/copy';
import { EVENTS } from '../../widget/core/contract';
import { HANDOFF_PATH, handoffFields } from '../../widget/core/handoff';
import { SCREEN_READER_MS } from '../../widget/core/order';
import { COMPLETE_ORDER, confirmedOrder } from '../fixtures/orders';
import { WIDGET_ORIGIN, cleanupDialog, recordEvents, renderDialog } from './support/dialog';

/** What the browser was asked to submit: the form as it stood when `submit()` was called. */
interface Submitted {
  method: string;
  action: string;
  target: string;
  acceptCharset: string;
  /** Whether the form was in the widget's shadow root: a form submits only while connected. */
  inShadowRoot: boolean;
  fields: Array<[string, string]>;
}

let submitted: Submitted[];
/** What happened, in order: the widget's events and the form submissions. */
let log: string[];

beforeEach(() => {
  submitted = [];
  log = [];
  // The order leaves once the hand-off's sentence is painted and SCREEN_READER_MS later.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('__ORDER_SERVICE__', true);
  // happy-dom would fetch the action; a browser navigates, which the browser tests see.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    log.push('submit');
    submitted.push({
      method: this.method,
      action: this.action,
      target: this.target,
      acceptCharset: this.acceptCharset,
      inShadowRoot: this.getRootNode() instanceof ShadowRoot,
      fields: [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanupDialog();
});

/** A dialog on step 3 with COMPLETE_ORDER typed in, and the orders it emits. */
async function atStep3() {
  const events = recordEvents([EVENTS.confirm]);
  const ui = renderDialog();
  await ui.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
  fireEvent.click(ui.button('next'));
  fireEvent.click(ui.button('next'));
  /** Presses Confirmer la commande, then lets `waitMs` pass: by default, the paint and SCREEN_READER_MS. */
  const confirm = (waitMs = SCREEN_READER_MS + 100) =>
    act(() => {
      fireEvent.click(ui.button('confirm'));
      vi.advanceTimersByTime(waitMs);
    });
  const orders = () => events.seen.map(({ detail }) => (detail as { order: Order }).order);
  document.addEventListener(EVENTS.confirm, () => log.push(EVENTS.confirm));
  const status = () => ui.view.getByRole('status');
  return { ui, confirm, orders, status };
}

/** The violation a browser reports when the page's CSP stops a form (or what it reports otherwise). */
function violation(effectiveDirective = 'form-action', disposition = 'enforce') {
  return act(() => {
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation', { bubbles: true, composed: true }), { effectiveDirective, disposition }),
    );
  });
}

/** The page shown again: from the back/forward cache (`persisted`), or loaded. */
function pageshow(persisted: boolean) {
  return act(() => {
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  });
}

describe('in a build with an order service, Confirmer la commande', () => {
  it('emits kbis:confirm with the documents, the Kbis alone as the dialog opens, then posts the order to the service by a top-level form from the shadow root', async () => {
    const { confirm, orders } = await atStep3();
    await confirm();
    expect(orders()).toEqual([{ ...confirmedOrder(COMPLETE_ORDER), documents: ['kbis'], accountsYear: '', deedDescription: '' }]);
    expect(log).toEqual([EVENTS.confirm, 'submit']);
    expect(submitted).toEqual([
      {
        method: 'post',
        action: WIDGET_ORIGIN + HANDOFF_PATH,
        target: '_top',
        acceptCharset: 'utf-8',
        inShadowRoot: true,
        fields: handoffFields(orders()[0]!),
      },
    ]);
    // Gone once submitted: nothing of the hand-off stays in the shadow root.
    expect(document.body.firstElementChild!.shadowRoot!.querySelector('form[action]')).toBeNull();
  });

  it('posts the order only once its sentence has been painted and a screen reader has had SCREEN_READER_MS', async () => {
    const { confirm, status } = await atStep3();
    await confirm(0);
    expect(status().textContent).toBe(HANDOFF.opening);
    // The paint comes at the next frame (16 ms with fake timers): SCREEN_READER_MS after the click is too soon.
    await act(() => {
      vi.advanceTimersByTime(SCREEN_READER_MS);
    });
    expect(submitted).toEqual([]);
    await act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(submitted).toHaveLength(1);
  });

  it('keeps the dialog open and says, visibly and politely, that the payment page is opening, instead of the success notice', async () => {
    const { ui, confirm, status } = await atStep3();
    expect(status().textContent).toBe('');
    await confirm();
    expect(ui.dialog.open).toBe(true);
    expect(status().textContent).toBe(HANDOFF.opening);
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(ui.dialog.contains(status())).toBe(true);
    expect(ui.view.queryByText(MESSAGES.orderConfirmed)).toBeNull();
  });

  it('cannot send the order twice, nor go back a step, while the payment page opens', async () => {
    const { ui, confirm, orders } = await atStep3();
    await confirm();
    const button = ui.button('confirm');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Still focusable: `disabled` would take the focus away from it.
    expect(button.disabled).toBe(false);
    await confirm();
    expect(orders()).toHaveLength(1);
    expect(submitted).toHaveLength(1);
    expect(ui.button('previous').disabled).toBe(true);
  });

  it('says, with a link to the seller’s site, that the page’s CSP kept the payment page from opening', async () => {
    const { ui, confirm, status } = await atStep3();
    await confirm();
    await violation('script-src');
    await violation('form-action', 'report');
    expect(status().textContent).toBe(HANDOFF.opening);
    await violation();
    expect(status().textContent).toBe(HANDOFF.blocked + HANDOFF.link + HANDOFF.after);
    expect(ui.view.getByRole('link', { name: HANDOFF.link })).toMatchObject({
      href: `${WIDGET_ORIGIN}/`,
      target: '_blank',
      rel: 'noopener',
    });
    expect(ui.button('confirm').getAttribute('aria-disabled')).toBe('true');
  });

  it('is ready to confirm again when the customer comes back from the payment page with Back', async () => {
    const { ui, confirm, orders, status } = await atStep3();
    await confirm();
    await pageshow(false);
    expect(status().textContent).toBe(HANDOFF.opening);
    await pageshow(true);
    expect(status().textContent).toBe('');
    expect(ui.button('confirm').getAttribute('aria-disabled')).toBeNull();
    expect(ui.button('previous').disabled).toBe(false);
    await confirm();
    expect(submitted).toHaveLength(2);
    const [first, second] = orders();
    expect(second!.reference).not.toBe(first!.reference);
  });

  it('starts the next order afresh once the dialog is closed while the page opens', async () => {
    const { ui, confirm } = await atStep3();
    await confirm();
    fireEvent.click(ui.view.getByRole('button', { name: BUTTONS.close }));
    await ui.open();
    expect(ui.field('companyName').value).toBe('');
    expect(ui.view.getByRole('status').textContent).toBe('');
  });
});

describe('in a build without an order service, Confirmer la commande', () => {
  it('submits no form and draws no hand-off region', async () => {
    vi.unstubAllGlobals();
    const { ui, confirm } = await atStep3();
    expect(ui.dialog.querySelector('[role="status"]')).toBeNull();
    await confirm();
    expect(submitted).toEqual([]);
    expect(ui.dialog.open).toBe(false);
  });
});
