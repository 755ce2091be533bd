import { afterAll, describe, expect, it, vi } from 'vitest';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { HOST_TAG, WIDGET_VERSION } from '../../widget/core/contract';

describe('installing the widget', () => {
  const before = new Set(Object.keys(window));
  afterAll(() => window.KbisWidget?.close());

  it('defines window.KbisWidget and no other global', async () => {
    await import('../../widget/index');
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual(['KbisWidget']);
    expect(window.KbisWidget!.version).toBe(WIDGET_VERSION);
    expect(typeof window.KbisWidget!.open).toBe('function');
    expect(typeof window.KbisWidget!.close).toBe('function');
  });

  it('adds nothing to the page before it is first used', () => {
    expect(document.querySelector(HOST_TAG)).toBeNull();
    expect(document.head.children).toHaveLength(0);
  });

  it('ignores a second copy of the script', async () => {
    const first = window.KbisWidget;
    vi.resetModules();
    await import('../../widget/index');
    expect(window.KbisWidget).toBe(first);
  });

  it('mounts one host with an open shadow root on first use, and only one', () => {
    const trigger = document.createElement('button');
    trigger.textContent = ORDER_BUTTON_LABEL;
    document.body.append(trigger);
    trigger.click();
    window.KbisWidget!.close();
    trigger.click();
    window.KbisWidget!.open();
    const hosts = document.querySelectorAll(HOST_TAG);
    expect(hosts).toHaveLength(1);
    expect(hosts[0].parentElement).toBe(document.body);
    expect(hosts[0].shadowRoot!.mode).toBe('open');
    expect(hosts[0].shadowRoot!.querySelector('dialog')).not.toBeNull();
  });
});
