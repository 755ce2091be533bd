/**
 * The catalogue as the pages tell it: what one order may hold, where each document comes from and
 * when it is sent. Only a build with an order service sells it; the static build's order form sells
 * the Kbis alone (SPEC), and its pages say so.
 */
import { DOCUMENT_LABELS, type DocumentKind } from '../../widget/core/catalogue';
import { formatEuro, formatWorkingDays } from '../../widget/core/format';
import { DELIVERY_WORKING_DAYS, PRICE_HT_EUR } from '../../widget/core/offer';
import { ORDER_SERVICE_URL } from '../order-service.mjs';

/** Whether this build's order form offers every document of the catalogue. */
export const SELLS_CATALOGUE = ORDER_SERVICE_URL !== '';

const DELAY = formatWorkingDays(DELIVERY_WORKING_DAYS);

/** When a document the operator obtains is sent: the delay every page states. */
const BY_OPERATOR = `Sous ${DELAY} à compter du début de l'exécution`;

/**
 * When a document the service fetches from the register is sent: as soon as it has it, at any hour,
 * and never later than the delay, which still binds when the register does not answer.
 */
const FROM_REGISTER = `En général quelques minutes après le début de l'exécution, de jour comme de nuit, et au plus tard sous ${DELAY}`;

/** One row per document, in the order the dialog lists them. */
export const CATALOGUE_ROWS: readonly { kind: DocumentKind; label: string; origin: string; sent: string }[] = [
  {
    kind: 'kbis',
    label: DOCUMENT_LABELS.kbis,
    origin:
      "Délivré pour votre commande par le greffe qui tient le registre du commerce et des sociétés : l'extrait tel qu'il est ce jour-là",
    sent: BY_OPERATOR,
  },
  {
    kind: 'statuts',
    label: DOCUMENT_LABELS.statuts,
    origin: 'La dernière version des statuts déposée par la société, telle que la publie le Registre national des entreprises',
    sent: FROM_REGISTER,
  },
  {
    kind: 'comptes',
    label: DOCUMENT_LABELS.comptes,
    origin:
      "Les derniers comptes déposés, ou ceux d'un exercice antérieur, tels que les publie le registre s'ils ne sont pas confidentiels",
    sent: FROM_REGISTER,
  },
  {
    kind: 'acte',
    label: DOCUMENT_LABELS.acte,
    origin: "L'acte que vous décrivez (procès-verbal d'assemblée, décision…), recherché pour vous parmi ceux que la société a déposés",
    sent: BY_OPERATOR,
  },
];

/** What becomes of a document the register does not publish, as the home page tells the customer (the CGV, article 3, commit to it). */
export const NOT_PUBLISHED = `Si le registre ne publie pas le document demandé, parce que la société a déclaré ses comptes confidentiels ou ne les a pas déposés par exemple, nous vous le disons et vous remboursons ce document, ${formatEuro(PRICE_HT_EUR)}.`;
