import { describe, expect, it } from 'vitest';
import { hasEmailShape, parseOrderInput, SIREN_MAX_LENGTH } from '../../server/domain/order-input';
import { SIREN_HANDOFF_FIELD } from '../../widget/core/company';
import { DEED_DESCRIPTION_MAX_LENGTH } from '../../widget/core/catalogue';
import { FIELD_NAMES } from '../../widget/core/fields';
import { FIELD_MAX_LENGTHS, UTM_MAX_FIELDS } from '../../widget/core/bounds';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { fieldsOf, handoffForm } from '../support/handoff-form';

const parse = (form: URLSearchParams) => {
  const { get, names, all } = fieldsOf(form);
  return parseOrderInput(get, names, all);
};

describe('the hand-off, checked again by the service', () => {
  it('keeps every field of a complete order, trimmed, with who sent it', () => {
    const form = handoffForm(COMPLETE_ORDER, {
      reference: 'KF-7K3QV9MB2E0T',
      immediateExecution: true,
      partner: ' cabinet-dupont ',
      utm: { utm_source: 'lettre' },
    });
    form.set('city', '  Lyon  ');
    expect(parse(form)).toEqual({
      ok: true,
      value: {
        company: COMPLETE_ORDER.company,
        billing: COMPLETE_ORDER.billing,
        immediateExecution: true,
        reference: 'KF-7K3QV9MB2E0T',
        partner: 'cabinet-dupont',
        page: 'https://partenaire.example/fiche',
        utm: { utm_source: 'lettre' },
        siren: '',
        documents: [{ kind: 'kbis', accountsYear: '', description: '' }],
      },
    });
  });

  it('keeps the SIREN of the company chosen, its key checked, in groups or not', () => {
    for (const typed of ['812345676', ' 812 345 676 ']) {
      const form = handoffForm();
      form.set(SIREN_HANDOFF_FIELD, typed);
      expect(parse(form)).toMatchObject({ ok: true, value: { siren: '812345676' } });
    }
  });

  it('refuses a SIREN whose key does not hold, or that is no SIREN, with the page it came from', () => {
    for (const typed of ['812345677', '81234567', '8123456760', 'siren-abc']) {
      const form = handoffForm();
      form.set(SIREN_HANDOFF_FIELD, typed);
      expect(parse(form), typed).toEqual({ ok: false, error: { kind: 'badSiren', page: 'https://partenaire.example/fiche' } });
    }
    const long = handoffForm();
    long.set(SIREN_HANDOFF_FIELD, '8'.repeat(SIREN_MAX_LENGTH + 1));
    expect(parse(long)).toEqual({ ok: false, error: { kind: 'tooLong', fields: [SIREN_HANDOFF_FIELD] } });
  });

  it('refuses step 1 first when its company name is blank, then step 2 with the blank required fields', () => {
    const blankCompany = handoffForm();
    blankCompany.set('companyName', '   ');
    blankCompany.set('email', '');
    expect(parse(blankCompany)).toEqual({ ok: false, error: { kind: 'missing', step: 1, fields: ['companyName'] } });
    const blankBilling = handoffForm();
    blankBilling.delete('firstName');
    blankBilling.set('email', ' ');
    expect(parse(blankBilling)).toEqual({ ok: false, error: { kind: 'missing', step: 2, fields: ['firstName', 'email'] } });
  });

  it('accepts any text in the optional fields: no format check', () => {
    const form = handoffForm();
    form.set('siret', 'pas encore');
    form.set('postalCode', 'B-1000');
    expect(parse(form).ok).toBe(true);
  });

  it.each(FIELD_NAMES)('refuses %s one character over its bound, and accepts it at the bound', (name) => {
    // An address of its bound's length, with the shape of one.
    const filler = (length: number) => (name === 'email' ? `${'x'.repeat(length - '@exemple.fr'.length)}@exemple.fr` : 'x'.repeat(length));
    const atBound = handoffForm();
    atBound.set(name, filler(FIELD_MAX_LENGTHS[name]));
    expect(parse(atBound).ok).toBe(true);
    const over = handoffForm();
    over.set(name, filler(FIELD_MAX_LENGTHS[name] + 1));
    expect(parse(over)).toEqual({ ok: false, error: { kind: 'tooLong', fields: [name] } });
  });

  it('refuses an over-long partner, page or campaign value', () => {
    for (const name of ['partner', 'page', 'utm_campaign']) {
      const form = handoffForm();
      form.set(name, 'p'.repeat(201));
      expect(parse(form)).toEqual({ ok: false, error: { kind: 'tooLong', fields: [name] } });
    }
  });

  it('ignores unknown fields, keeps at most the allowed campaign parameters, and a malformed reference', () => {
    const form = handoffForm(COMPLETE_ORDER, { reference: 'KF-<script>' });
    form.set('status', 'paid');
    form.set('amount_cents', '1');
    for (let index = 0; index < UTM_MAX_FIELDS + 5; index++) form.set(`utm_${index}`, String(index));
    const parsed = parse(form);
    expect(parsed.ok && parsed.value.reference).toBeNull();
    expect(parsed.ok && Object.keys(parsed.value.utm)).toHaveLength(UTM_MAX_FIELDS);
    expect(parsed.ok && JSON.stringify(parsed.value)).not.toMatch(/paid|amount/);
  });

  it('reads no immediate execution unless the box was ticked', () => {
    const form = handoffForm();
    form.set('immediateExecution', 'true');
    expect(parse(form).ok && (parse(form) as { value: { immediateExecution: boolean } }).value.immediateExecution).toBe(false);
  });

  it.each([
    'camille@gmail',
    'camille.gmail.com',
    'camille martin@gmail.com',
    'camille@gmail .com',
    'camille@@gmail.com',
    'camille@.fr',
    'camille@gmail.',
  ])('refuses « %s », an email address without the shape of one, with the page it came from', (email) => {
    const form = handoffForm();
    form.set('email', email);
    expect(parse(form)).toEqual({ ok: false, error: { kind: 'badEmail', email, page: 'https://partenaire.example/fiche' } });
  });

  it('accepts every address with the shape of one, unusual ones too', () => {
    for (const email of ['camille.martin@example.fr', 'c+kbis@sous.domaine.example', 'É@exemple.fr', "o'brien@x.io"])
      expect(hasEmailShape(email)).toBe(true);
  });
});

describe('the documents of a hand-off', () => {
  const documentsOf = (extra: Parameters<typeof handoffForm>[1]) => {
    const parsed = parse(handoffForm(COMPLETE_ORDER, extra));
    return parsed.ok ? parsed.value.documents : parsed.error;
  };

  it('orders the Kbis alone when the hand-off names no document, as a widget before the catalogue does', () => {
    expect(documentsOf({})).toEqual([{ kind: 'kbis', accountsYear: '', description: '' }]);
  });

  it('keeps each document once, in the catalogue order, with the year and the description where they belong', () => {
    expect(
      documentsOf({ documents: ['acte', 'comptes', 'kbis', 'comptes'], accountsYear: '2022', deedDescription: ' PV d’AG du 3 mai 2024 ' }),
    ).toEqual([
      { kind: 'kbis', accountsYear: '', description: '' },
      { kind: 'comptes', accountsYear: '2022', description: '' },
      { kind: 'acte', accountsYear: '', description: 'PV d’AG du 3 mai 2024' },
    ]);
  });

  it('refuses an unknown document, a deed without description, a year that is none or without the accounts', () => {
    for (const extra of [
      { documents: ['kbis', 'bilan'] as never },
      { documents: ['acte'] as const },
      { documents: ['comptes'] as const, accountsYear: '22' },
      { documents: ['comptes'] as const, accountsYear: '1889' },
      { documents: ['kbis'] as const, accountsYear: '2022' },
    ])
      expect(documentsOf(extra)).toEqual({ kind: 'badDocuments', page: 'https://partenaire.example/fiche' });
  });

  it('refuses more values than a form could hold, and a description over its bound', () => {
    const form = handoffForm(COMPLETE_ORDER, { documents: ['kbis'] });
    for (let index = 0; index < 8; index++) form.append('documents', 'kbis');
    expect(parse(form)).toMatchObject({ ok: false, error: { kind: 'badDocuments' } });
    const long = handoffForm(COMPLETE_ORDER, { documents: ['acte'], deedDescription: 'x'.repeat(DEED_DESCRIPTION_MAX_LENGTH + 1) });
    expect(parse(long)).toMatchObject({ ok: false, error: { kind: 'tooLong', fields: ['deedDescription'] } });
    const longest = handoffForm(COMPLETE_ORDER, { documents: ['acte'], deedDescription: 'x'.repeat(DEED_DESCRIPTION_MAX_LENGTH) });
    expect(parse(longest)).toMatchObject({ ok: true });
  });
});
