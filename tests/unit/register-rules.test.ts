import { describe, expect, it, test } from 'vitest';
import { registerAttachments, registerToken, type RegisterAttachments } from '../../server/domain/register-answer';
import { isPermanentFailure, type RegisterFailure } from '../../server/domain/register-failure';
import { accountsFor, namesStatuts, pickFiling, registerFileName, registerHoldings } from '../../server/domain/register-pick';
import { registerFailureWords, registerReason } from '../../server/domain/register-reasons';
import { nextRegisterAttempt, REGISTER_RETRY_DELAYS_MIN } from '../../server/domain/register-retry';
import { NBSP } from '../../widget/core/format';

const deed = (id: string, dateDepot: string, ...typeRdd: [string, string][]) => ({
  id,
  dateDepot,
  nomDocument: `doc-${id}`,
  typeRdd: typeRdd.map(([typeActe, decision]) => ({ typeActe, decision })),
});
const bilan = (id: string, dateDepot: string, dateCloture: string, extra: Record<string, string> = {}) => ({
  id,
  dateDepot,
  dateCloture,
  typeBilan: 'C',
  ...extra,
});

/** The answer the register gives, read: `actes` and `bilans` as it writes them. */
const filings = (actes: unknown[], bilans: unknown[] = []) =>
  registerAttachments({ actes, bilans, bilansSaisis: [] }) as RegisterAttachments;

describe('the register’s answers, checked', () => {
  it('keeps what can be fetched and dated, and leaves out confidential filings', () => {
    const read = registerAttachments({
      actes: [
        deed('a1', '2021-03-04', ['Statuts mis à jour', '']),
        { ...deed('a2', '2022-01-01', ['Statuts', '']), confidentiality: 'Confidentiel' },
        { dateDepot: '2022-01-01' },
        { id: 'a3', dateDepot: 'hier' },
        'not a deed',
      ],
      bilans: [
        bilan('b1', '2024-05-02T10:00:00+02:00', '2023-12-31', { confidentiality: 'Public' }),
        bilan('b2', '2024-05-02', '', {}),
        bilan('b3', '2024-05-02', '2023-12-31', { confidentiality: 'Confidentiel' }),
      ],
    });
    expect(read).toEqual({
      deeds: [{ id: 'a1', filedOn: '2021-03-04', types: [{ typeActe: 'Statuts mis à jour', decision: '' }] }],
      accounts: [{ id: 'b1', filedOn: '2024-05-02', closedOn: '2023-12-31' }],
    });
  });

  it('reads a list the register left out as empty', () => {
    expect(registerAttachments({ actes: [] })).toEqual({ deeds: [], accounts: [] });
    expect(registerAttachments({ bilans: [bilan('b1', '2024-05-02', '2023-12-31')] })).toMatchObject({ deeds: [] });
  });

  test.each([
    [{ code: 500, message: 'Internal error' }, 'error-answer'],
    [{ error: 'Quota dépassé' }, 'error-answer'],
    [{ actes: 'none' }, 'malformed'],
    [[], 'malformed'],
    ['<html>', 'malformed'],
    [null, 'malformed'],
  ])('refuses %j as %s', (answer, why) => {
    expect(registerAttachments(answer)).toBe(why);
  });

  it('reads the sign-in’s token, or why there is none', () => {
    expect(registerToken({ token: ' abc ', user: {} })).toBe('abc');
    expect(registerToken({ token: '' })).toBe('malformed');
    expect(registerToken({ message: 'Bad credentials' })).toBe('error-answer');
    expect(registerToken('abc')).toBe('malformed');
  });
});

describe('the statuts picked', () => {
  test.each([
    ['Statuts mis à jour', ''],
    ['Copie des statuts', ''],
    ['STATUTS CONSTITUTIFS', ''],
    ['Procès-verbal d’assemblée', 'Modification des statuts'],
    ['Acte', 'Mise à jour des STATUTS'],
    ['Statut', ''],
  ])('« %s » / « %s » names the statuts', (typeActe, decision) => {
    expect(namesStatuts({ types: [{ typeActe, decision }] })).toBe(true);
  });

  test.each([
    ['Procès-verbal d’assemblée', 'Nomination de gérant'],
    ['Statutaire', ''],
    ['Rapport du commissaire', 'Approbation des comptes'],
  ])('« %s » / « %s » does not', (typeActe, decision) => {
    expect(namesStatuts({ types: [{ typeActe, decision }] })).toBe(false);
  });

  it('is the latest deed naming them by filing day, whatever the order of the answer', () => {
    const attachments = filings([
      deed('old', '2019-05-01', ['Statuts constitutifs', '']),
      deed('pv', '2024-02-01', ['Procès-verbal', 'Nomination']),
      deed('new', '2023-07-12', ['Acte', 'Modification des statuts']),
      deed('mid', '2021-01-01', ['Statuts mis à jour', '']),
    ]);
    expect(pickFiling(attachments, { kind: 'statuts', accounts_year: '' })).toEqual({
      pick: { collection: 'actes', id: 'new', filedOn: '2023-07-12', closedOn: null },
    });
  });

  it('fails for good when no deed names them', () => {
    const attachments = filings([deed('pv', '2024-02-01', ['Procès-verbal', 'Nomination'])]);
    expect(pickFiling(attachments, { kind: 'statuts', accounts_year: '' })).toEqual({ failure: { kind: 'no-statuts' } });
  });
});

describe('the accounts picked', () => {
  const attachments = filings(
    [],
    [
      bilan('2022', '2023-06-30', '2022-12-31'),
      bilan('2023', '2024-06-15', '2023-12-31'),
      bilan('2023-fixed', '2024-09-01', '2023-12-31'),
      bilan('2021', '2022-07-01', '2021-12-31'),
    ],
  );

  it('are the latest closed, in its later filing, when no year is asked', () => {
    expect(pickFiling(attachments, { kind: 'comptes', accounts_year: '' })).toEqual({
      pick: { collection: 'bilans', id: '2023-fixed', filedOn: '2024-09-01', closedOn: '2023-12-31' },
    });
  });

  it('are those closed in the year asked for', () => {
    expect(accountsFor(attachments, '2021')?.id).toBe('2021');
    expect(accountsFor(attachments, '2023')?.id).toBe('2023-fixed');
  });

  it('fail for good when that year is not published, or no accounts are', () => {
    expect(pickFiling(attachments, { kind: 'comptes', accounts_year: '2019' })).toEqual({
      failure: { kind: 'no-accounts-for-year', year: '2019' },
    });
    expect(pickFiling(filings([]), { kind: 'comptes', accounts_year: '' })).toEqual({ failure: { kind: 'no-accounts' } });
    expect(pickFiling(filings([]), { kind: 'comptes', accounts_year: '2019' })).toEqual({ failure: { kind: 'no-accounts' } });
  });

  it('two years closed in one year (a changed closing day): the later', () => {
    const moved = filings([], [bilan('june', '2023-10-01', '2023-06-30'), bilan('dec', '2024-03-01', '2023-12-31')]);
    expect(accountsFor(moved, '2023')?.id).toBe('dec');
  });

  it('name their file by closing day, the statuts theirs', () => {
    expect(registerFileName({ collection: 'bilans', id: 'x', filedOn: '2024-09-01', closedOn: '2023-12-31' }, 'KF-ABC')).toBe(
      'comptes-annuels-2023-12-31-KF-ABC.pdf',
    );
    expect(registerFileName({ collection: 'actes', id: 'x', filedOn: '2024-09-01', closedOn: null }, 'KF-ABC')).toBe('statuts-KF-ABC.pdf');
  });
});

describe('what the register holds, for the dialog', () => {
  it('gives the statuts’ filing day and one line per closing day, latest first', () => {
    const attachments = filings(
      [deed('s', '2022-04-04', ['Statuts mis à jour', '']), deed('pv', '2024-01-01', ['PV', ''])],
      [bilan('a', '2023-06-30', '2022-12-31'), bilan('b', '2024-06-15', '2023-12-31'), bilan('c', '2024-09-01', '2023-12-31')],
    );
    expect(registerHoldings(attachments)).toEqual({
      statutsFiledOn: '2022-04-04',
      accounts: [
        { closedOn: '2023-12-31', filedOn: '2024-09-01' },
        { closedOn: '2022-12-31', filedOn: '2023-06-30' },
      ],
    });
    expect(registerHoldings(filings([]))).toEqual({ statutsFiledOn: null, accounts: [] });
  });
});

describe('retries', () => {
  const at = new Date('2026-12-07T13:02:00Z');
  const down: RegisterFailure = { kind: 'http', status: 503 };

  it('try a passing failure again 5, 10, 20 and 25 minutes later: an hour in all, then stop', () => {
    const waits = [1, 2, 3, 4, 5].map((attempts) => nextRegisterAttempt(down, attempts, at));
    expect(waits.map((when) => (when ? (when.getTime() - at.getTime()) / 60_000 : null))).toEqual([5, 10, 20, 25, null]);
    expect(REGISTER_RETRY_DELAYS_MIN.reduce((sum, minutes) => sum + minutes, 0)).toBe(60);
  });

  test.each<RegisterFailure>([
    { kind: 'no-statuts' },
    { kind: 'no-accounts' },
    { kind: 'no-accounts-for-year', year: '2020' },
    { kind: 'no-siren' },
    { kind: 'unknown-company' },
    { kind: 'too-large', maxBytes: 20 * 1024 * 1024 },
  ])('never try %j again', (failure) => {
    expect(isPermanentFailure(failure)).toBe(true);
    expect(nextRegisterAttempt(failure, 1, at)).toBeNull();
  });

  test.each<RegisterFailure>([
    { kind: 'credentials' },
    { kind: 'http', status: 429 },
    { kind: 'timeout', seconds: 30 },
    { kind: 'unreachable' },
    { kind: 'error-answer' },
    { kind: 'malformed' },
    { kind: 'not-pdf' },
    { kind: 'service' },
  ])('try %j again', (failure) => {
    expect(nextRegisterAttempt(failure, 1, at)).toEqual(new Date('2026-12-07T13:07:00Z'));
  });
});

describe('the reasons, in words', () => {
  const at = new Date('2026-12-07T13:02:00Z');
  const time = (hour: number, minute: string) => `${hour}${NBSP}h${NBSP}${minute}`;

  it('say what the register lacks as it is', () => {
    expect(registerReason({ kind: 'no-accounts' }, at, null)).toBe('Le registre ne publie aucun compte annuel pour cette société');
    expect(registerReason({ kind: 'no-statuts' }, at, null)).toBe('Le registre ne publie pas de statuts pour cette société');
    expect(registerReason({ kind: 'no-accounts-for-year', year: '2019' }, at, null)).toBe(
      'Le registre ne publie pas de comptes annuels clos en 2019 pour cette société',
    );
  });

  it('give a passing failure its time and the next try’s, in Paris', () => {
    expect(registerReason({ kind: 'http', status: 503 }, at, new Date('2026-12-07T13:07:00Z'))).toBe(
      `Le registre n’a pas répondu (HTTP 503) à ${time(14, '02')}${NBSP}; nouvel essai à ${time(14, '07')}`,
    );
    expect(registerReason({ kind: 'timeout', seconds: 30 }, new Date('2026-12-07T22:58:00Z'), new Date('2026-12-07T23:03:00Z'))).toBe(
      `Le registre n’a pas répondu en 30${NBSP}s à ${time(23, '58')}${NBSP}; nouvel essai demain à ${time(0, '03')}`,
    );
  });

  it('say when no try is left, with the day', () => {
    expect(registerReason({ kind: 'not-pdf' }, at, null)).toBe(
      `Le registre a remis un fichier qui n’est pas un PDF le 7${NBSP}décembre 2026 à ${time(14, '02')}${NBSP}; plus d’essai automatique`,
    );
  });

  it('tell the operator to fix the account when the sign-in is refused', () => {
    expect(registerFailureWords({ kind: 'credentials' })).toBe(
      `Identifiants du registre refusés${NBSP}: vérifiez INPI_USERNAME et INPI_PASSWORD`,
    );
  });

  it('put every case in words of its own, with typographic apostrophes', () => {
    const kinds: RegisterFailure[] = [
      { kind: 'no-statuts' },
      { kind: 'no-accounts' },
      { kind: 'no-accounts-for-year', year: '2020' },
      { kind: 'no-siren' },
      { kind: 'unknown-company' },
      { kind: 'too-large', maxBytes: 20 * 1024 * 1024 },
      { kind: 'credentials' },
      { kind: 'http', status: 500 },
      { kind: 'timeout', seconds: 30 },
      { kind: 'unreachable' },
      { kind: 'error-answer' },
      { kind: 'malformed' },
      { kind: 'not-pdf' },
      { kind: 'service' },
    ];
    const words = kinds.map(registerFailureWords);
    expect(new Set(words).size).toBe(kinds.length);
    for (const line of words) expect(line).not.toMatch(/'| [:;!?]/);
    expect(registerFailureWords({ kind: 'too-large', maxBytes: 20 * 1024 * 1024 })).toContain(`20${NBSP}Mo`);
  });
});
