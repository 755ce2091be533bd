import type { HandoffField } from '../core/handoff';

/**
 * Sends `fields` to `action` by a form POST: a navigation, not a request of the page, so no CORS,
 * and the payment page the service redirects to replaces the page. `_top`: in a frame too, since
 * payment pages refuse to be framed. In UTF-8, whatever the page's own encoding. A form submits only
 * while connected: it goes beside `anchor`, in the shadow root, and leaves once submitted (the
 * browser has read its fields by then).
 */
export function postOrder(anchor: Element, action: string, fields: readonly HandoffField[]): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'utf-8';
  form.target = '_top';
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  anchor.after(form);
  form.submit();
  form.remove();
}
