import { VAT_NOTICE } from '../widget/core/offer';
import { BUTTONS, MESSAGES, ORDER_BUTTON_LABEL } from '../widget/core/copy';
import { NBSP } from '../widget/core/format';
import { frenchSpacing } from './format';
import { NOT_FOUND_TITLE } from './config';

/**
 * Strings the product fixes word for word (the widget's messages and buttons, the 404 title, the VAT
 * mention): wherever a page shows one, typesetting leaves it byte for byte as the product words it.
 */
export const VERBATIM: readonly string[] = [
  ...Object.values(MESSAGES),
  ...Object.values(BUTTONS),
  ORDER_BUTTON_LABEL,
  NOT_FOUND_TITLE,
  VAT_NOTICE,
];

/** Units a number is never split from at the end of a line ("14 jours", "3 mois", "9 h", "20 %"). */
const UNITS = [
  'jours?',
  'mois',
  'ans?',
  'années?',
  'semaines?',
  'heures?',
  'h',
  'min',
  'minutes?',
  '€',
  '%',
  'chiffres',
  'exemplaires?',
  'Ko',
  'Mo',
];
const NUMBER_UNIT = new RegExp(`(\\d) (?=(?:${UNITS.join('|')})(?![\\p{L}\\p{N}]))`, 'gu');
/** A day and its month ("21 mai", "1er janvier"), never split at the end of a line. */
const DAY_MONTH =
  /(?<![\p{L}\p{N}])(1er|\d{1,2}) (?=(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?![\p{L}\p{N}]))/gu;
/** "1er", "1re" as whole words (not "11er" nor "1ers"). */
const FIRST = /(?<![\p{L}\p{N}])1(er|re)(?![\p{L}\p{N}])/gu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VERBATIM_PATTERN = new RegExp(
  `(${[...VERBATIM]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})`,
);

function typesetFree(text: string): string {
  return frenchSpacing(
    text
      .replace(/'/g, '’')
      .replace(NUMBER_UNIT, `$1${NBSP}`)
      .replace(DAY_MONTH, `$1${NBSP}`)
      .replace(/([nN]°) /g, `$1${NBSP}`),
  );
}

/**
 * French typography for a piece of plain text: typographic apostrophes, a non-breaking space
 * between a number and its unit, a day and its month, after "n°" and before « : ; ? ! » (frenchSpacing). VERBATIM
 * strings are left as they are. Idempotent.
 */
export function typeset(text: string): string {
  // split with a capture group: odd indexes are the verbatim strings.
  return text
    .split(VERBATIM_PATTERN)
    .map((part, index) => (index % 2 === 1 ? part : typesetFree(part)))
    .join('');
}

/** Text nodes of the body get `typeset` and a superscript ordinal; head text (the title) only `typeset`. */
function typesetSegment(text: string, inBody: boolean): string {
  // React writes the apostrophe of text nodes as &#x27;.
  const result = typeset(text.replace(/&#x27;/g, "'"));
  return inBody ? result.replace(FIRST, '1<sup>$1</sup>') : result;
}

/** Every text node between the tags of `html` gets `typesetSegment`, scripts and styles left as they are. */
function typesetPart(html: string, inBody: boolean): string {
  return html.replace(
    /(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)|>([^<]+)</g,
    (_match: string, raw: string | undefined, _tag: string | undefined, text: string | undefined) =>
      raw ?? `>${typesetSegment(text!, inBody)}<`,
  );
}

/**
 * French typography over a whole rendered page: every text node between tags, never an attribute
 * (href, content…) nor the inside of a `<script>` (the JSON-LD) or `<style>`. The strings the product
 * fixes word for word, straight apostrophes included, are listed in VERBATIM.
 */
export function typesetHtml(html: string): string {
  // Cut just before `<body`: no tag, script or text node of a rendered page straddles the cut.
  const cut = /<body\b/.exec(html)?.index ?? html.length;
  return typesetPart(html.slice(0, cut), false) + typesetPart(html.slice(cut), true);
}
