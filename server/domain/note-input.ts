/** An operator's internal note on an order: trimmed, not empty, bounded. */
/** A note of this many characters, even all outside ASCII, stays under the service's 16 KiB form limit once URL-encoded. */
export const NOTE_MAX_LENGTH = 1000;

export function parseNote(text: string | null): string | null {
  const note = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return note.length > 0 && note.length <= NOTE_MAX_LENGTH ? note : null;
}
