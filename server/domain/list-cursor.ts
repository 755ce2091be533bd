/**
 * The back office's lists go page by page from where the last page ended (keyset pagination): the
 * cursor is the last row's sort key, opaque in the address. A cursor that does not decode to the
 * expected number of strings is ignored (the first page is shown).
 */
const MAX_CURSOR_LENGTH = 300;

export const encodeCursor = (key: readonly string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(text: string | undefined, length: number): string[] | null {
  if (!text || text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Array.isArray(key) && key.length === length && key.every((part) => typeof part === 'string') ? key : null;
  } catch {
    return null;
  }
}
