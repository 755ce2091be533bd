/**
 * KbisOrderButton under React 19 (project `package`) and React 18 (project `package-react-18`),
 * against a fake widget that opens the dialog as widget.js does (support/fake-widget.ts); the real
 * widget drives it in Chromium in tests/browser/package-app.test.ts.
 */
import { act, version as reactVersion } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KbisOrder } from '../../packages/widget/src/index';
import { emit, onWidgetScriptLoad, runFakeWidget, widgetScripts } from './support/fake-widget';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER = { reference: 'KF-7K3QV9MB2E0T', partner: 'salon-2026' } as KbisOrder;

function handlers() {
  return { onConfirm: vi.fn(), onStep: vi.fn(), onInvalid: vi.fn(), onClose: vi.fn() };
}

/** A fresh copy of the package (its load not started), and a root to render into. */
async function setUp() {
  vi.resetModules();
  const { KbisOrderButton } = await import('../../packages/widget/src/react');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  return { KbisOrderButton, root, container };
}

/** Clicks as a user does, and lets the dialog open (a microtask) and the claim lapse (a task). */
async function click(button: HTMLElement) {
  await act(async () => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve));
  });
}

let stopWidget: (() => void) | undefined;
let root: Root | undefined;
beforeEach(() => {
  stopWidget = undefined;
  root = undefined;
});
afterEach(() => {
  act(() => root?.unmount());
  stopWidget?.();
  document.body.replaceChildren();
  for (const script of widgetScripts()) script.remove();
});

describe(`KbisOrderButton on React ${reactVersion.split('.')[0]}`, () => {
  it('is a button of type button, labelled by its children, a widget trigger with its partner and prefill, other props passed through', async () => {
    const setup = await setUp();
    root = setup.root;
    stopWidget = runFakeWidget();
    const { KbisOrderButton } = setup;
    act(() =>
      root!.render(
        <KbisOrderButton
          partner="salon-2026"
          prefill={{ companyName: 'ACME SAS', siret: '12345678901234' }}
          className="cta"
          aria-describedby="aide"
        >
          Obtenir un Kbis
        </KbisOrderButton>,
      ),
    );
    const button = setup.container.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Obtenir un Kbis');
    expect(button.className).toBe('cta');
    expect(button.getAttribute('aria-describedby')).toBe('aide');
    expect(button.hasAttribute('data-kbis-order')).toBe(true);
    expect(button.getAttribute('data-kbis-partner')).toBe('salon-2026');
    expect(button.getAttribute('data-kbis-company')).toBe('ACME SAS');
    expect(button.getAttribute('data-kbis-siret')).toBe('12345678901234');
  });

  it('calls its handlers for the order it opened only, not for another button’s nor for one the API opened', async () => {
    const setup = await setUp();
    root = setup.root;
    stopWidget = runFakeWidget();
    const { KbisOrderButton } = setup;
    const first = handlers();
    const second = handlers();
    act(() =>
      root!.render(
        <>
          <KbisOrderButton {...first}>Premier</KbisOrderButton>
          <KbisOrderButton {...second}>
            <span>Second</span>
          </KbisOrderButton>
        </>,
      ),
    );
    const [firstButton, secondButton] = setup.container.querySelectorAll('button');

    await click(firstButton!);
    emit('kbis:invalid', { step: 1, missing: ['companyName'] });
    emit('kbis:step', { step: 2 });
    emit('kbis:confirm', { order: ORDER });
    emit('kbis:close', null);
    expect(first.onStep.mock.calls).toEqual([[1], [2]]);
    expect(first.onInvalid.mock.calls).toEqual([[{ step: 1, missing: ['companyName'] }]]);
    expect(first.onConfirm.mock.calls).toEqual([[ORDER]]);
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(Object.values(second).map((handler) => handler.mock.calls.length)).toEqual([0, 0, 0, 0]);

    // A click on the second button's label is a click on it.
    await click(secondButton!.querySelector('span')!);
    emit('kbis:confirm', { order: ORDER });
    emit('kbis:close', null);
    expect(second.onConfirm.mock.calls).toEqual([[ORDER]]);
    expect(second.onClose).toHaveBeenCalledTimes(1);

    await act(async () => window.KbisWidget!.open());
    emit('kbis:confirm', { order: ORDER });
    emit('kbis:close', null);
    expect(first.onConfirm).toHaveBeenCalledTimes(1);
    expect(second.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('calls the handlers of its latest render', async () => {
    const setup = await setUp();
    root = setup.root;
    stopWidget = runFakeWidget();
    const { KbisOrderButton } = setup;
    const before = vi.fn();
    const after = vi.fn();
    act(() => root!.render(<KbisOrderButton onConfirm={before}>Commander</KbisOrderButton>));
    act(() => root!.render(<KbisOrderButton onConfirm={after}>Commander</KbisOrderButton>));
    await click(setup.container.querySelector('button')!);
    emit('kbis:confirm', { order: ORDER });
    expect(before).not.toHaveBeenCalled();
    expect(after.mock.calls).toEqual([[ORDER]]);
  });

  it('hears nothing once unmounted, even from the order it opened', async () => {
    const setup = await setUp();
    root = setup.root;
    stopWidget = runFakeWidget();
    const { KbisOrderButton } = setup;
    const own = handlers();
    const windowListeners = vi.spyOn(window, 'removeEventListener');
    const documentListeners = vi.spyOn(document, 'removeEventListener');
    act(() => root!.render(<KbisOrderButton {...own}>Commander</KbisOrderButton>));
    await click(setup.container.querySelector('button')!);
    act(() => root!.render(null));
    emit('kbis:step', { step: 2 });
    emit('kbis:confirm', { order: ORDER });
    emit('kbis:close', null);
    expect(own.onStep.mock.calls).toEqual([[1]]);
    expect(own.onConfirm).not.toHaveBeenCalled();
    expect(own.onClose).not.toHaveBeenCalled();
    expect(windowListeners.mock.calls.map(([type]) => type)).toEqual(['click']);
    expect(documentListeners.mock.calls.map(([type]) => type).sort()).toEqual([
      'kbis:close',
      'kbis:confirm',
      'kbis:invalid',
      'kbis:open',
      'kbis:step',
    ]);
  });

  it('loads the widget once on mount, however many buttons, and opens the order of a click made before it ran', async () => {
    const setup = await setUp();
    root = setup.root;
    const { KbisOrderButton } = setup;
    const own = handlers();
    let run: () => void = () => {};
    // The file arrives only when the test says so.
    const arrived = new Promise<void>((resolve) => {
      run = resolve;
    });
    onWidgetScriptLoad(() => {
      stopWidget = runFakeWidget();
    });
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void arrived.then(() => append(...nodes)));
    act(() =>
      root!.render(
        <>
          <KbisOrderButton {...own}>Commander</KbisOrderButton>
          <KbisOrderButton>Commander aussi</KbisOrderButton>
        </>,
      ),
    );
    await click(setup.container.querySelector('button')!);
    expect(own.onStep).not.toHaveBeenCalled();
    await act(async () => {
      run();
      await arrived;
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(widgetScripts()).toHaveLength(1);
    expect(own.onStep.mock.calls).toEqual([[1]]);
  });
});
