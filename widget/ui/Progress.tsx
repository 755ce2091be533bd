import { PROGRESS_LABEL, STEP_LABELS } from '../core/copy';
import { STEPS, stepState, type Step } from '../core/steps';
import { Icon } from './Icon';
import { progress } from './styles';

/** Three numbered circles joined by a line; each step is done, current or upcoming. */
export function Progress({ step }: { step: Step }) {
  return (
    <ol className={progress} aria-label={PROGRESS_LABEL}>
      {STEPS.map((each) => {
        const state = stepState(each, step);
        return (
          <li key={each} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{state === 'done' ? <Icon name="check" /> : each}</span>
            <span>{STEP_LABELS[each - 1]}</span>
          </li>
        );
      })}
    </ol>
  );
}
