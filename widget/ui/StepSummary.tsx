import { SUMMARY_LABELS } from '../core/copy';
import type { Draft } from '../core/fields';
import { summaryRows } from '../core/summary';
import { summary } from './styles';

/**
 * An email wraps before its "@" and dots, not mid-word: a phone leaves the value column about
 * 200 px, less than most addresses need.
 */
const breakable = (email: string) => email.split(/(?=[@.])/).flatMap((part, index) => (index ? [<wbr />, part] : part));

/** The last step: the company, the person billed and how to reach them. */
export function StepSummary({ draft }: { draft: Draft }) {
  return (
    <dl className={summary}>
      {summaryRows(draft).map(([key, value]) => (
        <div key={key}>
          <dt>{SUMMARY_LABELS[key]}</dt>
          <dd>{key === 'email' ? breakable(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}
