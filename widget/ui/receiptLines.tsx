import { DOCUMENT_LABELS } from '../core/catalogue';
import { DOCUMENT_PRICE } from '../core/copy';
import { chosenDocuments, documentDetail } from '../core/document-choice';
import type { Draft } from '../core/fields';
import { lines } from './styles';

/**
 * The receipt's first lines in a build with an order service: each document ordered at its price,
 * and under its name which accounts or which deed.
 */
export function receiptLines(draft: Draft) {
  return (
    <ul className={lines}>
      {chosenDocuments(draft).map((kind) => {
        const detail = documentDetail(kind, draft);
        return (
          <li key={kind}>
            <span>{DOCUMENT_LABELS[kind]}</span>
            <span>{DOCUMENT_PRICE}</span>
            {detail && <small>{detail}</small>}
          </li>
        );
      })}
    </ul>
  );
}
