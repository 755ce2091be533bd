/**
 * Stops the page behind the modal dialog from scrolling and returns the function that puts the
 * page's own inline overflow back exactly. Needed because a modal `<dialog>` makes the page inert
 * but still lets it scroll (https://github.com/whatwg/html/issues/7732).
 */
export function lockScroll(): () => void {
  const { style } = document.documentElement;
  // Longhands, so a page that set only overflow-y gets exactly that back.
  const saved = ['overflow-x', 'overflow-y'].map((name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)]);
  style.setProperty('overflow', 'hidden', 'important');
  // Stryker disable next-line BlockStatement: happy-dom keeps the overflow shorthand apart from its longhands, so only a browser sees the page get its overflow back (tests/browser/widget-closing.test.ts).
  return () => {
    for (const [name, value, priority] of saved) style.setProperty(name!, value!, priority);
  };
}
