import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Every email the shop wrote as a file in `dir`, parsed. */
export async function emailsIn(dir: string): Promise<ParsedMail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(dir, name)))));
}

/**
 * The emails of `dir` that `matches` picks, once there are `count` of them: the outbox sends them a
 * moment after the transaction that queued them. Fails after 15 s.
 */
export async function waitForEmails(dir: string, matches: (email: ParsedMail) => boolean, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await emailsIn(dir)).filter(matches);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} email(s) sur ${count} attendus dans ${dir}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
