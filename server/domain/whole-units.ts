/**
 * The units of a sentence that a line must never cut (the review's L58): an order's reference
 * (« KF-… », which breaks after its hyphen), an invoice's number, an email address (« dpo@kbis-|facile »),
 * « Art. 293 B » and « article 30 du Code », and a postal code with its city (« 28009 Madrid »). The
 * PDFs join them with no-break characters, the emails' HTML wraps them in a no-wrap span. Pure.
 */

const UNITS = [
  /\b(?:KF-[A-Z0-9]+(?:-[A-Z0-9]+)*|(?:F|TEST)-\d+)\b/g,
  /[^\s@<>()«»,;:]+@[^\s@<>()«»,;:]+\.[a-z]{2,}/gi,
  /\b(?:[Aa]rticles?|Art\.) [A-Z]?\d[\d-]*(?: (?:[A-Z]\b|du\b|de la\b|des\b))?/g,
  /\b\d{5}[ \u00a0](?=\p{Lu})\p{L}[\p{L}-]*/gu,
];

/** The [start, end) spans of the units in `text`, in order, none overlapping. */
export function wholeUnits(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const pattern of UNITS) for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const kept: [number, number][] = [];
  for (const span of spans) if (!kept.length || span[0] >= kept.at(-1)![1]) kept.push(span);
  return kept;
}

/** U+2011: a hyphen no line breaks after. The PDFs map it back to « - » for copying (pdf/pdf-document.ts). */
export const NON_BREAKING_HYPHEN = '\u2011';

/** `text` with each unit's spaces and hyphens made no-break ones, for a PDF's line breaker. */
export function joinUnits(text: string): string {
  let joined = '';
  let at = 0;
  for (const [start, end] of wholeUnits(text)) {
    joined += text.slice(at, start) + text.slice(start, end).replace(/ /g, '\u00a0').replace(/-/g, NON_BREAKING_HYPHEN);
    at = end;
  }
  return joined + text.slice(at);
}
