/**
 * The CGV as the site renders them (site/content/cgv.tsx), cut into the blocks a PDF lays out:
 * headings, paragraphs, list items, and the model form's note. One text, the page's: the PDF never
 * says anything the page does not.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Cgv } from '../../site/content/cgv';
import { typeset } from '../../site/typography';

export interface Run {
  text: string;
  bold: boolean;
}

export interface CgvBlock {
  kind: 'h2' | 'h3' | 'p' | 'li';
  runs: Run[];
  /** Inside the page's note (the model withdrawal form), set apart. */
  note: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });

const BLOCKS = new Set(['h2', 'h3', 'p', 'li']);

/** The blocks of the markup `html`: the tags the CGV use (p, ul, li, h2, h3, aside, strong, a). */
export function blocksOf(html: string): CgvBlock[] {
  const blocks: CgvBlock[] = [];
  let current: CgvBlock | undefined;
  let bold = 0;
  let note = 0;
  let href: string | undefined;
  for (const [, closing, tag, attributes, text] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (current) current.runs.push({ text: decode(text), bold: bold > 0 });
      continue;
    }
    const opening = closing !== '/';
    if (tag === 'strong') bold += opening ? 1 : -1;
    else if (tag === 'a') {
      // On paper a link is its address: written after the words of an outside link.
      if (opening) href = /href="(https?:[^"]+)"/.exec(attributes!)?.[1];
      else if (href && current) current.runs.push({ text: ` (${decode(href)})`, bold: false });
    } else if (tag === 'aside') note += opening ? 1 : -1;
    else if (BLOCKS.has(tag!)) {
      if (opening) current = { kind: tag as CgvBlock['kind'], runs: [], note: note > 0 };
      else if (current) {
        blocks.push({ ...current, runs: typesetRuns(current.runs) });
        current = undefined;
      }
    }
  }
  return blocks;
}

/** Joins neighbouring runs of one weight, then applies the site's typography to each. */
function typesetRuns(runs: Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && last.bold === run.bold) last.text += run.text;
    else joined.push({ ...run });
  }
  return joined.map((run) => ({ ...run, text: typeset(run.text) }));
}

/** The CGV in force, as blocks. */
export const cgvBlocks = () => blocksOf(renderToStaticMarkup(createElement(Cgv)));
