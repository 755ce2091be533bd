import { LEGAL_PATHS } from '../core/offer';
import { DOCUMENTS_PAID, IMMEDIATE_EXECUTION, RECEIPT, SUMMARY_LABELS, TERMS } from '../core/copy';
import { chosenDocuments } from '../core/document-choice';
import type { CompanySuggestion } from '../core/company';
import type { Draft } from '../core/fields';
import { chosenCompany } from './companyCombobox';
import { summaryRows } from '../core/summary';
import { OfficialRoute } from './OfficialRoute';
import { receiptLines } from './receiptLines';
import { choice, receipt, summary, unbroken } from './styles';

export interface StepSummaryProps {
  draft: Draft;
  /** The origin that served widget.js: the terms are there, whatever page the widget runs on. */
  origin: string;
  onTick: (checked: boolean) => void;
  /** The company chosen among the search's suggestions, in a build with an order service. */
  chosen?: CompanySuggestion | null;
}

/**
 * An email address breaks before its last "@" or not at all: a phone leaves the receipt and the
 * summary's value column less than most addresses need, and a break at a dot or a hyphen of the
 * local part read as two addresses. Each part is one box, between which a line may break; a part
 * longer than a whole line still wraps inside rather than spill out of the dialog.
 */
// biome-ignore lint/correctness/useJsxKeyInIterable: the parts of one address, rendered once in order and never reordered.
const breakable = (email: string) => email.split(/(?=@[^@]*$)/).map((part) => <span className={unbroken}>{part}</span>);

const CHOICE = 'immediateExecution';
const HINT_ID = `${CHOICE}-hint`;

/**
 * The last step, a checkout. First a receipt: what is bought (with an order service, each document
 * at its price), for whom, where it goes, by when, the
 * total to pay, the price with its VAT mention and how it is paid; then who sells and where the
 * official route's price is published. Then the company, the person billed and how to reach them;
 * the optional request to start before the withdrawal period ends, unticked until the customer
 * ticks it; the terms, on the site that served widget.js. Links open in a new tab, so the order in
 * progress stays, with no way back to it.
 */
export function StepSummary({ draft, origin, onTick, chosen }: StepSummaryProps) {
  return (
    <>
      <div className={receipt}>
        {__ORDER_SERVICE__ ? receiptLines(draft) : <strong>{RECEIPT.item}</strong>}
        <p>{draft.companyName.trim()}</p>
        {__ORDER_SERVICE__ && chosenCompany(chosen)}
        <p>
          {RECEIPT.sentTo}
          {breakable(draft.email.trim())}
        </p>
        <p>
          {RECEIPT.delivery}
          {!draft.immediateExecution && RECEIPT.afterWithdrawal}
        </p>
        <div>
          {RECEIPT.total}
          <span>{__ORDER_SERVICE__ ? DOCUMENTS_PAID[chosenDocuments(draft).length - 1] : RECEIPT.paid}</span>
        </div>
        <small>{RECEIPT.price}</small>
        <small>{RECEIPT.payment}</small>
      </div>
      <OfficialRoute />
      <dl className={summary}>
        {summaryRows(draft).map(([key, value]) => (
          <div key={key}>
            <dt>{SUMMARY_LABELS[key]}</dt>
            <dd>{key === 'email' ? breakable(value) : value}</dd>
          </div>
        ))}
      </dl>
      <div className={choice}>
        <input
          id={CHOICE}
          name={CHOICE}
          type="checkbox"
          checked={draft.immediateExecution}
          aria-describedby={HINT_ID}
          onChange={(event) => onTick(event.currentTarget.checked)}
        />
        <label htmlFor={CHOICE}>{IMMEDIATE_EXECUTION.label}</label>
        <small id={HINT_ID}>{IMMEDIATE_EXECUTION.hint}</small>
      </div>
      <small>
        {TERMS.before}
        <a target="_blank" rel="noopener" href={origin + LEGAL_PATHS.terms}>
          {TERMS.terms}
        </a>
        {TERMS.between}
        <a target="_blank" rel="noopener" href={origin + LEGAL_PATHS.privacy}>
          {TERMS.privacy}
        </a>
        {TERMS.after}
      </small>
    </>
  );
}
