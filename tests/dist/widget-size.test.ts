import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WIDGET_GZIP_BUDGET_BYTES } from '../../build/budgets.mjs';
import { COMPILE_HINT, LICENSES_COMMENT } from '../../build/widget-build.ts';

const WIDGET = new URL('../../dist/widget.js', import.meta.url);

describe('dist/widget.js', () => {
  if (!existsSync(WIDGET))
    throw new Error('dist/widget.js est absent : lancez « npm run build » (ou « npx vite build -c vite.widget.config.ts »).');
  const source = readFileSync(WIDGET, 'utf8');

  const size = gzipSync(source, { level: 9 }).length;

  it(`stays within ${WIDGET_GZIP_BUDGET_BYTES} bytes gzipped`, () => {
    expect(size).toBeLessThanOrEqual(WIDGET_GZIP_BUDGET_BYTES);
  });

  it("is V8's compile hint, the pointer to its licence notices, then one minified IIFE that assigns no global of its own", () => {
    const [hint, licenses, code, ...rest] = source.split('\n');
    expect(hint).toBe(COMPILE_HINT);
    expect(licenses).toBe(LICENSES_COMMENT);
    // "(function(){…})();" or terser's shorter "!function(){…}();".
    expect(code).toMatch(/^(\(function\(\)\{|!function\(\)\{)/);
    expect(code.trimEnd()).toMatch(/\}\)?\(\);?$/);
    expect(rest.join('').trim()).toBe('');
  });

  it('carries its styles compiled: the CSS text and class names, not goober and its templates', () => {
    expect(source).not.toContain('_goober');
    expect(source).toMatch(/\.go\d+\{/);
  });

  it('loads nothing else and touches no storage', () => {
    const forbidden = [
      'import(',
      'require(',
      'fetch(',
      'XMLHttpRequest',
      'sendBeacon',
      'WebSocket',
      'localStorage',
      'sessionStorage',
      'indexedDB',
      'document.cookie',
      '.css`',
      '@font-face',
      'url(',
      'process.env',
    ];
    expect(forbidden.filter((text) => source.includes(text))).toEqual([]);
  });
});
