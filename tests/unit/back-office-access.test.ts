import { describe, expect, it } from 'vitest';
import { readServiceUrl } from '../../server/config';
import { can, ROLE_ACTIONS } from '../../server/domain/permissions';
import { loggedPath, passkeyTail, SECURITY_LOG } from '../../server/domain/security-log';

describe('the role table', () => {
  it('gives an admin every action, and a fulfiller none that moves money or shows the books', () => {
    for (const action of Object.keys(ROLE_ACTIONS) as (keyof typeof ROLE_ACTIONS)[]) expect(can('admin', action), action).toBe(true);
    const fulfiller = (Object.keys(ROLE_ACTIONS) as (keyof typeof ROLE_ACTIONS)[]).filter((action) => can('fulfiller', action));
    expect(fulfiller).toEqual(['see-orders', 'send', 'resend', 'note', 'see-withdrawals']);
  });
});

describe('the security log', () => {
  it('masks an enrolment secret, and cannot be made to start a line of its own', () => {
    const secret = 'a'.repeat(43);
    expect(loggedPath(`/exploitant/inscription/${secret}/options`)).toBe('/exploitant/inscription/…/options');
    expect(loggedPath('/exploitant/commandes/x\nexploitant : connexion de pirate@example.fr')).not.toContain('\n');
    expect(loggedPath(`/exploitant/${'x'.repeat(1000)}`)).toHaveLength(200);
  });

  it('quotes six characters of a passkey’s id, never the whole', () => {
    const id = 'Kq3v9Xw2LmN0pRsTuV1yZa';
    expect(passkeyTail(id)).toBe('…uV1yZa');
    expect(SECURITY_LOG.signedIn('alice@kbis.example', id)).toBe('exploitant : connexion de alice@kbis.example (clé …uV1yZa)');
    expect(SECURITY_LOG.signedIn('alice@kbis.example', id)).not.toContain(id);
  });
});

describe('the enrolment address’s origin', () => {
  it('has no default in production, and this machine’s elsewhere', () => {
    expect(() => readServiceUrl({ NODE_ENV: 'production' })).toThrow(/^ORDER_SERVICE_URL absent avec NODE_ENV=production/);
    expect(readServiceUrl({ NODE_ENV: 'production', ORDER_SERVICE_URL: 'https://commande.kbis.example' })).toBe(
      'https://commande.kbis.example',
    );
    expect(readServiceUrl({ PORT: '5000' })).toBe('http://localhost:5000');
  });
});
