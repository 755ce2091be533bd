import { secondClick } from './secondClick';

/**
 * Calls `close` on a click on the backdrop of the modal `dialog`, which is the <dialog> itself: only
 * a click that started and ended there, and not the second of a double click (secondClick).
 */
export function closeOnBackdrop(dialog: HTMLDialogElement, close: () => void): void {
  let pressedBackdrop = false;
  // The backdrop's clicks are heard on the shadow root rather than on the <dialog>: Firefox tells
  // screen readers that everything inside an element with a click listener is « cliquable »
  // (the steps' opening sentences included).
  const root = dialog.getRootNode();
  root.addEventListener('pointerdown', (event) => {
    pressedBackdrop = event.target === dialog;
  });
  root.addEventListener('click', (event) => {
    if (pressedBackdrop && event.target === dialog && !secondClick(event as UIEvent)) close();
  });
}
