/**
 * What the register's job writes in the order's history, as « système »: the filing it found for a
 * document, or why it could not fetch it. The sending itself is the document's usual event
 * (db/documents.ts). The back office's history names each kind with REGISTER_EVENT_LABELS.
 */
import { formatDate } from '../../site/format';
import { typeset } from '../../site/typography';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import type { OrderItemsTable } from '../db/schema';
import type { RegisterPick } from './register-pick';

export const REGISTER_EVENT = { found: 'register-found', failed: 'register-failed' } as const;

export const REGISTER_EVENT_LABELS: Readonly<Record<string, string>> = {
  [REGISTER_EVENT.found]: 'Trouvé au registre national',
  [REGISTER_EVENT.failed]: 'Non récupéré au registre national',
};

type Line = Pick<OrderItemsTable, 'kind'>;

/** « Statuts à jour : acte déposé le 14 septembre 2020 », « Comptes annuels : exercice clos le 31 décembre 2023, déposés le 3 octobre 2024 ». */
export function foundDetail(item: Line, pick: RegisterPick): string {
  const filed = formatDate(pick.filedOn);
  return typeset(
    `${DOCUMENT_LABELS[item.kind]} : ${pick.closedOn ? `exercice clos le ${formatDate(pick.closedOn)}, déposés le ${filed}` : `acte déposé le ${filed}`}`,
  );
}

/** The document, then the reason (register-reasons.ts). */
export const failedDetail = (item: Line, reason: string) => typeset(`${DOCUMENT_LABELS[item.kind]} : ${reason}`);
