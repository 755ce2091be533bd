import { PAYMENT_NEXT, STEP_ANNOUNCEMENTS, STEP_INTROS } from '../core/copy';
import type { CompanySearch, SearchAction } from '../core/company-search';
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
 * actions to `onSearch`) on the first step and the company chosen on the last.
 */
export function stepBody(
  step: Step,
  draft: Draft,
  invalid: FieldName[],
  origin: string,
  onType: (field: FieldName, value: string) => void,
  onTick: (checked: boolean) => void,
  search?: CompanySearch,
  onSearch?: (action: SearchAction) => void,
) {
  const intro = STEP_INTROS[step];
  return (
    <div className={body}>
      {/* Read with the dialog as it opens, announced at each step change. First in the body:
          where Orca puts its own focus when the field that had it is hidden, rather than on
          the step's opening sentence, whose focus it would then take for a duplicate. */}
      <p className={visuallyHidden} aria-live="polite">
        {STEP_ANNOUNCEMENTS[step - 1]}
      </p>
      {intro && (
        <p className={note} tabIndex={-1}>
          {intro}
        </p>
      )}
      {step === 3 && <p>{PAYMENT_NEXT}</p>}
      {step === 1 && <OfficialRoute />}
      <StepFields step={step} draft={draft} invalid={invalid} onType={onType} search={search} onSearch={onSearch} />
      {step === 3 && <StepSummary draft={draft} origin={origin} onTick={onTick} chosen={search?.chosen} />}
    </div>
  );
}
