/**
 * The widget's look, written with goober and compiled at build time (build/precompile-styles.ts):
 * the bundle receives each export below as a plain string, class names and `cssText`, and the
 * mount adopts `cssText` as a constructable stylesheet of the shadow root, which a strict
 * `style-src` CSP accepts where a `<style>` element is blocked.
 * Sizes are in px: `rem` would follow the host page's `html { font-size }`.
 * The rules of what only one build shows, the success notice where the order ends in the browser and
 * the hand-off's status where it goes to an order service, are compiled apart, so that the other
 * build ships none of them (adoptStyles.ts).
 */
import { css as gooberCss, extractCss } from 'goober';
import { BRAND_COLOR } from '../core/offer';
import { THEME_PROPERTIES } from '../core/contract';

// Evaluated in Node, goober writes its rules into the `data` of the target it is given.
const sheet = () => ({ data: '' }) as unknown as Element;
const shared = sheet();
const successNoticeSheet = sheet();
const handOffSheet = sheet();
const css = gooberCss.bind({ target: shared });
const glob = gooberCss.bind({ target: shared, g: 1 });
const successNoticeCss = gooberCss.bind({ target: successNoticeSheet });
const handOffCss = gooberCss.bind({ target: handOffSheet });

/** A partner's theme property (widget/core/contract.ts), this look when the page sets none. */
const theme = (name: keyof typeof THEME_PROPERTIES, fallback: string) => `var(${THEME_PROPERTIES[name]}, ${fallback})`;

const PRIMARY = theme('accent', BRAND_COLOR);
const ON_PRIMARY = theme('accentText', '#fff');
const CONFIRM = theme('confirm', '#15803d');
const DIALOG_RADIUS = theme('radius', '12px');
const CONTROL_RADIUS = theme('radius', '8px');
// The page's font never reaches the dialog by inheritance (`all: initial` on the host); only this.
const FONT = `16px/1.5 ${theme('font', 'system-ui, sans-serif')}`;
const TEXT = '#111827';
const MUTED = '#4b5563';
const LINE = '1px solid #e5e7eb';
const PHONE = '@media (max-width: 480px)';
const ERROR = '#b91c1c';
// Windows high contrast: the system's colours replace the page's, and borders and shadows drawn in
// a colour that matches the background vanish, so edges and states get system colours of their own.
const FORCED_COLORS = '@media (forced-colors: active)';

// The page's inherited colour, fonts and spacing stop at the host; !important because the host
// element itself is matched by page rules such as `* { color: red !important }`. One focus ring for
// every control and link, one link colour; text fields draw their own ring below. `small` is the
// fine print.
glob`
  :host { all: initial !important; }
  * { box-sizing: border-box; }
  :focus-visible { outline: 3px solid ${PRIMARY}; outline-offset: 2px; }
  a { color: ${PRIMARY}; }
  p, dl { margin: 0; }
  small { display: block; font-size: 14px; color: ${MUTED}; }
`;

/** Read by screen readers, not drawn: the step announcement, which the progress list shows. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const base = `
  font: ${FONT};
  color: ${TEXT};
  margin: auto;
  padding: 0;
  border: 0;
`;

export const dialog = css`
  ${base}
  width: 100%;
  max-width: min(600px, calc(100% - 32px));
  max-height: 90dvh;
  border-radius: ${DIALOG_RADIUS};
  background: #fff;
  overflow: hidden;
  &[open] { display: flex; flex-direction: column; }
  &::backdrop { background: #0f172a99; }
  /* Focused for a frame as it opens, before its first field: see OrderDialog. */
  &:focus-visible { outline: 0; }
  ${PHONE} { max-width: 100%; margin-bottom: 0; border-radius: ${DIALOG_RADIUS} ${DIALOG_RADIUS} 0 0; }
  ${FORCED_COLORS} { border: 2px solid CanvasText; }
`;

// Flex items at `flex: 1 1 auto`, never `flex: 1`: WebKit sizes a column flex container whose height
// is its content (the modal dialog, fit-content) from its items' flex basis, and a 0 % basis
// collapsed the whole dialog to 0 px (WebKitGTK 2.50: nothing of it visible).
export const form = css`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  h2 { flex: 1; margin: 0; font-size: 18px; line-height: 1.3; }
`;

export const header = css`
  display: flex;
  align-items: center;
  padding: 12px 12px 0 20px;
`;

export const iconButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${CONTROL_RADIUS};
  background: none;
  color: ${MUTED};
  cursor: pointer;
`;

export const icon = css`
  width: 20px;
  height: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.5;
  stroke-linecap: round;
`;

export const progress = css`
  display: flex;
  margin: 0;
  padding: 12px 16px 16px;
  list-style: none;
  border-bottom: ${LINE};
  li {
    position: relative;
    flex: 1;
    display: grid;
    justify-items: center;
    gap: 6px;
    font-size: 14px;
    color: ${MUTED};
  }
  li + li::before {
    content: '';
    position: absolute;
    top: 15px;
    left: calc(24px - 50%);
    right: calc(50% + 24px);
    height: 2px;
    background: currentColor;
  }
  [data-state='upcoming']::before { opacity: 0.4; }
  li:not([data-state='upcoming']) { color: ${PRIMARY}; }
  [aria-current] { font-weight: 600; }
  li > :first-child {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 2px solid;
    border-radius: 50%;
    background: #fff;
  }
  [aria-current] > :first-child { border-color: ${PRIMARY}; background: ${PRIMARY}; color: ${ON_PRIMARY}; }
  ${FORCED_COLORS} {
    [aria-current] > :first-child { forced-color-adjust: none; border-color: Highlight; background: Highlight; color: HighlightText; }
  }
`;

// Each step's parts (opening sentence, legend, fields; receipt, summary, choice…) stand 16 px apart.
export const body = css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 20px;
  & > * + * { margin-top: 16px; }
`;

/** The sentence opening each step, and the required-field legend. */
export const note = css`
  color: ${MUTED};
  outline: 0;
`;

export const fields = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${PHONE} { grid-template-columns: 1fr; }
`;

export const field = css`
  display: grid;
  gap: 6px;
  label { font-size: 14px; font-weight: 600; }
  label > span { margin-left: 2px; color: ${ERROR}; }
  input {
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid #6b7280;
    border-radius: ${CONTROL_RADIUS};
    font: inherit;
    color: inherit;
  }
  input[aria-invalid=true] { border-color: ${ERROR}; box-shadow: inset 0 0 0 1px ${ERROR}; }
  input:focus-visible { border-color: ${PRIMARY}; outline: 3px solid color-mix(in srgb, ${PRIMARY} 35%, transparent); outline-offset: 0; }
`;

export const wide = css`
  grid-column: 1 / -1;
`;

// One grid for all rows, so the label column is as wide as the longest label and no wider.
export const summary = css`
  display: grid;
  grid-template-columns: auto 1fr;
  div { display: contents; }
  dt, dd { padding: 10px 0; border-bottom: ${LINE}; }
  dt { padding-right: 16px; color: ${MUTED}; }
  dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
`;

/** The order block of the last step, a receipt: the item in bold, its details, then the total line, price right. */
export const receipt = css`
  display: grid;
  gap: 4px;
  padding: 12px 16px;
  border: ${LINE};
  border-radius: 8px;
  background: #f9fafb;
  overflow-wrap: anywhere;
  div { display: flex; justify-content: space-between; margin-top: 8px; padding-top: 12px; border-top: 1px dashed #9ca3af; font-weight: 600; }
`;

/** A part of an email address (StepSummary): not broken unless longer than the line. */
export const unbroken = css`
  display: inline-block;
  max-width: 100%;
`;

/** The optional checkbox, its label beside it and its hint under the label. */
export const choice = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  input { width: 24px; height: 24px; margin: 0; }
  small { grid-column: 2; }
`;

/**
 * The company search's suggestions, under the company field (companyCombobox.tsx): in the flow, so
 * that the dialog's body scrolls to them on a phone; the active option drawn as a focused control.
 */
export const companyChoices = handOffCss`
  padding: 4px;
  border: 1px solid #6b7280;
  border-radius: ${CONTROL_RADIUS};
  [role=option] { display: grid; padding: 8px 10px; border-radius: 6px; cursor: pointer; overflow-wrap: anywhere; }
  [role=option]:hover { background: #f3f4f6; }
  [aria-selected=true] { background: color-mix(in srgb, ${PRIMARY} 12%, #fff); outline: 2px solid ${PRIMARY}; outline-offset: -2px; }
  small { font-size: 14px; }
`;

/** What the company chosen means for its Kbis, under the company field. */
export const companyNotice = handOffCss`
  padding: 12px 14px;
  border-left: 4px solid ${PRIMARY};
  background: #f9fafb;
  font-size: 15px;
`;

/** What became of the order sent to the order service, above the buttons; no room taken until then. */
export const handoff = handOffCss`
  p { padding: 12px 20px; border-top: ${LINE}; font-weight: 600; }
`;

export const footer = css`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  border-top: ${LINE};
  background: #f9fafb;
  ${PHONE} { button { flex: 1; } }
`;

export const button = css`
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid #9ca3af;
  border-radius: ${CONTROL_RADIUS};
  background: #fff;
  font: inherit;
  font-weight: 600;
  color: ${TEXT};
  cursor: pointer;
  &:disabled, &[aria-disabled='true'] { opacity: 0.5; cursor: default; }
`;

export const primary = css`
  border-color: ${PRIMARY};
  background: ${PRIMARY};
  color: ${ON_PRIMARY};
`;

export const confirm = css`
  border-color: ${CONFIRM};
  background: ${CONFIRM};
  color: #fff;
`;

/** The notice region: fixed at the top, above everything, letting clicks through to the page. */
export const toasts = css`
  ${base}
  position: fixed;
  inset: 16px 16px auto;
  max-width: 440px;
  background: none;
  overflow: visible;
  pointer-events: none;
  p {
    padding: 12px 16px;
    border-radius: 12px;
    border: 1px solid transparent;
    background: ${ERROR};
    color: #fff;
    font-weight: 600;
    box-shadow: 0 12px 32px #0f172a4d;
  }
`;

/** The success notice, a notice region (`toasts`) in green, with room for its button. */
export const successNotice = successNoticeCss`
  [role='status'] p { padding-right: 56px; background: #15803d; }
`;

/** The success notice's button, in its top right corner. */
export const dismiss = successNoticeCss`
  position: absolute;
  top: 0;
  right: 0;
  color: #fff;
  pointer-events: auto;
`;

/**
 * Step 1's documents (DocumentChoices.tsx), in a build with an order service: a checkbox and its
 * label on a line, what the register holds and the document's own field under the label. Last of
 * the classes, so that the others keep their compiled names.
 */
export const documents = handOffCss`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 12px; font-size: 14px; font-weight: 600; }
  span { margin-left: 2px; color: ${ERROR}; }
  & > div { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; align-items: center; }
  & > div > :nth-child(n + 3) { grid-column: 2; }
  [type=checkbox] { width: 24px; height: 24px; margin: 0; }
  [type=checkbox][aria-invalid=true] { outline: 2px solid ${ERROR}; }
  select {
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid #6b7280;
    border-radius: ${CONTROL_RADIUS};
    background: #fff;
    font: inherit;
    color: inherit;
  }
`;

/** The receipt's documents (receiptLines.tsx), in a build with an order service: each name, its price right, what of it under the name. */
export const lines = handOffCss`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 1fr auto; column-gap: 12px; font-weight: 600; }
  small { font-weight: 400; }
`;

/** The rules every build uses, compiled: the text of the shadow root's one stylesheet, with one of the next two. */
export const cssText: string = extractCss(shared);

/** The success notice's rules, in a build without an order service. */
export const successNoticeCssText: string = extractCss(successNoticeSheet);

/** The hand-off's and the company search's rules, in a build with an order service. */
export const handOffCssText: string = extractCss(handOffSheet);
