// @vitest-environment node
/** Server-side rendering, under React 19 and 18 (projects `package` and `package-react-18`): no document. */
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadKbisWidget, onKbisEvent } from '../../packages/widget/src/index';
import { KbisOrderButton } from '../../packages/widget/src/react';

describe(`on the server, React ${reactVersion.split('.')[0]}`, () => {
  it('renders the button as a trigger without a document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <KbisOrderButton partner="salon-2026" prefill={{ siret: '12345678901234' }} onConfirm={() => {}}>
        Obtenir un Kbis
      </KbisOrderButton>,
    );
    expect(html).toBe(
      '<button type="button" data-kbis-order="" data-kbis-partner="salon-2026" data-kbis-siret="12345678901234">Obtenir un Kbis</button>',
    );
  });

  it('resolves the loader with null and subscribes to nothing, throwing nothing', async () => {
    await expect(loadKbisWidget()).resolves.toBeNull();
    const unsubscribe = onKbisEvent('kbis:confirm', () => {});
    expect(unsubscribe).not.toThrow();
  });
});
