/**
 * Which of the order's events are about one of its documents. An order holds each kind of document
 * once, so an event names its line by the document's label, opening its detail: « Statuts à jour »,
 * alone or followed by « : » and what happened (sendDocument already writes its events so). Whoever
 * records an event about a line writes its detail with `lineDetail`; the order page then shows it under
 * that line too.
 */
import { DOCUMENT_LABELS, type DocumentKind } from '../../widget/core/catalogue';
import { NBSP } from '../../widget/core/format';
import type { HistoryEntry } from './history';

/** An event's detail naming the line of `kind`, with what happened to it when there is more to say. */
export const lineDetail = (kind: DocumentKind, text = '') => (text ? `${DOCUMENT_LABELS[kind]}${NBSP}: ${text}` : DOCUMENT_LABELS[kind]);

/** What the detail says beyond the line's name, when it names the line of `kind`; null when it does not. */
export function lineDetailText(detail: string, kind: DocumentKind): string | null {
  const label = DOCUMENT_LABELS[kind];
  if (detail === label) return '';
  if (!detail.startsWith(label)) return null;
  const rest = detail.slice(label.length);
  const separator = /^[ \u00a0]:[ \u00a0]?/.exec(rest);
  return separator ? rest.slice(separator[0].length) : null;
}

/** The line's own history: the entries naming it, oldest first, each with its detail less the line's name. */
export function lineHistory(history: readonly HistoryEntry[], kind: DocumentKind): HistoryEntry[] {
  return history.flatMap((entry) => {
    const text = lineDetailText(entry.detail, kind);
    return text === null ? [] : [{ ...entry, detail: text }];
  });
}
