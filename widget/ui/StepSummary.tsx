import { SUMMARY_LABELS } from '../core/copy';
import type { Draft } from '../core/fields';
import { summaryRows } from '../core/summary';
import { summary } from './styles';

/** The last step: the company, the person billed and how to reach them. */
export function StepSummary({ draft }: { draft: Draft }) {
  return (
    <dl className={summary}>
      {summaryRows(draft).map(([key, value]) => (
        <div key={key}>
          <dt>{SUMMARY_LABELS[key]}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
