import { act } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_TAG } from '../../widget/core/contract';
import { loadWidget } from './support/load-widget';

/** The shadow roots the widget attaches from now on, each with its host. */
function watchShadowRoots() {
  const hosts: Element[] = [];
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
    hosts.push(this);
    return attach.call(this, init);
  });
  return hosts;
}

/** Resolves after the browser's next idle callback: any the widget queued before has run by then. */
const idle = () => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));

describe('the dialog built before the first click', () => {
  afterEach(() => {
    window.KbisWidget?.close();
    delete window.KbisWidget;
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('is built off the page once the page has loaded, and only joins it when first opened', async () => {
    const hosts = watchShadowRoots();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await loadWidget();
    await idle();
    expect(hosts).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(hosts).toHaveLength(1));
    const [host] = hosts;
    expect(host!.shadowRoot!.querySelector('dialog')).not.toBeNull();
    expect(host!.isConnected).toBe(false);
    expect(document.querySelector(HOST_TAG)).toBeNull();

    await act(() => window.KbisWidget!.open());
    expect(document.querySelector(HOST_TAG)).toBe(host);
    expect(host!.shadowRoot!.querySelector('dialog')!.open).toBe(true);
    expect(hosts).toHaveLength(1);
  });

  it('is built as soon as the browser is idle when the page had already loaded', async () => {
    const hosts = watchShadowRoots();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    await loadWidget();
    await vi.waitFor(() => expect(hosts).toHaveLength(1));
    expect(hosts[0]!.isConnected).toBe(false);
  });

  it('is built at the first opening when that comes before the browser was idle', async () => {
    const hosts = watchShadowRoots();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await loadWidget();
    await act(() => window.KbisWidget!.open());
    expect(hosts).toHaveLength(1);
    expect(document.querySelector(HOST_TAG)!.shadowRoot!.querySelector('dialog')!.open).toBe(true);

    window.dispatchEvent(new Event('load'));
    await idle();
    expect(hosts).toHaveLength(1);
  });
});
