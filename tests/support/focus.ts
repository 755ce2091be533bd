/**
 * Runs in the page: what has focus, looking through shadow roots, enough to tell fields, buttons
 * and the trigger apart. BODY means no element of the page (in a real browser, its own toolbar).
 * Self-contained, as it is sent to the page as text by Playwright and by the other engines' drivers.
 */
export function focusedElement() {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return {
    tag: element?.tagName ?? '',
    id: element?.id ?? '',
    name: element?.getAttribute('name') ?? '',
    text: element?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    label: element?.getAttribute('aria-label') ?? '',
    inDialog: Boolean(element?.closest('dialog[open]')),
  };
}
