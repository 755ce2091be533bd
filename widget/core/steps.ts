/** The three steps of the order dialog and what each one asks for. */
import { BILLING_FIELDS, COMPANY_FIELDS, REQUIRED_FIELDS, type Draft, type FieldName } from './fields';

export type Step = 1 | 2 | 3;
export const STEPS: readonly Step[] = [1, 2, 3];
export const FIRST_STEP: Step = 1;

/** The fields shown on each step; the summary step has none. */
export const STEP_FIELDS: Readonly<Record<Step, readonly FieldName[]>> = {
  1: COMPANY_FIELDS,
  2: BILLING_FIELDS,
  3: [],
};

/** Required fields of `step` that are empty once trimmed, in display order. */
export function missingFields(step: Step, draft: Draft): FieldName[] {
  return STEP_FIELDS[step].filter((name) => REQUIRED_FIELDS.includes(name) && !draft[name].trim());
}

/** Whether a step is done, current or still ahead, as the progress indicator shows it. */
export type StepState = 'done' | 'current' | 'upcoming';

/** How `step` stands while the dialog shows `current`. */
export function stepState(step: Step, current: Step): StepState {
  return step < current ? 'done' : step === current ? 'current' : 'upcoming';
}
