/**
 * A passkey in software, for the server's tests of the WebAuthn ceremony: an ES256 key made with
 * node:crypto, registration answers with a 'none' attestation and sign-in assertions, as a browser
 * sends them (the JSON of @simplewebauthn/browser). Its flags and counter may be set to try what a
 * faulty or hostile authenticator would send.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface CeremonyOptions {
  /** The challenge, base64url, as the options gave it. */
  challenge: string;
}

export interface SoftAuthenticator {
  /** The credential's id, base64url, as the store keeps it. */
  id: string;
  /** The answer to registration options (navigator.credentials.create). */
  register(options: CeremonyOptions, flags?: { userVerified?: boolean }): RegistrationResponseJSON;
  /** The answer to sign-in options (navigator.credentials.get); each raises the counter. */
  assert(options: CeremonyOptions, flags?: { userVerified?: boolean }): AuthenticationResponseJSON;
}

/** A new passkey for the relying party at `origin` (its host name is the RP id). */
export function softAuthenticator(origin: string): SoftAuthenticator {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  const userHandle = b64url(randomBytes(16));
  let counter = 0;

  const flagsOf = (userVerified: boolean, attested = false) =>
    FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0) | (attested ? FLAG_ATTESTED : 0);
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    register({ challenge }, { userVerified = true } = {}) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flagsOf(userVerified, true)]),
        counterBytes(),
        Buffer.alloc(16),
        length,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const noStatement = new Map<string, never>();
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', noStatement],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert({ challenge }, { userVerified = true } = {}) {
      counter++;
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([flagsOf(userVerified)]), counterBytes()]);
      const clientDataJSON = clientData('webauthn.get', challenge);
      const signature = createSign('sha256')
        .update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
