import { describe, expect, it } from 'vitest';
import { routes } from '../../site/routes';
import { OPERATOR_VALUES } from '../../scripts/launch/operator-values';
import { builtPage } from '../support/built-pages';
import { textOf } from '../support/html';

describe('where the operator values are shown', () => {
  const paths = routes.map((route) => route.path);
  const texts = new Map(paths.map((path) => [path, textOf(builtPage(path).body)]));

  it.each(OPERATOR_VALUES.map((item) => [item.key, item] as const))(
    '%s: the pages it lists show it, and no other page does',
    (_key, item) => {
      const shown = item.shownAs ?? [item.value];
      const listed = item.shownOn.filter((place) => place.startsWith('/'));
      for (const path of paths) {
        const text = texts.get(path)!;
        const found = shown.some((value) => text.includes(value));
        expect(found, `${item.key} sur ${path}`).toBe(listed.includes(path));
      }
    },
  );
});
