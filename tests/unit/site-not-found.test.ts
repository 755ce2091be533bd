import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_LOGGER_PATH, NOT_FOUND_TITLE } from '../../site/config';
import { renderNotFoundDocument } from '../support/site';
import { textOf } from '../support/html';

describe('404 page', () => {
  const doc = renderNotFoundDocument();

  it('is titled with the product’s fixed wording (NOT_FOUND_TITLE) and links back home', () => {
    expect(doc.title).toBe(NOT_FOUND_TITLE);
    expect(textOf(doc.querySelector('h1')!)).toBe(NOT_FOUND_TITLE);
    const home = [...doc.querySelectorAll('main a')].find((link) => link.getAttribute('href') === '/');
    expect(home && textOf(home)).toBe('Retour à l’accueil');
  });

  it('is not indexed and has no canonical address', () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('loads a tiny external logger besides the widget', () => {
    const sources = [...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    expect(sources).toEqual(['/widget.js', NOT_FOUND_LOGGER_PATH]);
    const logger = readFileSync(new URL(`../../site/public${NOT_FOUND_LOGGER_PATH}`, import.meta.url), 'utf8');
    expect(logger.length).toBeLessThan(300);
  });

  it('logs the missing path as a warning, not an error', () => {
    const logger = readFileSync(new URL(`../../site/public${NOT_FOUND_LOGGER_PATH}`, import.meta.url), 'utf8');
    const warn = vi.fn();
    const error = vi.fn();
    new Function('console', 'location', logger)({ warn, error }, { pathname: '/pages/inconnue' });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/pages/inconnue'));
  });
});
