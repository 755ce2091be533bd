import { vi } from 'vitest';

/**
 * Loads widget/index.ts afresh, as if by a `<script>` with `attributes` (`src`, `data-kbis-partner`…);
 * none: a module or a bundle, where `document.currentScript` is null.
 */
export async function loadWidget(attributes?: Record<string, string>) {
  const script = attributes === undefined ? null : document.createElement('script');
  for (const [name, value] of Object.entries(attributes ?? {})) script!.setAttribute(name, value);
  const currentScript = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  await import('../../../widget/index');
  // Set only while the script first runs: gone as soon as it has.
  currentScript.mockRestore();
}
