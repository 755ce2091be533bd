import { Component, type RefObject } from 'react';
import { BUTTONS, ORDER_CONFIRMED } from '../core/copy';
import type { Notice } from '../core/order';
import { Icon } from './Icon';
import { Toast } from './Toast';
import { afterPaint } from './afterPaint';
import { dismiss, iconButton, successNotice, toasts } from './styles';

export interface SuccessNoticeProps {
  /** The confirmation's notice, from the reducer; null when there is none. */
  notice: Notice | null;
  onDismiss: () => void;
}

/**
 * The confirmation's notice, outside the dialog so that it stays after the dialog closes; a popover,
 * so that it sits in the top layer, above whatever z-index the page uses. Its text arrives one paint
 * after the notice: while the modal dialog was open, the region outside it was left out of the
 * accessibility tree, and screen readers announce a change only inside a region they already see.
 * Its button, outside the live region so that the message is announced alone, takes it away before
 * its time.
 */
export class SuccessNotice extends Component<SuccessNoticeProps, { shown: Notice | null }> {
  override state = { shown: null as Notice | null };
  readonly #region: RefObject<HTMLDivElement | null> = { current: null };

  override componentDidUpdate(previous: SuccessNoticeProps) {
    const { notice } = this.props;
    if (notice === previous.notice) return;
    if (!notice) {
      this.setState({ shown: null });
      return;
    }
    const region = this.#region.current!;
    // Shown at the first notice, and again after the host left the page (a single-page app rewrote
    // <body>), which hides a popover. Optional: happy-dom and browsers before 2024 have no popover,
    // the region is then only fixed.
    if (region.showPopover && !region.matches(':popover-open')) region.showPopover();
    afterPaint(() => this.setState({ shown: this.props.notice }));
  }

  override render() {
    const { shown } = this.state;
    return (
      <div ref={this.#region} className={`${toasts} ${successNotice}`} popover="manual">
        <div role="status">
          <Toast notice={shown} text={ORDER_CONFIRMED} />
        </div>
        {shown && (
          // Stryker disable next-line StringLiteral: the button's place and colour, which only a browser draws (scripts/screenshots.mjs).
          <button type="button" className={`${iconButton} ${dismiss}`} aria-label={BUTTONS.close} onClick={this.props.onDismiss}>
            <Icon name="close" />
          </button>
        )}
      </div>
    );
  }
}
