import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS } from '../../widget/core/copy';
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

  it('shows the success region as a popover at the first close after each time the host joins the page', async () => {
    // happy-dom has no popover: the region's method is recorded where a browser would put it in the top layer.
    const shown: Element[] = [];
    HTMLElement.prototype.showPopover = function (this: HTMLElement) {
      shown.push(this);
    };
    try {
      const cycle = async () => {
        window.KbisWidget!.open();
        await waitFor(() => expect(dialog().open).toBe(true));
        window.KbisWidget!.close();
        await waitFor(() => expect(dialog().open).toBe(false));
      };
      // The host joins the page again at the next opening.
      document.body.replaceChildren();
      await cycle();
      const region = host()!.shadowRoot!.querySelector('[role="status"]');
      expect(shown).toEqual([region]);
      await cycle();
      expect(shown).toHaveLength(1);
      document.body.replaceChildren();
      await cycle();
      expect(shown).toEqual([region, region]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    }
  });
});
