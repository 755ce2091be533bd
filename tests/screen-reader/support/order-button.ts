import { ORDER_BUTTON_LABEL } from '../../../widget/core/copy';
import type { ScreenReader } from './screen-reader';

/** Tabs, as a keyboard user does, from wherever the focus is to the page's own order button (not one in the dialog). */
export async function tabToOrderButton(reader: ScreenReader) {
  await reader.pressUntil('Tab', async () => {
    const focused = await reader.focused();
    return focused.tag === 'button' && focused.text === ORDER_BUTTON_LABEL && !focused.inShadow;
  });
}
