/** An operator's internal note on an order: trimmed, not empty, bounded. */
export const NOTE_MAX_LENGTH = 2000;

export function parseNote(text: string | null): string | null {
  const note = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return note.length > 0 && note.length <= NOTE_MAX_LENGTH ? note : null;
}
