import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import { builtPage, builtPages, readBuilt } from '../support/built-pages';
import { textOf } from '../support/html';

describe('the online withdrawal function (Code de la consommation L221-21, D221-5)', () => {
  it.each(builtPages().map((built) => [built.file, built.document] as const))(
    '%s: its footer links « Renoncer au contrat ici » to the withdrawal page',
    (_file, document) => {
      const links = [...document.querySelectorAll('footer a')].filter((link) => textOf(link) === WITHDRAWAL_LINK_LABEL);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([WITHDRAWAL_PATH]);
    },
  );

  it('the withdrawal page posts its form only where the headers of the build let it', () => {
    const form = builtPage(WITHDRAWAL_PATH).querySelector('main form');
    const formAction = readBuilt('_headers')
      .toString('utf8')
      .match(/form-action ([^;]+);/)![1];
    if (form) expect(formAction.split(' ')).toContain(new URL(form.getAttribute('action')!).origin);
    else expect(formAction).toBe("'none'");
  });
});
