import { cssText } from './styles';

/**
 * Gives a shadow root the widget's styles as a constructable stylesheet: a strict `style-src` CSP
 * blocks a `<style>` element, even inside a shadow root, but not an adopted sheet.
 */
export function adoptStyles(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  root.adoptedStyleSheets = [sheet];
}
