import { Window } from 'happy-dom';

const window = new Window();

/** Parses a whole HTML document (without running its scripts) so tests can query it like a browser would. */
export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Visible text of an element, whitespace collapsed. */
export function textOf(element: Element): string {
  // Non-breaking spaces are kept: French prices rely on them.
  return (element.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ').trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const BLOCKS = 'p, li, caption, th, td, dd';

/** The sentences of an element's text, block by block (paragraphs, list items, table cells). */
export function sentences(root: Element): string[] {
  return [...root.querySelectorAll(BLOCKS)]
    .filter((block) => !block.querySelector(BLOCKS))
    .flatMap((block) => textOf(block).split(/(?<=[.!?;])\s+/));
}

/** The text of a page's first h1, as a reader sees it (null without one). */
export function headingOf(html: string): string | null {
  const heading = parseHtml(html).querySelector('h1');
  return heading ? (heading.textContent ?? '') : null;
}
