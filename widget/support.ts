/**
 * Whether this browser has what the dialog is built on: a modal `<dialog>` (Safari 15.4, Firefox
 * 98) and stylesheets adopted by a shadow root (Safari 16.4, Firefox 101, Chrome 73). The bundle's
 * own syntax targets the same generation (vite.widget.config.ts), so this check is for browsers
 * that parse it but lack a feature, and for pages that removed one.
 */
export function isSupported(): boolean {
  const { HTMLDialogElement: dialog, ShadowRoot: shadowRoot } = window as Partial<typeof window>;
  return Boolean(dialog && 'showModal' in dialog.prototype && shadowRoot && 'adoptedStyleSheets' in shadowRoot.prototype);
}
