import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { TRIGGER_ATTRIBUTES } from '../../widget/core/contract';
import { findTrigger, listenForTriggers, readPrefill } from '../../widget/triggers';

const MESSY = `\n  ${ORDER_BUTTON_LABEL.toUpperCase().split(' ').join('\t  ')} `;

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const node = template.content.firstElementChild!;
  document.body.append(node);
  return node;
}

afterEach(() => document.body.replaceChildren());

describe('which elements open the dialog', () => {
  it.each([
    ['a button with the label', `<button>${ORDER_BUTTON_LABEL}</button>`, true],
    ['a link with the label in another case and spacing', `<a href="/x">${MESSY}</a>`, true],
    ['a button with the label inside a child', `<button><svg></svg><span>${ORDER_BUTTON_LABEL}</span></button>`, true],
    ['any element marked data-kbis-order', `<div ${TRIGGER_ATTRIBUTES.order}>x</div>`, true],
    ['a button with a longer text', `<button>${ORDER_BUTTON_LABEL}  2</button>`, false],
    ['a div with the label', `<div>${ORDER_BUTTON_LABEL}</div>`, false],
    ['another button', '<button>other</button>', false],
  ])('%s: %s', (_, html, expected) => {
    const node = element(html);
    const target = node.querySelector('span') ?? node;
    expect(findTrigger(target)).toBe(expected ? node : null);
  });

  it('ignores targets that are not elements', () => {
    expect(findTrigger(null)).toBeNull();
    expect(findTrigger(document)).toBeNull();
  });

  it('reads the step-1 prefill from the trigger attributes', () => {
    const node = element(
      `<a ${TRIGGER_ATTRIBUTES.order} ${TRIGGER_ATTRIBUTES.company}="ACME SAS" ${TRIGGER_ATTRIBUTES.siret}="12345678901234">x</a>`,
    );
    expect(readPrefill(node)).toEqual({ companyName: 'ACME SAS', siret: '12345678901234' });
    expect(readPrefill(element('<button>x</button>'))).toEqual({ companyName: null, siret: null });
  });
});

describe('the delegated listener', () => {
  const open = vi.fn();
  listenForTriggers(open);
  afterEach(() => open.mockClear());

  it('opens for triggers added after it started, and keeps trigger links from navigating', () => {
    const link = element(`<a href="/ailleurs" ${TRIGGER_ATTRIBUTES.company}="ACME"><b>${ORDER_BUTTON_LABEL}</b></a>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.querySelector('b')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith({ companyName: 'ACME', siret: null }, link);
  });

  it('lets other clicks through untouched', () => {
    const other = element('<a href="/ailleurs">other</a>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    other.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
