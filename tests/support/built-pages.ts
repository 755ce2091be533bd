import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SITE_URL } from '../../site/config';
import { parseHtml } from './html';

const DIST = new URL('../../dist/', import.meta.url);

/** Script types a browser runs; anything else (JSON-LD) is a data block it never executes. */
const EXECUTABLE_SCRIPT = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** `<link rel>` tokens whose target a browser fetches while loading the page. */
const FETCHED_LINKS = ['stylesheet', 'icon', 'manifest', 'preload', 'modulepreload'];

export interface BuiltPage {
  /** Path of the HTML file inside dist/, e.g. `pages/cgv.html`. */
  file: string;
  document: Document;
}

/** Every HTML page of dist/ (routes and 404), parsed without running its scripts. */
export function builtPages(): BuiltPage[] {
  if (!existsSync(new URL('index.html', DIST))) throw new Error('dist/ est absent : lancez « npm run build ».');
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ file, document: parseHtml(readBuilt(file).toString('utf8')) }));
}

/** The built page of a site path ("/", "/pages/cgv"), parsed; files are named as site/prerender.tsx's outputFile names them. */
export function builtPage(path: string): Document {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return parseHtml(readBuilt(file).toString('utf8'));
}

/** A file of dist/ by its path inside dist/. */
export function readBuilt(file: string): Buffer {
  return readFileSync(new URL(file, DIST));
}

/** The scripts a page runs: inline ones as their text, the others as their dist/ path. */
export function executableScripts(document: Document): { inline: string[]; files: string[] } {
  const scripts = [...document.querySelectorAll('script')].filter((script) => EXECUTABLE_SCRIPT.test(script.type.trim()));
  return {
    inline: scripts.filter((script) => !script.src).map((script) => script.text),
    files: scripts.filter((script) => script.src).map((script) => distPath(script.getAttribute('src')!)),
  };
}

/**
 * The dist/ paths of what a browser fetches to show a page: `src` of any element, every
 * `srcset` candidate (an upper bound: a browser picks one), fetched `<link>`s and `url()`s of the
 * stylesheets. Not `og:image`, which only social networks' crawlers fetch. Data blocks' `src`
 * (never set today) would be counted: the bound errs on the heavy side.
 */
export function fetchedFiles(document: Document): string[] {
  const links = [...document.querySelectorAll('link[rel][href]')]
    .filter((link) =>
      link
        .getAttribute('rel')!
        .split(/\s+/)
        .some((token) => FETCHED_LINKS.includes(token.toLowerCase())),
    )
    .map((link) => link.getAttribute('href')!);
  const sources = [...document.querySelectorAll('[src]')].map((element) => element.getAttribute('src')!);
  const candidates = [...document.querySelectorAll('[srcset]')].flatMap((element) =>
    element
      .getAttribute('srcset')!
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0]),
  );
  const files = [...links, ...sources, ...candidates].map(distPath);
  const fromStylesheets = files
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) =>
      [
        ...readBuilt(file)
          .toString('utf8')
          .matchAll(/url\(\s*['"]?([^'")]+)/g),
      ].map((match) => match[1]),
    )
    .filter((url) => !url.startsWith('data:'))
    .map((url) => distPath(url));
  return [...new Set([...files, ...fromStylesheets])];
}

/** `/assets/site.css` → `assets/site.css`; a resource from another origin cannot be budgeted and throws. */
function distPath(reference: string): string {
  const url = new URL(reference, `${SITE_URL}/`);
  if (url.origin !== new URL(SITE_URL).origin) throw new Error(`Ressource d'une autre origine : ${reference}`);
  return decodeURIComponent(url.pathname).replace(/^\//, '');
}
