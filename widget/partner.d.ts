/**
 * Kbis Facile order widget: types for partner pages, published as https://SITE/widget.d.ts beside
 * widget.js. Add this file to your TypeScript project (or `/// <reference path="widget.d.ts" />`):
 * `window.KbisWidget` and the five `kbis:*` events on `document` are then typed.
 *
 * Additions only: a field or event partners read is never renamed or removed in a minor version.
 */

/** `window.KbisWidget`. */
export interface KbisWidgetApi {
  /** Opens the dialog on step 1; `prefill` may set any field of the form by name (`companyName`, `email`…). */
  open(prefill?: object): void;
  /** Closes the dialog and clears what was typed. */
  close(): void;
  /** The widget's version, e.g. "1.1.0". */
  readonly version: string;
}

/** The step the dialog shows: 1 Entreprise, 2 Facturation, 3 Récapitulatif. */
export type KbisStep = 1 | 2 | 3;

/**
 * A field of the form, by its name: step 1 `companyName`, `siret`, and on the seller's site the
 * documents' checkboxes (`documents`) and the other deed's description (`deedDescription`); step 2
 * the others.
 */
export type KbisFieldName = Exclude<keyof KbisOrder['company'], 'siren'> | keyof KbisOrder['billing'] | 'documents' | 'deedDescription';

/** A document one may order on the seller's site: the Kbis extract, the statuts, the annual accounts, another filed deed. */
export type KbisDocument = 'kbis' | 'statuts' | 'comptes' | 'acte';

/**
 * Attributes the widget reads: on a trigger, `data-kbis-order` (any element opens the dialog),
 * `data-kbis-company` and `data-kbis-siret` (prefill step 1); `data-kbis-partner` on the widget's
 * `<script>` tag (every order of the page) or on a trigger (its orders; the trigger's wins).
 */
export type KbisAttribute = 'data-kbis-order' | 'data-kbis-company' | 'data-kbis-siret' | 'data-kbis-partner';

/**
 * CSS custom properties that theme the dialog and its notices, set on `:root` or any ancestor of
 * the widget: `--kbis-accent`, `--kbis-accent-text`, `--kbis-confirm`, `--kbis-radius`, `--kbis-font`.
 */
export type KbisThemeProperty = '--kbis-accent' | '--kbis-accent-text' | '--kbis-confirm' | '--kbis-radius' | '--kbis-font';

/** What is bought: a Kbis extract at the flat price, excluding tax, with its VAT mention. */
export interface KbisOffer {
  document: 'kbis';
  /** 35. */
  priceExclTaxEur: number;
  /** "TVA non applicable - Art. 293 B du CGI". */
  vatNotice: string;
}

/** The page the order was opened on. */
export interface KbisOrderSource {
  /** Origin and path, without query or hash, e.g. "https://www.example.fr/outils/kbis". */
  page: string;
  /** Only the `utm_*` parameters of the page's address, e.g. `{ utm_source: "lettre" }`; `{}` when none. */
  utm: Record<string, string>;
}

/** A confirmed order. Values are trimmed; optional fields left blank are "". */
export interface KbisOrder {
  company: {
    companyName: string;
    siret: string;
    /**
     * The company's SIREN (9 digits), when the customer chose it among the company search's
     * suggestions (the seller's site, since 1.7.0); absent when the name was typed by hand. `siret`
     * is then its head office's.
     */
    siren?: string;
  };
  billing: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company: string;
    address: string;
    postalCode: string;
    city: string;
  };
  /**
   * The customer asked for the service to start before the end of the 14-day withdrawal period
   * and acknowledged losing the right to withdraw once the extract is delivered. Optional: false
   * when not asked, and the order is then processed once the withdrawal period is over.
   */
  immediateExecution: boolean;
  /** Random and new for each confirmation, e.g. "KF-7K3QV9MB2E0T". */
  reference: string;
  /** When the customer confirmed, ISO 8601 in UTC, e.g. "2026-11-23T14:05:09.123Z". */
  confirmedAt: string;
  offer: KbisOffer;
  /**
   * The documents ordered, on the seller's site (a widget built with its order service), in the
   * order of this list: 'kbis', 'statuts', 'comptes', 'acte'; each at `offer.priceExclTaxEur`.
   * Absent where the widget sells the Kbis alone.
   */
  documents?: KbisDocument[];
  /**
   * With `documents`: the closing year of the earlier annual accounts asked for, e.g. "2023"; ""
   * for the latest filed, or when no accounts are ordered.
   */
  accountsYear?: string;
  /** With `documents`: the other deed asked for, as the customer described it (at most 200 characters); "" when none is ordered. */
  deedDescription?: string;
  /**
   * The `data-kbis-partner` of the trigger that opened the dialog, else of the widget's `<script>`
   * tag; `null` when neither names a partner. Trimmed, at most 200 characters, like `source`'s values.
   */
  partner: string | null;
  source: KbisOrderSource;
}

/** The `detail` of each event the widget dispatches on `document`. */
export interface KbisEventDetails {
  /** The dialog opened. */
  'kbis:open': null;
  /** The dialog shows a step: step 1 on opening, then each move. */
  'kbis:step': { step: KbisStep };
  /**
   * Suivant was refused: `missing` names the required fields of `step` left empty, in display order;
   * on the seller's site, `documents` when no document is ticked, `deedDescription` when the other
   * deed is ticked and not described.
   */
  'kbis:invalid': { step: KbisStep; missing: KbisFieldName[] };
  /** The dialog closed, by any means, confirmation included. */
  'kbis:close': null;
  /** The customer confirmed; the widget itself sends the order nowhere. */
  'kbis:confirm': { order: KbisOrder };
}

declare global {
  interface Window {
    /** Present once widget.js has run. */
    KbisWidget?: KbisWidgetApi;
  }

  interface DocumentEventMap {
    'kbis:open': CustomEvent<KbisEventDetails['kbis:open']>;
    'kbis:step': CustomEvent<KbisEventDetails['kbis:step']>;
    'kbis:invalid': CustomEvent<KbisEventDetails['kbis:invalid']>;
    'kbis:close': CustomEvent<KbisEventDetails['kbis:close']>;
    'kbis:confirm': CustomEvent<KbisEventDetails['kbis:confirm']>;
  }
}
