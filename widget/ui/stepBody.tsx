import { DOCUMENTS_PAID, PAYMENT_NEXT_AROUND, LAST_STEP_OPENING, PAYMENT_NEXT, STEP_ANNOUNCEMENTS, STEP_INTROS } from '../core/copy';
import type { CompanySearch, SearchAction } from '../core/company-search';
import { chosenDocuments, type DocumentAction, type DocumentField } from '../core/document-choice';
import type { Draft, FieldName } from '../core/fields';
import type { Step } from '../core/steps';
import { OfficialRoute } from './OfficialRoute';
import { StepFields } from './StepFields';
import { StepSummary } from './StepSummary';
import { body, note, visuallyHidden } from './styles';

/**
 * What a step shows between the progress bar and the buttons: its sentences, its fields (`invalid`
 * marked so), and on the last step the summary, whose legal links point to `origin` and whose
 * checkbox calls `onTick`; in a build with an order service, the company search (`search`, its
 * actions and the documents' to `onSearch`) and the documents on the first step, the company chosen
 * and the documents with their total on the last.
 */
export function stepBody(
  step: Step,
  draft: Draft,
  invalid: (FieldName | DocumentField)[],
  origin: string,
  onType: (field: FieldName, value: string) => void,
  onTick: (checked: boolean) => void,
  search?: CompanySearch,
  onSearch?: (action: SearchAction | DocumentAction) => void,
) {
  const intro = STEP_INTROS[step];
  // With an order service, the sentence on payment gives the documents' total: read on the last step
  // only, which no draft without a document reaches.
  const paymentNext = __ORDER_SERVICE__ ? PAYMENT_NEXT_AROUND.join(DOCUMENTS_PAID[chosenDocuments(draft).length - 1]!) : undefined;
  return (
    <div className={body}>
      {/* Read with the dialog as it opens, announced at each step change. First in the body:
          where Orca puts its own focus when the field that had it is hidden, rather than on
          the step's opening sentence, whose focus it would then take for a duplicate. */}
      <p className={visuallyHidden} aria-live="polite">
        {__ORDER_SERVICE__ && step === 3 ? LAST_STEP_OPENING + paymentNext : STEP_ANNOUNCEMENTS[step - 1]}
      </p>
      {intro && (
        <p className={note} tabIndex={-1}>
          {intro}
        </p>
      )}
      {step === 3 && <p>{__ORDER_SERVICE__ ? paymentNext! : PAYMENT_NEXT}</p>}
      {step === 1 && <OfficialRoute />}
      <StepFields step={step} draft={draft} invalid={invalid} onType={onType} search={search} onSearch={onSearch} />
      {step === 3 && <StepSummary draft={draft} origin={origin} onTick={onTick} chosen={search?.chosen} />}
    </div>
  );
}
