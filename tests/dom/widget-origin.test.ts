import { act, fireEvent, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LEGAL_PATHS } from '../../widget/core/offer';
import { BUTTONS, TERMS } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { loadWidget } from './support/load-widget';

/** The address of the terms link on step 3 of a whole order. */
async function termsLink(): Promise<string> {
  await act(() => window.KbisWidget!.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing }));
  const view = within(document.querySelector(HOST_TAG)!.shadowRoot! as unknown as HTMLElement);
  fireEvent.click(view.getByRole('button', { name: BUTTONS.next }));
  fireEvent.click(view.getByRole('button', { name: BUTTONS.next }));
  return view.getByRole('link', { name: TERMS.terms }).getAttribute('href')!;
}

afterEach(() => {
  window.KbisWidget?.close();
  delete window.KbisWidget;
  document.body.replaceChildren();
});

describe('the origin the last step links to', () => {
  it('is the one that served widget.js, read while the script first runs, even for a versioned file', async () => {
    await loadWidget({ src: 'https://kbis-facile.example:8443/widget/1.1.0.js?x=1' });
    expect(document.currentScript).toBeNull();
    expect(await termsLink()).toBe(`https://kbis-facile.example:8443${LEGAL_PATHS.terms}`);
  });

  it("is the page's own when the widget runs without a script element of its own", async () => {
    await loadWidget();
    expect(await termsLink()).toBe(`${location.origin}${LEGAL_PATHS.terms}`);
  });
});
