import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';

/** A button the widget picks up by its text; without the widget it does nothing. */
export function OrderButton({ variant = 'primary' }: { variant?: 'primary' | 'large' }) {
  return (
    <button type="button" className={variant === 'large' ? 'btn btn-large' : 'btn'}>
      {ORDER_BUTTON_LABEL}
    </button>
  );
}
