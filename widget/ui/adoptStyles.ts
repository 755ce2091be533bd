import { cssText, handOffCssText, successNoticeCssText } from './styles';

/**
 * Gives a shadow root the widget's styles as a constructable stylesheet: a strict `style-src` CSP
 * blocks a `<style>` element, even inside a shadow root, but not an adopted sheet. The rules every
 * build uses, then those of this build's ending only.
 */
export function adoptStyles(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText + (__ORDER_SERVICE__ ? handOffCssText : successNoticeCssText));
  root.adoptedStyleSheets = [sheet];
}
