import { options, type VNode } from 'preact';
import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGES } from '../../widget/core/copy';
import { cleanupDialog, renderDialog } from './support/dialog';

/**
 * Counts the HTML and SVG elements the dialog describes from now on: those its render functions
 * create, not copies Preact makes of one already rendered.
 */
function countNewElements() {
  const previous = options.vnode;
  let count = 0;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string') count += 1;
    previous?.(vnode);
  };
  return {
    take: () => {
      const taken = count;
      count = 0;
      return taken;
    },
    stop: () => {
      options.vnode = previous;
    },
  };
}

describe('the order dialog redrawn', () => {
  let counter: ReturnType<typeof countNewElements> | undefined;
  afterEach(() => {
    counter?.stop();
    cleanupDialog();
  });

  it('opens and closes without drawing its elements again when what it shows is unchanged', async () => {
    const ui = renderDialog();
    counter = countNewElements();
    await ui.open();
    expect(counter.take()).toBe(0);
    await ui.close();
    await ui.open({ companyName: null });
    expect(counter.take()).toBe(0);
    expect(ui.dialog.open).toBe(true);
  });

  it('draws them again for a prefill, a keystroke, a step and a notice', async () => {
    const ui = renderDialog();
    counter = countNewElements();
    await ui.open({ siret: '12345678901234' });
    expect(counter.take()).toBeGreaterThan(0);
    expect(ui.field('siret').value).toBe('12345678901234');
    fireEvent.submit(ui.dialog.querySelector('form')!);
    expect(ui.error()).toBe(MESSAGES.companyNameMissing);
    expect(counter.take()).toBeGreaterThan(0);
    ui.type({ companyName: 'ACME' });
    expect(counter.take()).toBeGreaterThan(0);
    fireEvent.click(ui.button('next'));
    expect(ui.view.getByRole('textbox', { name: FIELD_LABELS.firstName })).toBeTruthy();
    expect(counter.take()).toBeGreaterThan(0);
    await ui.close();
    expect(counter.take()).toBeGreaterThan(0);
    await ui.open();
    expect(counter.take()).toBe(0);
    expect(ui.field('companyName').value).toBe('');
  });
});
