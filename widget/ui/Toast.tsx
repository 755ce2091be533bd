import { MESSAGES } from '../core/copy';
import type { Notice } from '../core/order';

/**
 * The text of the notice on screen, inside a live region that stays in the DOM. Keyed by the
 * notice's id: raising the same error again replaces the paragraph, so it is announced again and
 * never stacks a duplicate.
 */
export function Toast({ notice }: { notice: Notice | null }) {
  return notice && <p key={notice.id}>{MESSAGES[notice.key]}</p>;
}
