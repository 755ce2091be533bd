import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_LINKS } from '../../site/data/sources';

/** Ways to turn a string into markup or code, or to talk to another window. */
const FORBIDDEN = [
  'innerHTML',
  'outerHTML',
  'insertAdjacentHTML',
  'dangerouslySetInnerHTML',
  'srcdoc',
  'eval(',
  'new Function',
  'Function(',
  'postMessage',
  'document.write',
  'createContextualFragment',
  'DOMParser',
];

const WIDGET_DIR = new URL('../../widget/', import.meta.url);
const BUNDLE = new URL('../../dist/widget.js', import.meta.url);

const sources = readdirSync(WIDGET_DIR, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path))
  .map((path) => [path, readFileSync(new URL(path, WIDGET_DIR), 'utf8')] as const);

/**
 * What the bundled framework holds of FORBIDDEN, never reached by the widget's code: Preact's
 * `dangerouslySetInnerHTML` prop (read and applied as `node.innerHTML = props.__html`, and emptied
 * as `node.innerHTML = ""` when an element stops using it).
 */
const FRAMEWORK_CODE = [
  /"dangerouslySetInnerHTML"/g,
  /[\w$]+\.__html==[\w$]+\.innerHTML/g,
  /[\w$]+\.innerHTML=[\w$]+\.__html/g,
  /[\w$]+\.innerHTML=""/g,
];

describe('the widget never turns text into markup or code', () => {
  it.each(sources)('widget/%s uses none of innerHTML, eval, new Function, postMessage and the like', (_, source) => {
    expect(FORBIDDEN.filter((text) => source.includes(text))).toEqual([]);
  });

  it("dist/widget.js holds none of them but Preact's unused markup path, and names no URL but XML namespaces and the official site its last step links to", () => {
    if (!existsSync(BUNDLE))
      throw new Error('dist/widget.js est absent : lancez « npm run build » (ou « npx vite build -c vite.widget.config.ts »).');
    const bundle = readFileSync(BUNDLE, 'utf8');
    const rest = FRAMEWORK_CODE.reduce((text, pattern) => text.replace(pattern, ''), bundle);
    expect(FORBIDDEN.filter((text) => rest.includes(text))).toEqual([]);
    const urls = new Set(bundle.match(/\bhttps?:\/\/[^"'`\s)]*/g));
    expect([...urls].filter((url) => !url.startsWith('http://www.w3.org/') && url !== OFFICIAL_LINKS.infogreffe)).toEqual([]);
  });
});
