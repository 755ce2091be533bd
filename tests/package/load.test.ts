import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, onWidgetScriptLoad, runFakeWidget, widgetFileLoads, widgetScripts } from './support/fake-widget';

const SITE = 'https://kbis.example.test';
const VERSION = '9.8.7';
const INTEGRITY = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const OPTIONS = { site: `${SITE}/`, version: VERSION, integrity: INTEGRITY, partner: 'cabinet-dupont' };

/** A fresh copy of the package, as on a page that has not loaded the widget yet. */
async function freshPackage() {
  vi.resetModules();
  return import('../../packages/widget/src/index');
}

let stopWidget: (() => void) | undefined;
beforeEach(() => {
  stopWidget = undefined;
  widgetFileLoads(true);
});
afterEach(() => {
  stopWidget?.();
  for (const script of widgetScripts()) script.remove();
});

describe('loadKbisWidget', () => {
  it('adds one script however many calls, concurrent or later, and resolves all of them with window.KbisWidget', async () => {
    const { loadKbisWidget } = await freshPackage();
    onWidgetScriptLoad(() => {
      stopWidget = runFakeWidget();
    });
    const concurrent = [loadKbisWidget(OPTIONS), loadKbisWidget(OPTIONS), loadKbisWidget()];
    const apis = await Promise.all(concurrent);
    const later = await loadKbisWidget(OPTIONS);
    expect(widgetScripts()).toHaveLength(1);
    expect(apis).toEqual([window.KbisWidget, window.KbisWidget, window.KbisWidget]);
    expect(later).toBe(window.KbisWidget);
    expect(later).toBeDefined();
  });

  it('gives the script its versioned address, integrity, anonymous CORS mode and partner', async () => {
    const { loadKbisWidget } = await freshPackage();
    onWidgetScriptLoad(() => {
      stopWidget = runFakeWidget();
    });
    await loadKbisWidget(OPTIONS);
    const [script] = widgetScripts();
    expect(script!.getAttribute('src')).toBe(`${SITE}/widget/${VERSION}.js`);
    expect(script!.getAttribute('integrity')).toBe(INTEGRITY);
    expect(script!.getAttribute('crossorigin')).toBe('anonymous');
    expect(script!.getAttribute('data-kbis-partner')).toBe('cabinet-dupont');
  });

  it('resolves at once, adding nothing, on a page that already has the widget', async () => {
    const { loadKbisWidget } = await freshPackage();
    stopWidget = runFakeWidget();
    await expect(loadKbisWidget(OPTIONS)).resolves.toBe(window.KbisWidget);
    expect(widgetScripts()).toEqual([]);
  });

  it('resolves null when the file runs without defining the widget, as in a browser it does not support', async () => {
    const { loadKbisWidget } = await freshPackage();
    await expect(loadKbisWidget(OPTIONS)).resolves.toBeNull();
  });

  it('rejects, naming the file, when it fails to load or to match its integrity; a later call tries again', async () => {
    const { loadKbisWidget } = await freshPackage();
    widgetFileLoads(false);
    // happy-dom reports the failed load on the console, as a browser would.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadKbisWidget(OPTIONS)).rejects.toThrow(`${SITE}/widget/${VERSION}.js`);
    expect(widgetScripts()).toEqual([]);
    widgetFileLoads(true);
    onWidgetScriptLoad(() => {
      stopWidget = runFakeWidget();
    });
    await expect(loadKbisWidget(OPTIONS)).resolves.toBe(window.KbisWidget);
    expect(widgetScripts()).toHaveLength(1);
  });

  it('refuses another version without its integrity rather than load an unverified file', async () => {
    const { loadKbisWidget } = await freshPackage();
    await expect(loadKbisWidget({ site: SITE, version: VERSION })).rejects.toThrow('integrity');
    expect(widgetScripts()).toEqual([]);
  });
});

describe('onKbisEvent', () => {
  it('hands over the typed detail of its one event until unsubscribed', async () => {
    const { onKbisEvent } = await freshPackage();
    const steps: number[] = [];
    const closes: null[] = [];
    const unsubscribe = onKbisEvent('kbis:step', ({ step }) => steps.push(step));
    onKbisEvent('kbis:close', (detail) => closes.push(detail));
    emit('kbis:step', { step: 1 });
    emit('kbis:open', null);
    emit('kbis:step', { step: 2 });
    unsubscribe();
    emit('kbis:step', { step: 3 });
    emit('kbis:close', null);
    expect(steps).toEqual([1, 2]);
    expect(closes).toEqual([null]);
  });
});
