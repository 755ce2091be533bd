import { Window } from 'happy-dom';

/** An email's HTML as a mail client shows it: its document, its text, its links by name. */
export function shown(html: string) {
  const document = new Window().document;
  document.write(html);
  return {
    document,
    // Collapses the markup's line breaks, not the copy's non-breaking spaces.
    text: (document.body.textContent ?? '').replace(/[ \t\r\n]+/g, ' '),
    links: [...document.querySelectorAll('a')].map((a) => ({ name: a.textContent, href: a.getAttribute('href') })),
  };
}
