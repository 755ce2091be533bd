import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUTTONS, FIELD_LABELS } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { HOST_TAG } from '../../widget/core/contract';
import { loadWidget } from './support/load-widget';

const host = () => document.querySelector(HOST_TAG);
const view = () => within(host()!.shadowRoot! as unknown as HTMLElement);
const dialog = () => host()!.shadowRoot!.querySelector('dialog')!;
const companyName = () => view().getByRole('textbox', { name: FIELD_LABELS.companyName }) as HTMLInputElement;

beforeAll(() => loadWidget());
afterEach(() => window.KbisWidget!.close());

describe("the widget's host element", () => {
  it('is not created by a close before the first open', () => {
    window.KbisWidget!.close();
    expect(host()).toBeNull();
  });

  it('is put back when a single-page app rewrote <body> while the dialog was closed', async () => {
    window.KbisWidget!.open();
    await waitFor(() => expect(dialog().open).toBe(true));
    window.KbisWidget!.close();
    await waitFor(() => expect(dialog().open).toBe(false));
    const removed = host()!;
    document.body.replaceChildren();
    window.KbisWidget!.open({ companyName: 'Retour SAS' });
    expect(host()).toBe(removed);
    expect(removed.parentElement).toBe(document.body);
    await waitFor(() => expect(companyName().value).toBe('Retour SAS'));
    expect(dialog().open).toBe(true);
  });

  it('comes back with the order in progress when removed while the dialog was open', async () => {
    window.KbisWidget!.open();
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.input(companyName(), { target: { value: 'En cours SAS' } });
    // Out of the top layer once removed: it must be shown as a modal again, not left merely open.
    const showModal = vi.spyOn(dialog(), 'showModal');
    document.body.replaceChildren();
    window.KbisWidget!.open({ companyName: 'Autre SAS' });
    expect(host()!.parentElement).toBe(document.body);
    expect(dialog().open).toBe(true);
    expect(showModal).toHaveBeenCalledOnce();
    await waitFor(() => expect(companyName().value).toBe('En cours SAS'));
  });

  it('keeps the order in progress when opened again while open', async () => {
    window.KbisWidget!.open();
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.input(companyName(), { target: { value: 'Déjà SAS' } });
    window.KbisWidget!.open({ companyName: 'Autre SAS' });
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(companyName().value).toBe('Déjà SAS');
  });

  it('shows the success region as a popover at a confirmation, again once the host has left the page and come back', async () => {
    // happy-dom has no popover: the region's method is recorded where a browser would put it in the
    // top layer, and the region stays shown until its host leaves the page, as in a browser.
    const shown = new Set<Element>();
    const calls: Element[] = [];
    const matches = Element.prototype.matches;
    HTMLElement.prototype.showPopover = function (this: HTMLElement) {
      calls.push(this);
      shown.add(this);
    };
    Element.prototype.matches = function (this: Element, selector: string) {
      return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector);
    };
    try {
      const order = async () => {
        window.KbisWidget!.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
        await waitFor(() => expect(dialog().open).toBe(true));
        for (const step of [1, 2]) {
          fireEvent.click(view().getByRole('button', { name: BUTTONS.next }));
          await waitFor(() => expect(view().getAllByRole('listitem')[step]!.getAttribute('aria-current')).toBe('step'));
        }
        fireEvent.click(view().getByRole('button', { name: BUTTONS.confirm }));
        await waitFor(() => expect(dialog().open).toBe(false));
      };
      document.body.replaceChildren();
      window.KbisWidget!.open();
      window.KbisWidget!.close();
      expect(calls).toEqual([]);
      await order();
      const region = host()!.shadowRoot!.querySelector('[popover]')!;
      expect(calls).toEqual([region]);
      await order();
      expect(calls).toHaveLength(1);
      // Taken off the page, a popover is hidden.
      document.body.replaceChildren();
      shown.clear();
      await order();
      expect(calls).toEqual([region, region]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
      Element.prototype.matches = matches;
    }
  });
});
