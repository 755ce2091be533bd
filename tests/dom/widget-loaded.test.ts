import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../widget/core/checkout';
import { DIALOG_TITLE, IMMEDIATE_EXECUTION, RECEIPT, SUMMARY_LABELS } from '../../widget/core/copy';
import { EVENTS, HOST_TAG, PARTNER_ATTRIBUTE, TRIGGER_ATTRIBUTES } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { recordEvents } from './support/dialog';
import { loadWidget } from './support/load-widget';
import {
  closeWidget,
  freshWidget,
  openWidget,
  typeIntoWidget,
  widgetButton,
  widgetDialog,
  widgetRoot,
  widgetView,
} from './support/loaded-widget';

// Each test loads its own copy of the widget (freshWidget): what partners get, driven through its API,
// its roles and its events.
beforeEach(() => freshWidget());
afterEach(closeWidget);

describe('the widget as a page loads it', () => {
  it('opens a modal dialog named by its title, which KbisWidget.close() closes', async () => {
    const events = recordEvents([EVENTS.close]);
    await openWidget();
    expect(widgetView().getByRole('dialog', { name: DIALOG_TITLE })).toBe(widgetDialog());
    // Labelled by its heading, through an id (happy-dom would also match an empty one).
    const title = widgetDialog().getAttribute('aria-labelledby')!;
    expect(title).not.toBe('');
    expect(widgetRoot().getElementById(title)).toBe(widgetView().getByRole('heading', { name: DIALOG_TITLE }));
    await closeWidget();
    events.stop();
    expect(widgetDialog().open).toBe(false);
    expect(events.seen).toHaveLength(1);
  });

  it('opens from a trigger even when the page stops the click from bubbling', async () => {
    const guard = document.createElement('div');
    guard.addEventListener('click', (event) => event.stopPropagation());
    const trigger = document.createElement('span');
    trigger.setAttribute(TRIGGER_ATTRIBUTES.order, '');
    guard.append(trigger);
    document.body.append(guard);
    await act(() => trigger.click());
    expect(widgetDialog().open).toBe(true);
  });

  /** Two triggers naming different partners. */
  function triggers() {
    const first = document.createElement('button');
    first.setAttribute(TRIGGER_ATTRIBUTES.order, '');
    first.setAttribute(PARTNER_ATTRIBUTE, 'premier');
    const second = first.cloneNode() as HTMLButtonElement;
    second.setAttribute(PARTNER_ATTRIBUTE, 'second');
    document.body.append(first, second);
    return { first, second };
  }

  /** Types the rest of a complete order from step 1 and confirms it; returns what kbis:confirm handed over. */
  function confirmRest(): Order {
    const events = recordEvents([EVENTS.confirm]);
    fireEvent.click(widgetButton('next'));
    typeIntoWidget(COMPLETE_ORDER.billing);
    fireEvent.click(widgetButton('next'));
    fireEvent.click(widgetButton('confirm'));
    events.stop();
    return (events.seen[0]!.detail as { order: Order }).order;
  }

  it('ignores a second open while open: the order keeps its partner and what was typed, focus goes back to the first trigger', async () => {
    const { first, second } = triggers();
    await act(() => first.click());
    typeIntoWidget(COMPLETE_ORDER.company);
    await act(() => second.click());
    expect(confirmRest()).toMatchObject({ partner: 'premier', company: COMPLETE_ORDER.company });
    expect(document.activeElement).toBe(first);
  });

  it('brings the order in progress back, with its partner, after a single-page app took the host away', async () => {
    const { first, second } = triggers();
    await act(() => first.click());
    typeIntoWidget(COMPLETE_ORDER.company);
    document.body.replaceChildren(first, second);
    await act(() => second.click());
    expect(document.querySelector(HOST_TAG)!.parentElement).toBe(document.body);
    expect(widgetDialog().open).toBe(true);
    expect(confirmRest()).toMatchObject({ partner: 'premier', company: COMPLETE_ORDER.company });
  });

  it('shows on the last step the trimmed receipt, only the email in two unbroken parts split at its @, and the named, described choice', async () => {
    const { email } = COMPLETE_ORDER.billing;
    // Prefilled: an email input strips the spaces a user types at its edges, a prefill keeps them.
    const companyName = 'Martin & Fils S.A.S.';
    await openWidget({ ...COMPLETE_ORDER.billing, companyName: `  ${companyName} `, email: ` ${email}  ` });
    fireEvent.click(widgetButton('next'));
    fireEvent.click(widgetButton('next'));
    const receipt = widgetView().getByText(RECEIPT.item).parentElement!;
    expect([...receipt.children].slice(1, 3).map((line) => line.textContent)).toEqual([companyName, RECEIPT.sentTo + email]);
    const at = email.indexOf('@');
    const parts = [email.slice(0, at), email.slice(at)];
    const partsOf = (element: Element) => [...element.querySelectorAll('span')].map((part) => part.textContent);
    expect(partsOf(receipt.children[2]!)).toEqual(parts);
    const row = (label: string) =>
      widgetView()
        .getAllByRole('term')
        .find((term) => term.textContent === label)!.nextElementSibling!;
    const emailRow = row(SUMMARY_LABELS.email);
    expect(emailRow.textContent).toBe(email);
    expect(partsOf(emailRow)).toEqual(parts);
    expect(row(SUMMARY_LABELS.companyName).textContent).toBe(companyName);
    expect(
      widgetView()
        .getAllByRole('definition')
        .filter((row) => row.querySelector('span')),
    ).toEqual([emailRow]);
    const choice = widgetView().getByRole('checkbox', { name: IMMEDIATE_EXECUTION.label }) as HTMLInputElement;
    expect(choice.name).toBe('immediateExecution');
    const hint = choice.getAttribute('aria-describedby')!;
    expect(hint).not.toBe('');
    expect(widgetRoot().getElementById(hint)!.textContent).toBe(IMMEDIATE_EXECUTION.hint);
  });
});

/** The object of `object`'s prototype chain that defines `name`, where a browser without it would lack it. */
const definer = (object: object, name: string): object =>
  Object.hasOwn(object, name) ? object : definer(Object.getPrototypeOf(object), name);

describe('on a browser without what the dialog needs', () => {
  it.each([
    ['any <dialog>', window, 'HTMLDialogElement'],
    ['a modal <dialog>', HTMLDialogElement.prototype, 'showModal'],
    ['adopted stylesheets, asked of the document', definer(document, 'adoptedStyleSheets'), 'adoptedStyleSheets'],
  ] as const)('without %s, defines no KbisWidget', async (_, prototype, name) => {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    delete window.KbisWidget;
    delete (prototype as unknown as Record<string, unknown>)[name];
    try {
      await loadWidget();
    } finally {
      Object.defineProperty(prototype, name, descriptor);
    }
    expect(window.KbisWidget).toBeUndefined();
  });
});
