/**
 * A form marked `data-prevent-double-click` ignores a second submission for a moment, as GOV.UK
 * Frontend's buttons do: a double click on « Rembourser » sends one request, not two. The service
 * still answers a repeated form by its one-time key; this only spares it the second request.
 */

/** How long a second submission is ignored: GOV.UK Frontend's choice, one second. */
const DOUBLE_CLICK_MS = 1000;

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-prevent-double-click]')) {
  let submittedAt = Number.NEGATIVE_INFINITY;
  form.addEventListener('submit', (event) => {
    const now = performance.now();
    if (now - submittedAt < DOUBLE_CLICK_MS) {
      event.preventDefault();
      return;
    }
    submittedAt = now;
  });
}
