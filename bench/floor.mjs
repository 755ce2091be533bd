/**
 * @typedef {import('./capture.mjs').RenderedDialog & { hostTag: string, trigger: string }} FloorInput
 */

/**
 * The browser floor, run in the page: the widget's own dialog markup and stylesheet, shown with as
 * little script as the platform allows. Serialised into the bench's script, so it uses nothing
 * from this module's scope. It answers the in-page timing code as the widget does: the order
 * button's click and `KbisWidget.open()` open, `KbisWidget.close()` closes and gives focus back to
 * what opened the dialog, Suivant goes to step 2, and `kbis:open` and `kbis:step` are dispatched
 * once the DOM is ready to be painted (bench/floor.browser.test.ts).
 * @param {FloorInput} input
 */
function showFloor({ hostTag, trigger, cssText, dialog: markup, steps }) {
  /** @type {HTMLDialogElement | undefined} */
  let dialog;
  /** @type {HTMLFormElement} */
  let form;
  /** @type {HTMLElement | null} */
  let opener = null;
  let step = 1;
  /** @param {string} type @param {unknown} detail */
  const emit = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));
  // Only the parts of the form that differ between the steps are replaced, as a framework would.
  /** @param {number} target */
  const show = (target) => {
    const [from, to] = [steps[step - 1], steps[target - 1]];
    for (const [index, child] of [...form.children].entries()) if (from[index] !== to[index]) child.outerHTML = to[index];
    step = target;
    /** @type {HTMLInputElement} */ (form.querySelector('input')).focus();
    emit('kbis:step', { step });
  };
  const mount = () => {
    const host = document.createElement(hostTag);
    const root = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = markup;
    document.body.append(host);
    form = /** @type {HTMLFormElement} */ (root.querySelector('form'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      show(2);
    });
    return /** @type {HTMLDialogElement} */ (root.querySelector('dialog'));
  };
  /** @param {Element | null} [trigger] */
  const open = (trigger) => {
    dialog ??= mount();
    if (dialog.open) return;
    opener = /** @type {HTMLElement | null} */ (trigger ?? document.activeElement);
    form.reset();
    dialog.showModal();
    // A modal <dialog> leaves the page scrolling behind it, so any dialog here must lock it: the floor pays it too.
    document.documentElement.style.setProperty('overflow', 'hidden', 'important');
    emit('kbis:open', null);
    show(1);
  };
  const close = () => {
    dialog?.close();
    document.documentElement.style.removeProperty('overflow');
    // Focus goes back to the trigger, as the widget's must: the dialog restores it
    // only to an element that had focus, which a clicked button has not in Safari nor after click().
    opener?.focus();
  };
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element && event.target.closest('a, button');
      if (!control || control.textContent?.trim() !== trigger) return;
      event.preventDefault();
      open(control);
    },
    true,
  );
  window.KbisWidget = { open: () => open(), close, version: 'plancher' };
}

/**
 * The text of the floor's script, served in place of /widget.js. Bench-only: never shipped.
 * @param {FloorInput} input
 */
export function floorScript(input) {
  return `(${showFloor})(${JSON.stringify(input)});\n`;
}
