/**
 * The passkey ceremony over HTTP, with a passkey in software (support/soft-authenticator.ts): its
 * failures each refused with the route's French page, the store unchanged; and revocation, which
 * ends the lost device's session and refuses its passkey.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorsCommand } from '../../server/cli/operators';
import { openStore, type Store } from '../../server/db/connect';
import { signInWithPasskey } from '../../server/db/operators';
import type { OperatorRole } from '../../server/db/schema';
import { BO } from '../../server/domain/back-office-paths';
import { sha256 } from '../../server/domain/secrets';
import { REFUSAL_REASONS, SECURITY_LOG } from '../../server/domain/security-log';
import { CSRF_FIELD } from '../../server/http/back-office/env';
import { newSession } from '../../server/http/back-office/session';
import { ENROL, SIGN_IN } from '../../server/pages/back-office/copy';
import { freePort } from '../../dev/free-port';
import { parseHtml, textOf } from '../support/html';
import { startServiceProcess } from '../support/service-process';
import { SERVICE_URL, serviceApp } from '../../dev/service';
import { type CeremonyOptions, type SoftAuthenticator, softAuthenticator } from '../support/soft-authenticator';
import { STORE_KINDS, storesOf } from '../support/stores';

const ALICE = 'alice@kbis.example';

/** Who may sign in, with what, and who is signed in: what a refused ceremony must leave as it was. */
async function accessState(db: Store) {
  const [operators, passkeys, sessions] = await Promise.all([
    db.selectFrom('operators').selectAll().orderBy('email').execute(),
    db.selectFrom('passkeys').selectAll().orderBy('id').execute(),
    db.selectFrom('sessions').selectAll().orderBy('id_hash').execute(),
  ]);
  return { operators, passkeys, sessions };
}

const pageText = async (response: Response) => textOf(parseHtml(await response.text()).body);

describe.each(STORE_KINDS)('the passkey ceremony on %s', (kind) => {
  const stores = storesOf(kind);

  async function backOffice() {
    const db = await stores.fresh();
    // Each request from an address of its own: the sign-in's rate limit is not what these tests try.
    const service = serviceApp(db, { TRUST_PROXY: '1' });
    const send = (path: string, fields: Record<string, string> = {}, cookie?: string) =>
      service.app.request(path, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: {
          Origin: SERVICE_URL,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250) + 1}, 198.51.100.${Math.floor(Math.random() * 250) + 1}`,
          ...(cookie ? { cookie } : {}),
        },
      });
    const command = async (args: string[]) => {
      const lines: string[] = [];
      const code = await operatorsCommand(db, args, (line) => lines.push(line), {
        serviceUrl: () => SERVICE_URL,
        now: service.context.now(),
      });
      return { code, lines };
    };
    /** The enrolment path `operators add` prints. */
    const enrolmentPath = async (email: string, role: OperatorRole = 'admin') => {
      const { code, lines } = await command(['add', email, '--role', role]);
      expect(code).toBe(0);
      return { path: new URL(lines.find((line) => line.startsWith('http'))!).pathname, lines };
    };
    const options = async (path: string): Promise<{ challengeId: string; options: CeremonyOptions }> => {
      const response = await send(path);
      expect(response.status).toBe(200);
      return response.json();
    };
    const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];
    /** Enrols `passkey` through `path`, as the enrolment page's script does. */
    const enrol = async (path: string, passkey: SoftAuthenticator, flags?: { userVerified?: boolean }) => {
      const given = await options(`${path}/options`);
      return send(path, { challenge: given.challengeId, response: JSON.stringify(passkey.register(given.options, flags)) });
    };
    /** The sign-in form as the page's script posts it. */
    const signInForm = async (passkey: SoftAuthenticator, flags?: { userVerified?: boolean }) => {
      const given = await options(BO.signInOptions);
      return { challenge: given.challengeId, response: JSON.stringify(passkey.assert(given.options, flags)) };
    };
    const signIn = async (passkey: SoftAuthenticator) => send(BO.signIn, await signInForm(passkey));
    /** An operator enrolled with a passkey, and the session the enrolment opened. */
    const enrolled = async (email = ALICE, role: OperatorRole = 'admin') => {
      const passkey = softAuthenticator(SERVICE_URL);
      const { path } = await enrolmentPath(email, role);
      const response = await enrol(path, passkey);
      expect([response.status, response.headers.get('location')]).toEqual([303, BO.home]);
      return { passkey, cookie: cookieOf(response)! };
    };
    const opens = async (cookie: string) => (await service.app.request(BO.home, { headers: { cookie } })).status === 200;
    return { db, service, send, command, enrolmentPath, options, enrol, signInForm, signIn, enrolled, cookieOf, opens };
  }

  it('enrols a passkey, signs in with it, records its use, and logs each step with the operator alone', async () => {
    const bo = await backOffice();
    const { passkey, cookie } = await bo.enrolled();
    expect(await bo.opens(cookie)).toBe(true);
    const signedIn = await bo.signIn(passkey);
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, BO.home]);
    const session = bo.cookieOf(signedIn)!;
    expect(await bo.opens(session)).toBe(true);
    const stored = await bo.db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
    expect([stored.id, stored.operator_email, Number(stored.counter)]).toEqual([passkey.id, ALICE, 1]);
    const { csrf_token } = await bo.db
      .selectFrom('sessions')
      .select('csrf_token')
      .where('id_hash', '=', sha256(session.split('=')[1]))
      .executeTakeFirstOrThrow();
    expect((await bo.send(BO.signOut, { [CSRF_FIELD]: csrf_token }, session)).status).toBe(303);
    expect(bo.service.securityLogs).toEqual([
      SECURITY_LOG.enrolled(ALICE, passkey.id),
      SECURITY_LOG.signedIn(ALICE, passkey.id),
      SECURITY_LOG.signedOut(ALICE),
    ]);
    expect(bo.service.securityLogs[0]).toBe(`exploitant : clé d’accès inscrite pour ${ALICE} (clé …${passkey.id.slice(-6)})`);
    for (const line of bo.service.securityLogs) {
      expect(line).not.toContain(passkey.id);
      expect(line).not.toContain(session.split('=')[1]);
    }
  });

  it('refuses a replayed assertion: the challenge answers once', async () => {
    const bo = await backOffice();
    const { passkey } = await bo.enrolled();
    const form = await bo.signInForm(passkey);
    expect((await bo.send(BO.signIn, form)).status).toBe(303);
    const before = await accessState(bo.db);
    const replayed = await bo.send(BO.signIn, form);
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('set-cookie')).toBeNull();
    expect(await pageText(replayed)).toContain(SIGN_IN.failed);
    expect(await accessState(bo.db)).toEqual(before);
    expect(bo.service.securityLogs.at(-1)).toBe(SECURITY_LOG.signInRefused(ALICE, 'unknown-challenge'));
  });

  it('refuses an expired challenge, for a sign-in and for an enrolment', async () => {
    const bo = await backOffice();
    const { passkey } = await bo.enrolled();
    const given = await bo.options(BO.signInOptions);
    const later = new Date(Date.now() + 5 * 60_000 + 1000);
    const { now } = bo.service.context;
    bo.service.context.now = () => later;
    const before = await accessState(bo.db);
    const refused = await bo.send(BO.signIn, { challenge: given.challengeId, response: JSON.stringify(passkey.assert(given.options)) });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(SIGN_IN.failed);
    expect(await accessState(bo.db)).toEqual(before);

    bo.service.context.now = now;
    const { path } = await bo.enrolmentPath('bob@kbis.example');
    const enrolment = await bo.options(`${path}/options`);
    bo.service.context.now = () => later;
    const newcomer = softAuthenticator(SERVICE_URL);
    const beforeEnrolment = await accessState(bo.db);
    const notEnrolled = await bo.send(path, {
      challenge: enrolment.challengeId,
      response: JSON.stringify(newcomer.register(enrolment.options)),
    });
    expect(notEnrolled.status).toBe(400);
    expect(await pageText(notEnrolled)).toContain(ENROL.failed);
    expect(await accessState(bo.db)).toEqual(beforeEnrolment);
  });

  it('refuses a challenge made for the other ceremony: enrolment’s to sign in, sign-in’s to enrol', async () => {
    const bo = await backOffice();
    const { passkey } = await bo.enrolled();
    const { path } = await bo.enrolmentPath('bob@kbis.example');
    const enrolment = await bo.options(`${path}/options`);
    const before = await accessState(bo.db);
    const signedWithIt = await bo.send(BO.signIn, {
      challenge: enrolment.challengeId,
      response: JSON.stringify(passkey.assert(enrolment.options)),
    });
    expect(signedWithIt.status).toBe(400);
    expect(await pageText(signedWithIt)).toContain(SIGN_IN.failed);
    expect(await accessState(bo.db)).toEqual(before);

    const signIn = await bo.options(BO.signInOptions);
    const newcomer = softAuthenticator(SERVICE_URL);
    const enrolledWithIt = await bo.send(path, {
      challenge: signIn.challengeId,
      response: JSON.stringify(newcomer.register(signIn.options)),
    });
    expect(enrolledWithIt.status).toBe(400);
    expect(await pageText(enrolledWithIt)).toContain(ENROL.failed);
    expect(await accessState(bo.db)).toEqual(before);
  });

  it('refuses an answer without user verification, to sign in and to enrol', async () => {
    const bo = await backOffice();
    const { passkey } = await bo.enrolled();
    const before = await accessState(bo.db);
    const unverified = await bo.send(BO.signIn, await bo.signInForm(passkey, { userVerified: false }));
    expect(unverified.status).toBe(400);
    expect(await pageText(unverified)).toContain(SIGN_IN.failed);
    expect(await accessState(bo.db)).toEqual(before);
    expect(bo.service.securityLogs.at(-1)).toBe(SECURITY_LOG.signInRefused(ALICE, 'not-verified'));

    const { path } = await bo.enrolmentPath('bob@kbis.example');
    const beforeEnrolment = await accessState(bo.db);
    const notEnrolled = await bo.enrol(path, softAuthenticator(SERVICE_URL), { userVerified: false });
    expect(notEnrolled.status).toBe(400);
    expect(await pageText(notEnrolled)).toContain(ENROL.failed);
    expect(await accessState(bo.db)).toEqual(beforeEnrolment);
  });

  it('lets one of two enrolments racing on one link win, and only one', async () => {
    const bo = await backOffice();
    const { path } = await bo.enrolmentPath(ALICE);
    const devices = [softAuthenticator(SERVICE_URL), softAuthenticator(SERVICE_URL)];
    const given = await Promise.all(devices.map(() => bo.options(`${path}/options`)));
    const answers = await Promise.all(
      devices.map((device, index) =>
        bo.send(path, { challenge: given[index].challengeId, response: JSON.stringify(device.register(given[index].options)) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 404]);
    const loser = answers.find((answer) => answer.status === 404)!;
    expect(await pageText(loser)).toContain(ENROL.invalid);
    expect(loser.headers.get('set-cookie')).toBeNull();
    const { passkeys, sessions, operators } = await accessState(bo.db);
    expect(passkeys).toHaveLength(1);
    expect(sessions).toHaveLength(1);
    expect(operators[0]).toMatchObject({ enrolment_hash: null, enrolment_expires_at: null });
    expect(bo.service.securityLogs.filter((line) => line === SECURITY_LOG.enrolRefused(ALICE, 'link-used'))).toHaveLength(1);
  });

  it('after `add` again for a lost device, ends its session and refuses its passkey; the new enrolment works', async () => {
    const bo = await backOffice();
    const lost = await bo.enrolled();
    const signedIn = bo.cookieOf(await bo.signIn(lost.passkey))!;
    const { path, lines } = await bo.enrolmentPath(ALICE);
    expect(lines[0]).toBe(SECURITY_LOG.revoked(ALICE, 1, 2));
    for (const cookie of [lost.cookie, signedIn]) {
      const stranger = await bo.service.app.request(BO.home, { headers: { cookie } });
      expect([stranger.status, stranger.headers.get('location')]).toEqual([303, BO.signIn]);
    }
    const before = await accessState(bo.db);
    const refused = await bo.signIn(lost.passkey);
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(SIGN_IN.failed);
    expect(await accessState(bo.db)).toEqual(before);
    expect(bo.service.securityLogs.at(-1)).toBe(SECURITY_LOG.signInRefused(null, 'unknown-passkey'));
    const replacement = softAuthenticator(SERVICE_URL);
    expect((await bo.enrol(path, replacement)).status).toBe(303);
    expect((await bo.signIn(replacement)).status).toBe(303);
  });

  it('after `revoke`, ends every session and refuses the passkey, with no new address; `keys` lists the passkeys', async () => {
    const bo = await backOffice();
    const { passkey, cookie } = await bo.enrolled();
    await bo.signIn(passkey);
    const keys = await bo.command(['keys', ALICE]);
    expect(keys.lines[0]).toBe(`Clés d’accès de ${ALICE} (1) :`);
    expect(keys.lines[1]).toMatch(
      new RegExp(
        `^ {2}…${passkey.id.slice(-6)} {2}créée le \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, dernier usage le \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`,
      ),
    );
    const revoked = await bo.command(['revoke', ALICE]);
    expect(revoked.code).toBe(0);
    expect(revoked.lines[0]).toBe(SECURITY_LOG.revoked(ALICE, 1, 2));
    expect(revoked.lines.some((line) => line.includes('http'))).toBe(false);
    expect(await bo.opens(cookie)).toBe(false);
    expect((await bo.signIn(passkey)).status).toBe(400);
    expect(await bo.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect((await bo.command(['keys', ALICE])).lines).toEqual([`Clés d’accès de ${ALICE} (0) :`]);
    expect((await bo.command(['revoke', 'personne@kbis.example'])).code).toBe(1);
  });

  it('opens no session for a sign-in verified just before a revocation', async () => {
    const bo = await backOffice();
    const { passkey } = await bo.enrolled();
    const stored = await bo.db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
    // The passkey was read and its signature checked; the revocation commits before the session is written.
    await bo.command(['revoke', ALICE]);
    expect(await signInWithPasskey(bo.db, passkey.id, Number(stored.counter) + 1, newSession(ALICE, new Date()).row)).toBe(false);
    expect(await bo.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('refuses the passkey of a removed operator, changing nothing', async () => {
    const bo = await backOffice();
    const { passkey } = await bo.enrolled();
    expect((await bo.command(['remove', ALICE])).code).toBe(0);
    const before = await accessState(bo.db);
    const refused = await bo.signIn(passkey);
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(SIGN_IN.failed);
    expect(await accessState(bo.db)).toEqual(before);
  });

  it('answers an enrolment link used up with its JSON error and its page', async () => {
    const bo = await backOffice();
    const { path } = await bo.enrolmentPath(ALICE);
    expect((await bo.enrol(path, softAuthenticator(SERVICE_URL))).status).toBe(303);
    const options = await bo.send(`${path}/options`);
    expect([options.status, await options.json()]).toEqual([404, { error: 'invalid' }]);
    expect((await bo.service.app.request(path)).status).toBe(404);
  });
});

describe('the security log of a real service process', () => {
  it('writes each sign-in, refusal, enrolment and sign-out on standard output, without a secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kbis-security-log-'));
    const file = join(dir, 'kbis-facile.sqlite');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const service = await startServiceProcess({ SQLITE_FILE: file, ORDER_SERVICE_URL: url, OUTBOX_DIR: join(dir, 'outbox') }, port);
    let stdout = '';
    service.process.stdout!.on('data', (chunk) => {
      stdout += chunk;
    });
    const db = await openStore(file);
    try {
      const lines: string[] = [];
      await operatorsCommand(db, ['add', ALICE, '--role', 'fulfiller'], (line) => lines.push(line), {
        serviceUrl: () => url,
        now: new Date(),
      });
      const enrolment = lines.find((line) => line.startsWith('http'))!;
      const post = (path: string, fields: Record<string, string>, cookie?: string) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          redirect: 'manual',
          headers: { Origin: url, 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        });
      const passkey = softAuthenticator(url);
      const path = new URL(enrolment).pathname;
      const enrolOptions = await (await post(`${path}/options`, {})).json();
      const enrolled = await post(path, {
        challenge: enrolOptions.challengeId,
        response: JSON.stringify(passkey.register(enrolOptions.options)),
      });
      expect(enrolled.status).toBe(303);
      const cookie = enrolled.headers.get('set-cookie')!.split(';')[0];
      const signInOptions = await (await post(BO.signInOptions, {})).json();
      const unverified = JSON.stringify(passkey.assert(signInOptions.options, { userVerified: false }));
      expect((await post(BO.signIn, { challenge: signInOptions.challengeId, response: unverified })).status).toBe(400);
      const again = await (await post(BO.signInOptions, {})).json();
      const signedIn = await post(BO.signIn, { challenge: again.challengeId, response: JSON.stringify(passkey.assert(again.options)) });
      expect(signedIn.status).toBe(303);
      const session = signedIn.headers.get('set-cookie')!.split(';')[0];
      expect((await fetch(`${url}${BO.refunds}`, { headers: { cookie: session }, redirect: 'manual' })).status).toBe(403);
      const { csrf_token } = await db
        .selectFrom('sessions')
        .select('csrf_token')
        .where('id_hash', '=', sha256(session.split('=')[1]))
        .executeTakeFirstOrThrow();
      expect((await post(BO.signOut, { [CSRF_FIELD]: csrf_token }, session)).status).toBe(303);
      const expected = [
        SECURITY_LOG.enrolled(ALICE, passkey.id),
        SECURITY_LOG.signInRefused(ALICE, 'not-verified'),
        SECURITY_LOG.signedIn(ALICE, passkey.id),
        SECURITY_LOG.refused({ email: ALICE, role: 'fulfiller' }, 'GET', BO.refunds, REFUSAL_REASONS.role),
        SECURITY_LOG.signedOut(ALICE),
      ];
      await expect.poll(() => stdout.split('\n').filter((line) => line.startsWith('exploitant : '))).toEqual(expected);
      expect(expected[3]).toBe(`exploitant : refus (403) de GET /exploitant/remboursements à ${ALICE} (fulfiller) : rôle insuffisant`);
      for (const secret of [
        passkey.id,
        cookie.split('=')[1],
        session.split('=')[1],
        csrf_token,
        path.split('/').at(-1)!,
        again.challengeId,
      ])
        expect(service.output()).not.toContain(secret);
    } finally {
      await db.destroy();
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
