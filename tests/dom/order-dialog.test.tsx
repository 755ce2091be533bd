import { act, fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { BRAND_NAME, LEGAL_PATHS, PRICE_HT_EUR, SELLER, VAT_NOTICE } from '../../widget/core/offer';
import { REFERENCE_PATTERN, type Order } from '../../widget/core/checkout';
import {
  BUTTONS,
  DIALOG_TITLE,
  FIELD_LABELS,
  IMMEDIATE_EXECUTION,
  MESSAGES,
  OFFICIAL_ROUTE,
  PAYMENT_NEXT,
  RECEIPT,
  REQUIRED_LEGEND,
  SIRET_HINT,
  STEP_ANNOUNCEMENTS,
  STEP_INTROS,
  STEP_LABELS,
  SUMMARY_LABELS,
  TERMS,
} from '../../widget/core/copy';
import { EVENTS } from '../../widget/core/contract';
import { BILLING_FIELDS, COMPANY_FIELDS, FIELD_INPUTS, FIELD_NAMES, REQUIRED_FIELDS } from '../../widget/core/fields';
import { FIELD_MAX_LENGTHS } from '../../widget/core/bounds';
import { FACTS } from '../../site/data/facts';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { SCREEN_READER_MS, SUCCESS_MS, TOAST_MS } from '../../widget/core/order';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS, confirmedOrder } from '../fixtures/orders';
import { WIDGET_ORIGIN, cleanupDialog, recordEvents, renderDialog } from './support/dialog';

afterEach(cleanupDialog);

type Closer = [string, (ui: ReturnType<typeof renderDialog>) => unknown];

/** Matches text as written, non-breaking spaces included (Testing Library turns them into spaces by default). */
const AS_WRITTEN = { normalizer: (text: string) => text };

/**
 * With fake timers, the step 1 error just raised: still shown 10 ms before TOAST_MS have passed,
 * gone at TOAST_MS.
 */
async function expectNoticeForToastMs(ui: ReturnType<typeof renderDialog>) {
  await act(() => {
    vi.advanceTimersByTime(TOAST_MS - 10);
  });
  expect(ui.error()).toBe(MESSAGES.companyNameMissing);
  await act(() => {
    vi.advanceTimersByTime(10);
  });
  expect(ui.error()).toBe('');
}

/** Every way to close the dialog without confirming. */
const CLOSERS: Closer[] = [
  ['the close button', (ui: ReturnType<typeof renderDialog>) => fireEvent.click(ui.button('close'))],
  [
    'the native close (Escape)',
    (ui: ReturnType<typeof renderDialog>) =>
      act(() => {
        ui.dialog.close();
        ui.dialog.dispatchEvent(new Event('close'));
      }),
  ],
  ['the API', (ui: ReturnType<typeof renderDialog>) => ui.close()],
];

describe('the order dialog', () => {
  it('is closed until opened, then shows step 1 as a labelled modal dialog', async () => {
    const ui = renderDialog();
    expect(ui.dialog.open).toBe(false);
    await ui.open();
    expect(ui.dialog.open).toBe(true);
    expect(ui.view.getByRole('dialog', { name: DIALOG_TITLE })).toBe(ui.dialog);
    expect(ui.view.getByRole('heading', { name: DIALOG_TITLE })).toBeTruthy();
    expect(ui.step()).toBe(STEP_ANNOUNCEMENTS[0]);
    expect(ui.view.getByText(STEP_INTROS[1]!)).toBeTruthy();
    expect(ui.view.getByText(REQUIRED_LEGEND)).toBeTruthy();
  });

  it('marks the current step of the progress indicator and the others as done or upcoming', async () => {
    const ui = renderDialog();
    await ui.open();
    const states = () =>
      ui.view.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.state, item.getAttribute('aria-current')]);
    expect(states()).toEqual([
      [`1${STEP_LABELS[0]}`, 'current', 'step'],
      [`2${STEP_LABELS[1]}`, 'upcoming', null],
      [`3${STEP_LABELS[2]}`, 'upcoming', null],
    ]);
    ui.type(COMPLETE_ORDER.company);
    fireEvent.click(ui.button('next'));
    expect(states().map(([, state]) => state)).toEqual(['done', 'current', 'upcoming']);
    ui.type(COMPLETE_ORDER.billing);
    fireEvent.click(ui.button('next'));
    expect(states().map(([, state]) => state)).toEqual(['done', 'done', 'current']);
  });

  it('asks for the company on step 1: named, labelled controls, the required one marked, none invalid yet', async () => {
    const ui = renderDialog();
    await ui.open();
    for (const name of COMPANY_FIELDS) {
      const input = ui.field(name);
      expect(input.name).toBe(name);
      // Required for assistive technology, never `required`: an empty one would then be invalid from the start.
      expect(input.required).toBe(false);
      expect(input.getAttribute('aria-required')).toBe(String(REQUIRED_FIELDS.includes(name)));
      expect(input.getAttribute('aria-invalid')).toBeNull();
      expect(input.matches(':invalid')).toBe(false);
      expect(ui.view.getByText(FIELD_LABELS[name]).tagName).toBe('LABEL');
    }
    expect(ui.field('companyName').closest('div')!.querySelector('label span')!.getAttribute('aria-hidden')).toBe('true');
    // The SIRET's example is a hint that describes the field, not a placeholder read like a value.
    expect(ui.field('siret').placeholder).toBe('');
    expect(ui.root.getElementById(ui.field('siret').getAttribute('aria-describedby')!)!.textContent).toBe(SIRET_HINT);
    expect(ui.view.getByText(SIRET_HINT, AS_WRITTEN).tagName).toBe('SMALL');
    expect(ui.button('previous').disabled).toBe(true);
    expect(ui.field('companyName').form!.noValidate).toBe(true);
    expect(ui.button('next').type).toBe('submit');
  });

  it('shows the company error and stays on step 1 while the name is blank', async () => {
    const ui = renderDialog();
    await ui.open();
    ui.type({ companyName: '   ', siret: 'pas un siret' });
    fireEvent.click(ui.button('next'));
    expect(ui.error()).toBe(MESSAGES.companyNameMissing);
    expect(ui.view.getByText(STEP_INTROS[1]!)).toBeTruthy();
    expect(ui.root.activeElement).toBe(ui.field('companyName'));
  });

  it('announces a refusal in its assertive region only when the focus stays on the empty field', async () => {
    const ui = renderDialog();
    await ui.open();
    await waitFor(() => expect(ui.root.activeElement).toBe(ui.field('companyName')));
    fireEvent.submit(ui.field('companyName').form!);
    expect(ui.announced()).toBe(MESSAGES.companyNameMissing);
    // From Suivant, the focus moves to the field, which says the message: the region stays silent.
    ui.button('next').focus();
    fireEvent.click(ui.button('next'));
    expect(ui.root.activeElement).toBe(ui.field('companyName'));
    expect(ui.announced()).toBe('');
    expect(ui.error()).toBe(MESSAGES.companyNameMissing);
    expect(ui.view.getAllByRole('alert').map((region) => region.getAttribute('aria-live'))).toEqual(['assertive', 'off']);
  });

  it('marks the empty required fields invalid from the refused Suivant on, each pointing to the message, until filled in', async () => {
    vi.useFakeTimers();
    try {
      const ui = renderDialog();
      await ui.open({ companyName: 'ACME' });
      fireEvent.click(ui.button('next'));
      ui.type({ lastName: 'Martin' });
      expect(ui.view.getAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true')).toEqual([]);
      fireEvent.click(ui.button('next'));
      const invalid = () => ui.view.getAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true');
      expect(invalid()).toEqual([ui.field('firstName'), ui.field('email')]);
      const reason = (input: HTMLElement) => ui.root.getElementById(input.getAttribute('aria-errormessage')!)?.textContent;
      for (const input of invalid()) expect(input.getAttribute('aria-errormessage')).toMatch(/\w/);
      for (const input of invalid()) expect(reason(input)).toBe(MESSAGES.billingFieldsMissing);
      // The notice goes, the reason stays with the fields.
      await act(() => {
        vi.advanceTimersByTime(TOAST_MS);
      });
      expect(ui.error()).toBe('');
      expect(reason(ui.field('email'))).toBe(MESSAGES.billingFieldsMissing);
      ui.type({ firstName: 'Camille' });
      expect(invalid()).toEqual([ui.field('email')]);
      expect(ui.field('firstName').hasAttribute('aria-errormessage')).toBe(false);
      fireEvent.click(ui.button('previous'));
      fireEvent.click(ui.button('next'));
      expect(invalid()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says its step, « Étape n sur 3 », in a polite live region, step after step, and on the last that payment follows', async () => {
    const ui = renderDialog();
    await ui.open();
    expect(ui.step()).toBe(STEP_ANNOUNCEMENTS[0]);
    ui.type(COMPLETE_ORDER.company);
    fireEvent.click(ui.button('next'));
    expect(ui.step()).toBe(STEP_ANNOUNCEMENTS[1]);
    ui.type(COMPLETE_ORDER.billing);
    fireEvent.click(ui.button('next'));
    expect(ui.step()).toBe(STEP_ANNOUNCEMENTS[2]);
    expect(STEP_ANNOUNCEMENTS).toEqual(
      STEP_LABELS.map((label, index) => `Étape ${index + 1} sur 3\u00a0: ${label}${index === 2 ? `. ${PAYMENT_NEXT}` : ''}`),
    );
  });

  /** Runs `steps` with fake timers and rAF, then lets SCREEN_READER_MS and the paint pass. */
  async function withDelayedFocus(steps: (ui: ReturnType<typeof renderDialog>) => unknown | Promise<unknown>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const ui = renderDialog();
      await steps(ui);
      await act(() => {
        vi.advanceTimersByTime(SCREEN_READER_MS + 100);
      });
      return ui;
    } finally {
      vi.useRealTimers();
    }
  }

  it('takes the focus itself as it opens, then gives it to the first field SCREEN_READER_MS after the paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const ui = renderDialog();
      await ui.open();
      expect(ui.root.activeElement).toBe(ui.dialog);
      await act(() => {
        vi.advanceTimersByTime(SCREEN_READER_MS);
      });
      expect(ui.root.activeElement).toBe(ui.dialog);
      await act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(ui.root.activeElement).toBe(ui.field('companyName'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the field the focus at once when a character is typed on the dialog before', async () => {
    const ui = renderDialog();
    await ui.open();
    fireEvent.keyDown(ui.dialog, { key: 'A' });
    expect(ui.root.activeElement).toBe(ui.field('companyName'));
  });

  it('moves the focus only when the step changes, not while the customer types', async () => {
    const ui = await withDelayedFocus(async (ui) => {
      await ui.open();
      await act(() => {
        vi.advanceTimersByTime(SCREEN_READER_MS + 100);
      });
      ui.field('siret').focus();
      ui.type({ siret: '123' });
    });
    expect(ui.root.activeElement).toBe(ui.field('siret'));
  });

  it('gives step 2 its field when Suivant comes before the opening gave step 1 its own', async () => {
    const ui = await withDelayedFocus(async (ui) => {
      await ui.open({ companyName: 'ACME' });
      fireEvent.click(ui.button('next'));
    });
    expect(ui.root.activeElement).toBe(ui.field('firstName'));
  });

  it('gives step 2 its field when the focus stayed on Suivant, or went from it to the dialog itself', async () => {
    for (const meanwhile of [() => {}, (ui: ReturnType<typeof renderDialog>) => ui.dialog.focus()]) {
      const ui = await withDelayedFocus(async (ui) => {
        await ui.open({ companyName: 'ACME' });
        await act(() => {
          vi.advanceTimersByTime(SCREEN_READER_MS + 100);
        });
        ui.button('next').focus();
        fireEvent.click(ui.button('next'));
        meanwhile(ui);
      });
      expect(ui.root.activeElement).toBe(ui.field('firstName'));
      cleanupDialog();
    }
  });

  it('still gives the step its field when the focus went to the dialog itself or to a hidden field meanwhile', async () => {
    const onDialog = await withDelayedFocus(async (ui) => {
      await ui.open({ companyName: 'ACME' });
      fireEvent.click(ui.button('next'));
      ui.dialog.focus();
    });
    expect(onDialog.root.activeElement).toBe(onDialog.field('firstName'));
    cleanupDialog();
    const onHidden = await withDelayedFocus(async (ui) => {
      await ui.open({ companyName: 'ACME' });
      ui.button('next').focus();
      fireEvent.click(ui.button('next'));
      ui.root.getElementById('companyName')!.focus();
    });
    expect(onHidden.root.activeElement).toBe(onHidden.field('firstName'));
  });

  it('brings the field only for a character typed on the dialog itself, not for other keys or keys typed in a field', async () => {
    const ui = renderDialog();
    await ui.open();
    fireEvent.keyDown(ui.dialog, { key: 'Shift' });
    expect(ui.root.activeElement).toBe(ui.dialog);
    ui.button('close').focus();
    fireEvent.keyDown(ui.button('close'), { key: 'A' });
    expect(ui.root.activeElement).toBe(ui.button('close'));
  });

  it('leaves the focus where the customer put it if they moved it before the first field took it', async () => {
    const ui = await withDelayedFocus(async (ui) => {
      await ui.open();
      ui.button('close').focus();
    });
    expect(ui.root.activeElement).toBe(ui.button('close'));
  });

  it('never stacks the same notice twice', async () => {
    const ui = renderDialog();
    await ui.open();
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('next'));
    // Drawn once, whichever alert holds it; each alert holds one paragraph at most.
    expect(ui.error()).toBe(MESSAGES.companyNameMissing);
    for (const region of ui.view.getAllByRole('alert')) expect(region.children.length).toBeLessThanOrEqual(1);
  });

  it('lets a notice go after TOAST_MS', async () => {
    vi.useFakeTimers();
    try {
      const ui = renderDialog();
      await ui.open();
      fireEvent.click(ui.button('next'));
      await expectNoticeForToastMs(ui);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a notice raised again its full TOAST_MS, counted from the second time', async () => {
    vi.useFakeTimers();
    try {
      const ui = renderDialog();
      await ui.open();
      fireEvent.click(ui.button('next'));
      await act(() => {
        vi.advanceTimersByTime(TOAST_MS / 2);
      });
      fireEvent.click(ui.button('next'));
      await expectNoticeForToastMs(ui);
    } finally {
      vi.useRealTimers();
    }
  });

  it('prefills step 1 from open()', async () => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME SAS', siret: '12345678901234', unknown: 'ignored' });
    expect(ui.field('companyName').value).toBe('ACME SAS');
    expect(ui.field('siret').value).toBe('12345678901234');
  });

  it('opens on the new prefill when open() follows close() in the same task, before the close is rendered', async () => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME SAS' });
    fireEvent.submit(ui.field('companyName').form!);
    const events = recordEvents(Object.values(EVENTS));
    await act(() => {
      ui.controls.close();
      ui.controls.open({ companyName: 'Boulangerie Martin SARL' });
    });
    events.stop();
    expect(ui.dialog.open).toBe(true);
    expect(ui.field('companyName').value).toBe('Boulangerie Martin SARL');
    await waitFor(() => expect(ui.root.activeElement).toBe(ui.field('companyName')));
    // The dialog never closed: a new order on step 1, announced by its step alone (docs/partenaires.md, « API et événements »).
    expect(events.seen).toEqual([{ type: EVENTS.step, detail: { step: 1 } }]);
  });

  it('keeps the order in progress when open() comes again while it is open', async () => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME SAS' });
    ui.type({ siret: '12345678901234' });
    await ui.open({ companyName: 'Autre' });
    expect(ui.dialog.open).toBe(true);
    expect(ui.field('companyName').value).toBe('ACME SAS');
    expect(ui.field('siret').value).toBe('12345678901234');
  });

  it('lets no field take more characters than the order service accepts', async () => {
    const ui = renderDialog();
    await ui.open();
    const inputs = FIELD_NAMES.map((name) => ui.root.getElementById(name) as HTMLInputElement);
    expect(inputs.map((input) => input.maxLength)).toEqual(FIELD_NAMES.map((name) => FIELD_MAX_LENGTHS[name]));
  });

  it('asks for billing details on step 2 with email and phone inputs and autofill hints', async () => {
    const ui = renderDialog();
    await ui.open();
    ui.type({ companyName: 'ACME' });
    fireEvent.submit(ui.field('companyName').form!);
    for (const name of BILLING_FIELDS) {
      const input = ui.field(name);
      expect(input.name).toBe(name);
      expect(input.type).toBe(FIELD_INPUTS[name].type ?? 'text');
      expect(input.autocomplete).toBe(FIELD_INPUTS[name].autoComplete);
      expect(input.getAttribute('aria-required')).toBe(String(REQUIRED_FIELDS.includes(name)));
    }
    expect(ui.field('email').type).toBe('email');
    expect(ui.field('phone').type).toBe('tel');
    await waitFor(() => expect(ui.root.activeElement).toBe(ui.field('firstName')));
  });

  it('shows the billing error while a required billing field is blank, and focuses it', async () => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME' });
    fireEvent.click(ui.button('next'));
    ui.type({ firstName: 'Camille', lastName: ' ', email: 'camille@example.fr' });
    fireEvent.click(ui.button('next'));
    expect(ui.error()).toBe(MESSAGES.billingFieldsMissing);
    expect(ui.root.activeElement).toBe(ui.field('lastName'));
  });

  it('tells the page each refused Suivant with kbis:invalid, naming the empty required fields, and never on Précédent', async () => {
    const events = recordEvents([EVENTS.invalid]);
    try {
      const ui = renderDialog();
      await ui.open();
      ui.type({ companyName: '  ', siret: '123' });
      fireEvent.click(ui.button('next'));
      fireEvent.submit(ui.field('companyName').form!);
      ui.type({ companyName: 'ACME' });
      fireEvent.click(ui.button('next'));
      ui.type({ lastName: 'Martin', phone: '  ' });
      fireEvent.click(ui.button('next'));
      // Précédent from step 2, then Suivant with step 1 complete: neither is refused.
      fireEvent.click(ui.button('previous'));
      fireEvent.click(ui.button('next'));
      ui.type({ firstName: 'Camille', email: 'camille@example.fr' });
      fireEvent.click(ui.button('next'));
      expect(ui.view.getByText(STEP_INTROS[3]!, AS_WRITTEN)).toBeTruthy();
      expect(events.seen).toEqual([
        { type: EVENTS.invalid, detail: { step: 1, missing: ['companyName'] } },
        { type: EVENTS.invalid, detail: { step: 1, missing: ['companyName'] } },
        { type: EVENTS.invalid, detail: { step: 2, missing: ['firstName', 'email'] } },
      ]);
    } finally {
      events.stop();
    }
  });

  it('goes back without validating and keeps what was typed', async () => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME' });
    fireEvent.click(ui.button('next'));
    ui.type({ firstName: 'Camille' });
    fireEvent.click(ui.button('previous'));
    expect(ui.field('companyName').value).toBe('ACME');
    expect(ui.error()).toBe('');
    fireEvent.click(ui.button('next'));
    expect(ui.field('firstName').value).toBe('Camille');
  });
  it('shows only the current step’s fields, and keeps both steps’ fields through Suivant and Précédent', async () => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME' });
    const shown = () => ui.view.getAllByRole('textbox').map((input) => (input as HTMLInputElement).name);
    expect(shown()).toEqual(COMPANY_FIELDS);
    const companyName = ui.field('companyName');
    fireEvent.click(ui.button('next'));
    expect(shown()).toEqual(BILLING_FIELDS);
    const firstName = ui.field('firstName');
    await waitFor(() => expect(ui.root.activeElement).toBe(firstName));
    fireEvent.click(ui.button('previous'));
    expect(shown()).toEqual(COMPANY_FIELDS);
    expect(ui.field('companyName')).toBe(companyName);
    await waitFor(() => expect(ui.root.activeElement).toBe(companyName));
    fireEvent.click(ui.button('next'));
    expect(ui.field('firstName')).toBe(firstName);
    ui.type({ firstName: 'Camille', lastName: 'Martin', email: 'camille@example.fr' });
    fireEvent.click(ui.button('next'));
    expect(ui.view.queryAllByRole('textbox')).toEqual([]);
  });
});

describe('the summary on step 3', () => {
  async function summaryOf(values: Record<string, string>) {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.fr', ...values });
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('next'));
    const terms = ui.view.getAllByRole('term').map((term) => term.textContent);
    const rows = Object.fromEntries(ui.view.getAllByRole('definition').map((definition, index) => [terms[index], definition.textContent]));
    return { ui, rows };
  }

  it('shows every row, trimmed, with the address line', async () => {
    const { ui, rows } = await summaryOf({
      companyName: ' ACME SAS ',
      siret: ' 123 ',
      company: 'Martin Conseil',
      phone: '06 12',
      address: '12 rue X ',
      postalCode: '69002',
      city: 'Lyon',
    });
    expect(rows).toEqual({
      [SUMMARY_LABELS.companyName]: 'ACME SAS',
      [SUMMARY_LABELS.siret]: '123',
      [SUMMARY_LABELS.fullName]: 'Camille Martin',
      [SUMMARY_LABELS.company]: 'Martin Conseil',
      [SUMMARY_LABELS.email]: 'camille@example.fr',
      [SUMMARY_LABELS.phone]: '06 12',
      [SUMMARY_LABELS.address]: '12 rue X, 69002 Lyon',
    });
    expect(ui.view.getByText(STEP_INTROS[3]!, AS_WRITTEN)).toBeTruthy();
    expect(ui.button('confirm')).toBeTruthy();
    expect(ui.view.queryByRole('button', { name: BUTTONS.next })).toBeNull();
  });

  it('leaves out the SIRET and the address when they are not given, keeping company and phone', async () => {
    const { rows } = await summaryOf({ postalCode: '69002', city: 'Lyon' });
    const { companyName, fullName, company, email, phone } = SUMMARY_LABELS;
    expect(Object.keys(rows)).toEqual([companyName, fullName, company, email, phone]);
    expect(rows[phone]).toBe('');
  });

  it('builds the address line from what is given', async () => {
    const { rows } = await summaryOf({ address: '12 rue X', city: 'Lyon' });
    expect(rows[SUMMARY_LABELS.address]).toBe('12 rue X, Lyon');
  });
});

describe('confirming and closing', () => {
  it('confirms: emits the trimmed order, closes, shows the success notice, and reopens empty on step 1', async () => {
    const events = recordEvents(Object.values(EVENTS));
    const ui = renderDialog();
    await ui.open();
    ui.type({ ...COMPLETE_ORDER.company, companyName: `  ${COMPLETE_ORDER.company.companyName}  ` });
    fireEvent.click(ui.button('next'));
    ui.type({ ...COMPLETE_ORDER.billing, email: ` ${COMPLETE_ORDER.billing.email}\t` });
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('confirm'));
    expect(ui.dialog.open).toBe(false);
    // The success text is set by an effect that runs after the close has been painted.
    await waitFor(() => expect(ui.view.getByRole('status').textContent).toBe(MESSAGES.orderConfirmed));
    events.stop();
    expect(events.seen).toEqual(COMPLETE_ORDER_EVENTS);
    await ui.open();
    expect(ui.field('companyName').value).toBe('');
    expect(ui.view.getAllByRole('listitem')[0].getAttribute('aria-current')).toBe('step');
  });

  it('keeps the success notice for SUCCESS_MS, its button taking it away sooner, outside its live region', async () => {
    const confirm = async (ui: ReturnType<typeof renderDialog>) => {
      await ui.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
      fireEvent.click(ui.button('next'));
      fireEvent.click(ui.button('next'));
      fireEvent.click(ui.button('confirm'));
      await waitFor(() => expect(ui.view.getByRole('status').textContent).toBe(MESSAGES.orderConfirmed));
    };
    const ui = renderDialog();
    await confirm(ui);
    const dismiss = ui.view.getByRole('button', { name: BUTTONS.close });
    expect(ui.view.getByRole('status').contains(dismiss)).toBe(false);
    fireEvent.click(dismiss);
    expect(ui.view.getByRole('status').textContent).toBe('');
    expect(ui.view.queryByRole('button', { name: BUTTONS.close })).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      await ui.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
      fireEvent.click(ui.button('next'));
      fireEvent.click(ui.button('next'));
      fireEvent.click(ui.button('confirm'));
      await act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(ui.view.getByRole('status').textContent).toBe(MESSAGES.orderConfirmed);
      await act(() => {
        vi.advanceTimersByTime(SUCCESS_MS - 200);
      });
      expect(ui.view.getByRole('status').textContent).toBe(MESSAGES.orderConfirmed);
      await act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(ui.view.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(CLOSERS)('closes by %s, back to step 1 with every field cleared', async (_, closeBy) => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME' });
    fireEvent.click(ui.button('next'));
    ui.type({ firstName: 'Camille' });
    await closeBy(ui);
    expect(ui.dialog.open).toBe(false);
    await ui.open();
    expect(ui.field('companyName').value).toBe('');
    expect(ui.view.queryByRole('textbox', { name: FIELD_LABELS.firstName })).toBeNull();
  });

  it('stays open when the close event of the previous closing comes after a reopening is asked for and before it is rendered', async () => {
    const ui = renderDialog();
    await ui.open();
    await ui.close();
    // The order React can give them: it renders the reopening later than Preact, after the event.
    await act(() => {
      ui.controls.open({ companyName: 'ACME' });
      ui.dialog.dispatchEvent(new Event('close'));
    });
    expect(ui.dialog.open).toBe(true);
    expect(ui.field('companyName').value).toBe('ACME');
  });

  it('gives focus back to the trigger after closing', async () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    const ui = renderDialog();
    await ui.open(undefined, trigger);
    fireEvent.click(ui.button('close'));
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps its styles in the shadow root and adds nothing to the page head', () => {
    const ui = renderDialog();
    expect(ui.root.adoptedStyleSheets).toHaveLength(1);
    expect(document.head.querySelector('style')).toBeNull();
  });
});

describe('the checkout on step 3', () => {
  /** A dialog on step 3 with COMPLETE_ORDER typed in. */
  async function atStep3() {
    const ui = renderDialog();
    await ui.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('next'));
    const checkbox = () => ui.view.getByRole('checkbox', { name: IMMEDIATE_EXECUTION.label }) as HTMLInputElement;
    const receipt = () => ui.view.getByText(RECEIPT.item).parentElement!;
    const link = (name: string) => ui.view.getByRole('link', { name }) as HTMLAnchorElement;
    return { ui, checkbox, receipt, link };
  }

  it('shows what is bought, for whom, where it goes, by when and the total, as a receipt before the summary rows', async () => {
    const { ui, receipt } = await atStep3();
    const lines = [...receipt().children].map((line) => line.textContent);
    expect(lines).toEqual([
      RECEIPT.item,
      COMPLETE_ORDER.company.companyName,
      RECEIPT.sentTo + COMPLETE_ORDER.billing.email,
      RECEIPT.delivery + RECEIPT.afterWithdrawal,
      RECEIPT.total + RECEIPT.paid,
      RECEIPT.price,
      RECEIPT.payment,
    ]);
    expect(receipt().compareDocumentPosition(ui.view.getAllByRole('term')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('totals the amount paid, 35 €, then gives the price before tax with its VAT mention and says that payment follows', async () => {
    const { ui, receipt } = await atStep3();
    const total = [...receipt().children].find((line) => line.textContent!.startsWith(RECEIPT.total))!;
    expect(total.textContent).toBe(`Total à payer\u00a0:${formatEuro(PRICE_HT_EUR)}`);
    const text = receipt().textContent!;
    expect(text).toContain(`${formatPriceHt(PRICE_HT_EUR)}, ${VAT_NOTICE}`);
    expect(text).toContain(RECEIPT.payment);
    // Where focus lands on the last step: confirming is not paying yet.
    await waitFor(() => expect(ui.root.activeElement!.textContent).toBe(STEP_INTROS[3]));
    expect(ui.view.getByText(PAYMENT_NEXT, AS_WRITTEN).tagName).toBe('P');
  });

  it('says who sells, that the service is private and its price on step 1, before anything is typed', async () => {
    const ui = renderDialog();
    await ui.open();
    const route = ui.view.getByRole('link', { name: OFFICIAL_ROUTE.link }).parentElement!;
    expect(route.textContent).toBe(OFFICIAL_ROUTE.before + OFFICIAL_ROUTE.link + OFFICIAL_ROUTE.after);
    expect(route.textContent).toContain(`${formatEuro(PRICE_HT_EUR)} par demande (TVA non applicable)`);
    expect(route.textContent).toContain(`${BRAND_NAME} (${SELLER.name}, ${SELLER.city})`);
    expect(ui.view.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    expect(DIALOG_TITLE).toMatch(/Kbis Facile$/);
  });

  it('quotes no greffe fee: the tariff in force is the link to Infogreffe', async () => {
    const { ui } = await atStep3();
    const text = ui.root.textContent!;
    for (const fact of Object.values(FACTS).filter((fact) => fact.unit === 'eur' && fact.basis !== 'operator')) {
      expect(text).not.toContain(formatEuro(fact.value as number));
    }
    expect(text).not.toMatch(/coûte/);
  });

  it('says the service is private and links once to the official route, in a new tab', async () => {
    const { ui, link } = await atStep3();
    const route = ui.view.getByText(
      (_, element) =>
        element?.tagName === 'SMALL' && element.textContent === OFFICIAL_ROUTE.before + OFFICIAL_ROUTE.link + OFFICIAL_ROUTE.after,
    );
    expect(route.querySelectorAll('a')).toHaveLength(1);
    expect(link(OFFICIAL_ROUTE.link)).toMatchObject({ href: `${OFFICIAL_LINKS.infogreffe}/`, target: '_blank', rel: 'noopener' });
  });

  it('links the terms and their data-protection article at absolute addresses on the origin that served widget.js, in a new tab', async () => {
    const { link } = await atStep3();
    expect(WIDGET_ORIGIN).not.toBe(location.origin);
    expect(link(TERMS.terms)).toMatchObject({ href: `${WIDGET_ORIGIN}${LEGAL_PATHS.terms}`, target: '_blank', rel: 'noopener' });
    expect(link(TERMS.privacy)).toMatchObject({ href: `${WIDGET_ORIGIN}${LEGAL_PATHS.privacy}`, target: '_blank', rel: 'noopener' });
    expect(link(TERMS.terms).getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('asks for immediate execution with an optional checkbox, unticked, named and described', async () => {
    const { ui, checkbox } = await atStep3();
    expect(checkbox()).toMatchObject({ name: 'immediateExecution', type: 'checkbox', checked: false, required: false });
    expect(ui.root.getElementById(checkbox().getAttribute('aria-describedby')!)!.textContent).toBe(IMMEDIATE_EXECUTION.hint);
    // Focus opens the step on its first sentence, not on the checkbox.
    await waitFor(() => expect(ui.root.activeElement!.textContent).toBe(STEP_INTROS[3]));
  });

  it('states the delivery time the choice gives: after the withdrawal period unless asked to start at once', async () => {
    const { checkbox, receipt } = await atStep3();
    const delivery = () => receipt().children[3]!.textContent;
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(true);
    expect(delivery()).toBe(RECEIPT.delivery);
    fireEvent.click(checkbox());
    expect(delivery()).toBe(RECEIPT.delivery + RECEIPT.afterWithdrawal);
  });

  it('keeps the ticked box through Précédent and Suivant', async () => {
    const { ui, checkbox } = await atStep3();
    fireEvent.click(checkbox());
    fireEvent.click(ui.button('previous'));
    fireEvent.click(ui.button('previous'));
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('next'));
    expect(checkbox().checked).toBe(true);
  });

  it.each([...CLOSERS, ['confirming', (ui: ReturnType<typeof renderDialog>) => fireEvent.click(ui.button('confirm'))] as Closer])(
    'clears the ticked box when closed by %s',
    async (_, closeBy) => {
      const { ui, checkbox } = await atStep3();
      fireEvent.click(checkbox());
      await closeBy(ui);
      await ui.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
      fireEvent.click(ui.button('next'));
      fireEvent.click(ui.button('next'));
      expect(checkbox().checked).toBe(false);
    },
  );

  it.each([false, true])('confirms with the whole order in kbis:confirm, box ticked: %s', async (ticked) => {
    const events = recordEvents([EVENTS.confirm]);
    const { ui, checkbox } = await atStep3();
    if (ticked) fireEvent.click(checkbox());
    const before = Date.now();
    fireEvent.click(ui.button('confirm'));
    events.stop();
    expect(events.seen).toEqual([{ type: EVENTS.confirm, detail: { order: confirmedOrder(COMPLETE_ORDER, ticked) } }]);
    const { order } = events.seen[0]!.detail as { order: Order };
    expect(order.offer).toEqual({ document: 'kbis', priceExclTaxEur: PRICE_HT_EUR, vatNotice: VAT_NOTICE });
    expect(Date.parse(order.confirmedAt)).toBeGreaterThanOrEqual(before);
  });

  it('gives two confirmations of the same order two different references', async () => {
    const events = recordEvents([EVENTS.confirm]);
    const { ui } = await atStep3();
    fireEvent.click(ui.button('confirm'));
    await ui.open({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing });
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('next'));
    fireEvent.click(ui.button('confirm'));
    events.stop();
    const [first, second] = events.seen.map(({ detail }) => (detail as { order: Order }).order);
    expect({ ...first, reference: '', confirmedAt: '' }).toEqual({ ...second, reference: '', confirmedAt: '' });
    expect(first!.reference).toMatch(REFERENCE_PATTERN);
    expect(second!.reference).toMatch(REFERENCE_PATTERN);
    expect(first!.reference).not.toBe(second!.reference);
  });
});
