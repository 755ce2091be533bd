// The pending confirmation page's watcher (served at /commandes/suivi.js, under the pages' policy:
// script-src 'self', Trusted Types with no policy, so text only). It asks the service how the order
// stands, less and less often, and says once, in the page's polite live region, what became of the
// payment, with a link to the page that shows it. It never reloads the page nor moves the focus: a
// screen reader keeps its place. The words come from the page (data-*), written once in copy.ts.
(() => {
  const region = document.querySelector('[data-order-status]');
  if (!(region instanceof HTMLElement)) return;
  const { orderStatus, orderPage, paid, paidLink, cancelled, cancelledLink } = region.dataset;
  if (!orderStatus || !orderPage) return;

  const FIRST_DELAY_MS = 2000;
  const LONGEST_DELAY_MS = 20_000;
  // The page asks the customer to write to us after 10 minutes; the script stops asking then.
  const GIVE_UP_AFTER_MS = 10 * 60_000;
  const started = Date.now();

  /** @param {string} sentence @param {string} linkText */
  const announce = (sentence, linkText) => {
    const text = document.createElement('p');
    text.className = 'note';
    const strong = document.createElement('strong');
    strong.textContent = sentence;
    const link = document.createElement('a');
    link.href = orderPage;
    link.textContent = linkText;
    text.append(strong, ' ', link);
    region.replaceChildren(text);
  };

  /** @param {number} delay */
  const check = async (delay) => {
    try {
      const response = await fetch(orderStatus, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (response.ok) {
        const { status } = await response.json();
        if (status === 'paid') return announce(paid ?? '', paidLink ?? '');
        if (status === 'cancelled') return announce(cancelled ?? '', cancelledLink ?? '');
      }
    } catch {
      // Offline for a moment: the next look, later, may get through.
    }
    if (Date.now() - started < GIVE_UP_AFTER_MS) setTimeout(() => check(Math.min(delay * 1.5, LONGEST_DELAY_MS)), delay);
  };
  setTimeout(() => check(FIRST_DELAY_MS * 1.5), FIRST_DELAY_MS);
})();
