import type { Notice } from '../core/order';

/**
 * The notice on screen, `text`, inside a live region that stays in the DOM. Keyed by the
 * notice's id: raising the same error again replaces the paragraph, so it is announced again and
 * never stacks a duplicate.
 */
export function Toast({ notice, text }: { notice: Notice | null; text: string }) {
  return notice && <p key={notice.id}>{text}</p>;
}
