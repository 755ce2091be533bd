/**
 * An email's body as a few kinds of blocks, rendered twice from the same list: as plain text and as
 * HTML a mail client shows without styles of its own (inline styles, one 600 px column, tables
 * only for label–value rows). Every string is escaped at rendering, so a composer cannot forget to
 * escape a customer's value: it never writes markup.
 */
import { BRAND_COLOR } from '../../widget/core/offer';
import { NBSP } from '../../widget/core/format';
import { wholeUnits } from '../domain/whole-units';

/** Text, or a link whose words and address are given apart. */
export type Inline = string | { text: string; href: string };

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; parts: Inline[] }
  /** Label–value pairs, the summary's way of showing an order. */
  | { kind: 'rows'; rows: (readonly [label: string, value: string])[] }
  | { kind: 'list'; items: string[] }
  /** A framed passage: the model withdrawal form, to be copied as a whole. */
  | { kind: 'frame'; blocks: Block[] };

export const heading = (text: string): Block => ({ kind: 'heading', text });
export const paragraph = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });
export const rows = (...pairs: (readonly [string, string])[]): Block => ({ kind: 'rows', rows: pairs });
export const list = (items: readonly string[]): Block => ({ kind: 'list', items: [...items] });
export const frame = (...blocks: Block[]): Block => ({ kind: 'frame', blocks });
export const link = (text: string, href: string): Inline => ({ text, href });

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** In plain text a link keeps its words, its address follows them in brackets, which mail clients leave out of the link. */
const inlineText = (part: Inline) => (typeof part === 'string' ? part : `${part.text} (${part.href})`);

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'paragraph':
      return block.parts.map(inlineText).join('');
    case 'rows':
      return block.rows.map(([label, value]) => `${label}${NBSP}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'frame':
      return block.blocks
        .map(blockText)
        .join('\n\n')
        .split('\n')
        .map((line) => `| ${line}`.trimEnd())
        .join('\n');
  }
}

/** The plain-text alternative: blocks one blank line apart. */
export function renderText(blocks: readonly Block[]): string {
  return `${blocks.map(blockText).join('\n\n')}\n`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937';
const PARAGRAPH = 'margin:0 0 16px';

/**
 * Text as HTML, escaped, its references, email addresses, « Art. 293 B » and postal codes with their
 * towns each on one line (domain/whole-units.ts), as the service's pages keep a reference whole.
 */
export function textHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const [start, end] of wholeUnits(text)) {
    html += `${escapeHtml(text.slice(at, start))}<span style="white-space:nowrap">${escapeHtml(text.slice(start, end))}</span>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

const inlineHtml = (part: Inline) =>
  typeof part === 'string'
    ? textHtml(part)
    : `<a href="${escapeHtml(part.href)}" style="color:${BRAND_COLOR};text-decoration:underline">${escapeHtml(part.text)}</a>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${BRAND_COLOR}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${PARAGRAPH}">${block.parts.map(inlineHtml).join('')}</p>`;
    case 'rows':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="${PARAGRAPH};border-collapse:collapse;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;vertical-align:top;color:#4b5563;width:40%">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top;word-break:break-word">${textHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="${PARAGRAPH};padding-left:24px">${block.items.map((item) => `<li>${textHtml(item)}</li>`).join('')}</ul>`;
    case 'frame':
      return `<div style="${PARAGRAPH};padding:16px 16px 0;border:1px solid #d1d5db">${block.blocks.map(blockHtml).join('')}</div>`;
  }
}

/** The HTML alternative: a whole French document, its title the subject. */
export function renderHtml(subject: string, blocks: readonly Block[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6">',
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${FONT}">`,
    ...blocks.map(blockHtml),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
