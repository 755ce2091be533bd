import { act, cleanup, fireEvent, render, within } from '@testing-library/preact';
import { BUTTONS, FIELD_LABELS } from '../../../widget/core/copy';
import type { FieldName } from '../../../widget/core/fields';
import { OrderDialog, type OrderControls } from '../../../widget/ui/OrderDialog';
import { adoptStyles } from '../../../widget/ui/adoptStyles';
import { toasts } from '../../../widget/ui/styles';

/** The origin the dialog is told served widget.js, unlike the test page's own. */
export const WIDGET_ORIGIN = 'https://kbis-facile.test:8443';

/**
 * Renders the dialog the way mountWidget does (a host in <body> with an open shadow root and the
 * adopted styles), but through Testing Library so `cleanup` unmounts it.
 */
export function renderDialog() {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  document.body.append(host);
  let controls!: OrderControls;
  // The component is typed against React; Testing Library for Preact renders it through the same aliases.
  render((<OrderDialog origin={WIDGET_ORIGIN} connect={(connected) => (controls = connected)} />) as never, {
    container: root as unknown as Element,
  });
  const view = within(root as unknown as HTMLElement);
  /** A field by its label: a text box, or the company's combobox in a build with an order service. */
  const input = (name: FieldName) =>
    (view.queryByRole('combobox', { name: FIELD_LABELS[name] }) ??
      view.getByRole('textbox', { name: FIELD_LABELS[name] })) as HTMLInputElement;
  const dialog = root.querySelector('dialog')!;
  return {
    root,
    view,
    dialog,
    controls,
    open: (prefill?: object, trigger?: Element) => act(() => controls.open(prefill, trigger)),
    close: () => act(() => controls.close()),
    /** The error notice drawn, in whichever of its two alerts (OrderDialog); the silent one is drawn as a notice only then. */
    error: () =>
      view
        .getAllByRole('alert')
        .filter((region) => region.getAttribute('aria-live') === 'assertive' || region.className === toasts)
        .map((region) => region.textContent)
        .join(''),
    /** What the assertive alert says: the notice, when the focus stayed where it was. */
    announced: () => view.getAllByRole('alert').find((region) => region.getAttribute('aria-live') === 'assertive')!.textContent,
    /** What the polite region says: the dialog's step. */
    step: () => root.querySelector('[aria-live="polite"]')!.textContent,
    field: (name: FieldName) => input(name),
    button: (name: keyof typeof BUTTONS) => view.getByRole('button', { name: BUTTONS[name] }) as HTMLButtonElement,
    type: (values: Partial<Record<FieldName, string>>) => {
      for (const [name, value] of Object.entries(values)) fireEvent.input(input(name as FieldName), { target: { value } });
    },
  };
}

/** Unmounts what renderDialog rendered and removes its host. */
export function cleanupDialog() {
  cleanup();
  document.body.replaceChildren();
}

/** Collects the widget's CustomEvents on document while a test runs. */
export function recordEvents(names: readonly string[]) {
  const seen: Array<{ type: string; detail: unknown }> = [];
  const listener = (event: Event) => seen.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const name of names) document.addEventListener(name, listener);
  return {
    seen,
    stop: () => {
      for (const name of names) document.removeEventListener(name, listener);
    },
  };
}
