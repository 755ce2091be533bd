/**
 * Enrolment and sign-in with a passkey (WebAuthn, @simplewebauthn/server). The relying party is the
 * host of the service's public address, the expected origin its origin. Each ceremony's challenge
 * is kept in the store (any instance verifies it), answers once, and expires within minutes.
 */
import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { enrolPasskey, findEnrolment, findPasskey, passkeysOf, signInWithPasskey } from '../../db/operators';
import { saveChallenge, takeChallenge } from '../../db/sessions';
import type { WebauthnChallengesTable } from '../../db/schema';
import { enrolPage, messagePage, signInPage } from '../../pages/back-office/access-pages';
import { ENROL, FRAME, REFUSED, SIGN_IN } from '../../pages/back-office/copy';
import type { ServiceContext } from '../context';
import { readForm } from '../form';
import { createRateLimiter } from '../rate-limit';
import type { BackOfficeEnv } from './env';
import { openToAll, page } from './guard';
import { BO } from '../../domain/back-office-paths';
import { type CeremonyRefusal, SECURITY_LOG } from '../../domain/security-log';
import { newSession, SECRET_PATTERN, setSessionCookie, sha256 } from './session';

/** Sign-in and enrolment POSTs one address may make in a minute, per instance. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
const CHALLENGE_TTL_MS = 5 * 60_000;
/** A WebAuthn answer is a few kilobytes at most. */
const MAX_RESPONSE_LENGTH = 8192;

function parseResponse<T>(text: string | null): T | null {
  if (!text || text.length > MAX_RESPONSE_LENGTH) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as T) : null;
  } catch {
    return null;
  }
}

export function passkeyRoutes(context: ServiceContext, clientAddress: (c: Context) => string) {
  const { db, config, stylesheet } = context;
  const { origin, hostname: rpID } = new URL(config.serviceUrl);
  const limiter = createRateLimiter(SIGN_IN_ATTEMPTS_PER_MINUTE);
  const app = new Hono<BackOfficeEnv>();

  const limited: MiddlewareHandler<BackOfficeEnv> = async (c, next) => {
    const address = clientAddress(c);
    if (limiter.take(address)) return next();
    c.header('Retry-After', String(limiter.retryAfterSeconds(address)));
    return page(c, messagePage(stylesheet, REFUSED.tooManyTitle, REFUSED.tooMany), 429);
  };

  async function newChallenge(challenge: string, purpose: WebauthnChallengesTable['purpose'], email: string | null) {
    const id = randomUUID();
    const expires = new Date(context.now().getTime() + CHALLENGE_TTL_MS).toISOString();
    await saveChallenge(db, { id, challenge, purpose, operator_email: email, expires_at: expires });
    return id;
  }

  app.get('/connexion', openToAll(), (c) => page(c, signInPage(stylesheet)));

  app.post('/connexion/options', openToAll(), limited, async (c) => {
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
    return c.json({ challengeId: await newChallenge(options.challenge, 'sign-in', null), options });
  });

  app.post('/connexion', openToAll(), limited, async (c) => {
    const form = await readForm(c);
    const refuse = (why: CeremonyRefusal, email: string | null = null) => {
      context.securityLog(SECURITY_LOG.signInRefused(email, why));
      return page(c, signInPage(stylesheet, why === 'no-response' ? SIGN_IN.needsScript : SIGN_IN.failed), 400);
    };
    const response = parseResponse<AuthenticationResponseJSON>(form.get('response'));
    if (!response) return refuse('no-response');
    const now = context.now();
    const challenge = await takeChallenge(db, form.get('challenge') ?? '', 'sign-in', now.toISOString());
    const passkey = await findPasskey(db, response.id);
    if (!challenge) return refuse('unknown-challenge', passkey?.operator_email);
    if (!passkey) return refuse('unknown-passkey');
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: JSON.parse(passkey.transports),
      },
    }).catch(() => null);
    if (!verification?.verified) return refuse('not-verified', passkey.operator_email);
    const session = newSession(passkey.operator_email, now);
    // Revoked between the read above and now: no session.
    if (!(await signInWithPasskey(db, passkey.id, verification.authenticationInfo.newCounter, session.row)))
      return refuse('unknown-passkey', passkey.operator_email);
    setSessionCookie(c, config.serviceUrl, session.secret);
    context.securityLog(SECURITY_LOG.signedIn(passkey.operator_email, passkey.id));
    c.header('Cache-Control', 'no-store');
    return c.redirect(BO.home, 303);
  });

  /** The operator a valid enrolment secret names. */
  async function enrolling(secret: string) {
    if (!SECRET_PATTERN.test(secret)) return null;
    const hash = sha256(secret);
    const operator = await findEnrolment(db, hash, context.now().toISOString());
    return operator ? { operator, hash } : null;
  }

  const invalid = (c: Context) => page(c, messagePage(stylesheet, ENROL.invalidTitle, ENROL.invalid), 404);

  app.get('/inscription/:secret', openToAll(), async (c) => {
    const secret = c.req.param('secret');
    const found = await enrolling(secret);
    return found ? page(c, enrolPage(stylesheet, found.operator.email, secret)) : invalid(c);
  });

  app.post('/inscription/:secret/options', openToAll(), limited, async (c) => {
    const found = await enrolling(c.req.param('secret'));
    if (!found) return c.json({ error: 'invalid' }, 404);
    const { email } = found.operator;
    const existing = await passkeysOf(db, email);
    const options = await generateRegistrationOptions({
      rpName: FRAME.brand,
      rpID,
      userName: email,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: JSON.parse(passkey.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    return c.json({ challengeId: await newChallenge(options.challenge, 'enrolment', email), options });
  });

  app.post('/inscription/:secret', openToAll(), limited, async (c) => {
    const secret = c.req.param('secret');
    const found = await enrolling(secret);
    const linkUsed = (email: string | null) => {
      context.securityLog(SECURITY_LOG.enrolRefused(email, 'link-used'));
      return invalid(c);
    };
    if (!found) return linkUsed(null);
    const { email } = found.operator;
    const form = await readForm(c);
    const refuse = (why: CeremonyRefusal) => {
      context.securityLog(SECURITY_LOG.enrolRefused(email, why));
      return page(c, enrolPage(stylesheet, email, secret, why === 'no-response' ? SIGN_IN.needsScript : ENROL.failed), 400);
    };
    const response = parseResponse<RegistrationResponseJSON>(form.get('response'));
    if (!response) return refuse('no-response');
    const now = context.now();
    const challenge = await takeChallenge(db, form.get('challenge') ?? '', 'enrolment', now.toISOString());
    if (!challenge || challenge.operator_email !== email) return refuse('unknown-challenge');
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return refuse('not-verified');
    const { credential } = verification.registrationInfo;
    const at = now.toISOString();
    const session = newSession(email, now);
    const enrolled = await enrolPasskey(
      db,
      found.hash,
      {
        id: credential.id,
        operator_email: email,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: at,
        last_used_at: at,
      },
      session.row,
      at,
    );
    if (!enrolled) return linkUsed(email);
    setSessionCookie(c, config.serviceUrl, session.secret);
    context.securityLog(SECURITY_LOG.enrolled(email, credential.id));
    c.header('Cache-Control', 'no-store');
    return c.redirect(BO.home, 303);
  });

  return app;
}
