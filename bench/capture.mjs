/**
 * @typedef {{ trigger: string, next: string, secondStep: string }} Labels
 * @typedef {{ companyName: string, siret: string }} Company
 * @typedef {{ cssText: string, dialog: string, steps: [string[], string[]] }} RenderedDialog what the
 *   floor shows: the rules of every sheet the shadow root adopted, the closed dialog's markup on
 *   step 1, and the markup of each child of its form on steps 1 and 2, hidden elements left out
 */

/**
 * The labels the bench finds the widget's controls by, from the widget's copy (widget/core/copy.ts).
 * @param {{ ORDER_BUTTON_LABEL: string, BUTTONS: { next: string }, STEP_LABELS: readonly string[] }} copy
 * @returns {Labels}
 */
export function benchLabels({ ORDER_BUTTON_LABEL, BUTTONS, STEP_LABELS }) {
  return { trigger: ORDER_BUTTON_LABEL, next: BUTTONS.next, secondStep: /** @type {string} */ (STEP_LABELS[1]) };
}

/**
 * Renders the real widget once, at full speed, and reads back what it put in its shadow root, so
 * the floor shows exactly the same dialog under exactly the same styles.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, hostTag: string, labels: Labels, company: Company }} options the page, served
 *   with the real widget; the dialog is opened from its order button and step 1 filled with `company`
 * @returns {Promise<RenderedDialog>}
 */
export async function captureRenderedDialog(browser, { url, hostTag, labels, company }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('main').getByRole('button', { name: labels.trigger, exact: true }).first().click();
    const dialog = page.locator(`${hostTag} dialog`);
    await dialog.waitFor();
    const read = () =>
      page.evaluate((tag) => {
        const root = /** @type {ShadowRoot} */ (document.querySelector(tag)?.shadowRoot);
        const shown = /** @type {HTMLDialogElement} */ (root.querySelector('dialog'));
        // What the step shows: the widget keeps the other form step's fields built and hidden, the
        // floor builds only what is seen, at the click.
        /** @template {Element} E @param {E} element */
        const visible = (element) => {
          const copy = /** @type {E} */ (element.cloneNode(true));
          for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove();
          return copy;
        };
        const closed = visible(shown);
        // showModal() throws on a dialog that is already open.
        closed.removeAttribute('open');
        return {
          cssText: root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'),
          dialog: closed.outerHTML,
          children: [...(shown.querySelector('form')?.children ?? [])].map((child) => visible(child).outerHTML),
        };
      }, hostTag);
    const first = await read();
    await dialog.locator('input[name="companyName"]').fill(company.companyName);
    await dialog.locator('input[name="siret"]').fill(company.siret);
    await dialog.getByRole('button', { name: labels.next, exact: true }).click();
    await dialog.locator('[aria-current="step"]').filter({ hasText: labels.secondStep }).waitFor();
    const second = await read();
    if (second.children.length !== first.children.length)
      throw new Error("Le formulaire du widget n'a pas le même nombre de parties aux étapes 1 et 2.");
    return { cssText: first.cssText, dialog: first.dialog, steps: [first.children, second.children] };
  } finally {
    await context.close();
  }
}
