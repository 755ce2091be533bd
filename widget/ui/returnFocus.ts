/**
 * Gives focus back to the element that opened the dialog. Opening a modal dialog closes every open
 * popover, so a trigger inside a phone menu is hidden by the time the dialog closes and cannot take
 * focus; the button that opens that menu can, and keeps the user where they were.
 */
export function returnFocus(element: Element | null): void {
  const target = element as HTMLElement | null;
  // Stryker disable next-line OptionalChaining: never null here, the dialog passes its trigger or the focused element (<body> at least).
  target?.focus();
  // Stryker disable next-line OptionalChaining: as above.
  const popover = target?.closest('[popover]');
  // Stryker disable all: what follows needs popovers and real focus, which happy-dom lacks; tests/browser/widget-home.test.ts
  // checks it in Chromium (the side menu on a phone gets focus back).
  if (!popover || document.activeElement === target) return;
  const invokers = [...document.querySelectorAll<HTMLButtonElement>('[popovertarget]')];
  invokers.find((invoker) => invoker.popoverTargetElement === popover && !popover.contains(invoker))?.focus();
  // Stryker restore all
}
