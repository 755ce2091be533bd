/**
 * An amount in euros as an operator types it — « 35 », « 12,50 », « 12.5 », « 1 234,00 € » — in cents;
 * null for anything else (more than two decimals, a sign, letters, an absurd length).
 */
export function parseEuroCents(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (text.length === 0 || text.length > 12) return null;
  const match = /^(\d+)(?:[,.](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
