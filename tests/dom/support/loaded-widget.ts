import { act, fireEvent, within } from '@testing-library/preact';
import { vi } from 'vitest';
import { loadWidget } from './load-widget';

/** The document listeners of the last copy loaded: taken away before the next, so one copy answers clicks. */
let listeners: Parameters<Document['addEventListener']>[] = [];
import { BUTTONS, FIELD_LABELS } from '../../../widget/core/copy';
import { HOST_TAG } from '../../../widget/core/contract';
import type { FieldName } from '../../../widget/core/fields';

/**
 * The widget as a partner's page has it, after loadWidget(): its shadow root, queried as users do.
 * Each step runs inside act(), so Preact has rendered when it returns.
 */
/**
 * A new copy of the widget on an empty page, loaded inside the test that calls it (from beforeEach
 * too): the mutation run sees the widget's module-level code only when it runs within a test.
 */
export async function freshWidget(attributes?: Record<string, string>): Promise<void> {
  window.KbisWidget?.close();
  delete window.KbisWidget;
  for (const listener of listeners) document.removeEventListener(...listener);
  document.body.replaceChildren();
  const added = vi.spyOn(document, 'addEventListener');
  await loadWidget(attributes);
  listeners = added.mock.calls;
  added.mockRestore();
}

export const widgetRoot = () => document.querySelector(HOST_TAG)!.shadowRoot!;
export const widgetView = () => within(widgetRoot() as unknown as HTMLElement);
export const widgetDialog = () => widgetRoot().querySelector('dialog')!;

export const openWidget = (prefill?: object) => act(() => window.KbisWidget!.open(prefill));
export const closeWidget = () => act(() => window.KbisWidget?.close());

export const widgetField = (name: FieldName) => widgetView().getByRole('textbox', { name: FIELD_LABELS[name] }) as HTMLInputElement;
export const widgetButton = (name: keyof typeof BUTTONS) => widgetView().getByRole('button', { name: BUTTONS[name] }) as HTMLButtonElement;

export function typeIntoWidget(values: Partial<Record<FieldName, string>>): void {
  for (const [name, value] of Object.entries(values)) fireEvent.input(widgetField(name as FieldName), { target: { value } });
}
