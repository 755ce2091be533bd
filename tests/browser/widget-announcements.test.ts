import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTONS, DIALOG_TITLE, FIELD_LABELS, MESSAGES, SIRET_HINT, STEP_ANNOUNCEMENTS, STEP_INTROS } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { closeContextsAfterEach } from './support/chromium';
import { button, fill, openPartnerPage, startEmbed, widgetTag } from './support/partner-browser';
import { type ExposedNode, exposedNodes, normal } from './support/partner-cdp';

/**
 * What the dialog gives screen readers, read from Chromium's accessibility tree: names,
 * descriptions, states and live regions at each moment of an order made with the keyboard. What a
 * screen reader then says is heard in tests/screen-reader (Orca reading Firefox).
 */

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

/** The one exposed node matching `test`; fails when there is none or more than one. */
async function node(page: Page, test: (node: ExposedNode) => boolean): Promise<ExposedNode> {
  const found = (await exposedNodes(page)).filter(test);
  expect(found, 'un seul nœud').toHaveLength(1);
  return found[0]!;
}

const named = (role: string, name: string) => (each: ExposedNode) => each.role === role && each.name === normal(name);
const live = (politeness: string) => (each: ExposedNode) => each.properties.live === politeness;
const focused = (each: ExposedNode) => each.properties.focused === true;

async function until(page: Page, test: (node: ExposedNode) => boolean) {
  await expect.poll(async () => (await exposedNodes(page)).some(test)).toBe(true);
}

describe('what the dialog tells assistive technology', () => {
  it('names itself, marks what is required, and announces each step, each error once and the confirmation', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`);
    await page.locator('#label-trigger').focus();
    await page.keyboard.press('Enter');

    // Opening: a modal dialog named by its title, its step in the polite region; then the first field.
    const dialog = await node(page, named('dialog', DIALOG_TITLE));
    expect(dialog.properties).toMatchObject({ modal: true });
    await until(page, (each) => focused(each) && each.name === normal(FIELD_LABELS.companyName));
    const companyName = await node(page, named('textbox', FIELD_LABELS.companyName));
    expect(companyName.properties).toMatchObject({ required: true, invalid: 'false' });
    expect(await node(page, named('textbox', FIELD_LABELS.siret))).toMatchObject({ description: normal(SIRET_HINT) });
    expect((await node(page, live('polite'))).text).toBe(normal(STEP_ANNOUNCEMENTS[0]!));
    expect(await node(page, live('assertive'))).toMatchObject({ role: 'alert', text: '' });

    // Enter in the empty field: the message in the assertive region, the field invalid and pointing to it.
    await page.keyboard.press('Enter');
    await until(page, (each) => live('assertive')(each) && each.text === normal(MESSAGES.companyNameMissing));
    expect((await node(page, named('textbox', FIELD_LABELS.companyName))).properties).toMatchObject({
      invalid: 'true',
      focused: true,
      errormessage: expect.anything(),
    });

    // Suivant pressed: the focus goes to the field, which says the message; the assertive region stays silent.
    await button(page, 'next').click();
    await until(
      page,
      (each) => each.role === 'alert' && each.properties.live === undefined && each.text === normal(MESSAGES.companyNameMissing),
    );
    expect((await node(page, live('assertive'))).text).toBe('');

    // Step 2: announced politely; its required fields not invalid until Suivant is refused there.
    await fill(page, COMPLETE_ORDER.company);
    await page.keyboard.press('Enter');
    await until(page, (each) => live('polite')(each) && each.text === normal(STEP_ANNOUNCEMENTS[1]!));
    await until(page, (each) => focused(each) && each.name === normal(FIELD_LABELS.firstName));
    for (const name of ['firstName', 'lastName', 'email'] as const)
      expect((await node(page, named('textbox', FIELD_LABELS[name]))).properties).toMatchObject({ required: true, invalid: 'false' });
    await page.keyboard.press('Enter');
    await until(page, (each) => live('assertive')(each) && each.text === normal(MESSAGES.billingFieldsMissing));
    expect((await node(page, named('textbox', FIELD_LABELS.email))).properties).toMatchObject({ invalid: 'true' });

    // Step 3: announced with the payment that follows; focus on its opening sentence.
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await until(page, (each) => live('polite')(each) && each.text === normal(STEP_ANNOUNCEMENTS[2]!));
    await until(page, (each) => focused(each) && each.text === normal(STEP_INTROS[3]!));

    // The confirmation: in a polite status region outside the dialog, with its button beside it.
    await button(page, 'confirm').click();
    await until(page, (each) => each.role === 'status' && each.text === normal(MESSAGES.orderConfirmed));
    expect((await node(page, (each) => each.role === 'status')).properties).toMatchObject({ live: 'polite' });
    await node(page, named('button', BUTTONS.close));
  });
});
