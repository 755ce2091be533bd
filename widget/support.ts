/**
 * Whether this browser has what the dialog is built on: a modal `<dialog>` (Safari 15.4, Firefox
 * 98) and stylesheets adopted by a shadow root (Safari 16.4, Firefox 101, Chrome 73). The bundle's
 * own syntax targets the same generation (vite.widget.config.ts), so this check is for browsers
 * that parse it but lack a feature, and for pages that removed one.
 */
export function isSupported(): boolean {
  // ShadowRoot itself is older than both, in every engine that has the modal dialog.
  return !!(window as Partial<typeof window>).HTMLDialogElement?.prototype.showModal && 'adoptedStyleSheets' in ShadowRoot.prototype;
}
