/** A moment as French readers expect it, in Paris time: « 27 novembre 2026 à 18 h 05 », « 28 novembre 2026 à 5 h 56 ». */
const PARTS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatParisDateTime(iso: string): string {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year} à ${part.hour} h ${part.minute}`;
}
