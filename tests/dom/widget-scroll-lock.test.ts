import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from '../../widget/ui/scrollLock';

const html = document.documentElement;
afterEach(() => html.removeAttribute('style'));

describe('locking the page scroll while the dialog is open', () => {
  it.each([
    ['no inline style', null],
    ['overflow: scroll', 'overflow: scroll;'],
    ['overflow: auto !important', 'overflow: auto !important;'],
    ['only overflow-y', 'overflow-y: scroll;'],
    ['overflow among other properties', 'color: red; overflow: clip;'],
  ])('hides the overflow, then restores exactly %s', (_, inline) => {
    if (inline) html.setAttribute('style', inline);
    const read = () =>
      ['overflow-x', 'overflow-y', 'color'].map((name) => [html.style.getPropertyValue(name), html.style.getPropertyPriority(name)]);
    const original = read();
    const unlock = lockScroll();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(html.style.getPropertyPriority('overflow')).toBe('important');
    unlock();
    expect(read()).toEqual(original);
  });
});
