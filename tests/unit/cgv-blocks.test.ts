import { describe, expect, test } from 'vitest';
import { blocksOf } from '../../server/pdf/cgv-blocks';

describe('the CGV cut into the PDF’s blocks', () => {
  test('headings, paragraphs and list items, with their bold runs and the site’s typography', () => {
    expect(
      blocksOf(
        '<h2 id="a">Article 1 – Objet</h2><p>Le <strong>prix</strong> : l&#x27;éditeur &amp; co</p><ul><li>un</li><li>deux</li></ul>',
      ),
    ).toEqual([
      { kind: 'h2', runs: [{ text: 'Article 1 – Objet', bold: false }], note: false },
      {
        kind: 'p',
        runs: [
          { text: 'Le ', bold: false },
          { text: 'prix', bold: true },
          { text: '\u00a0: l’éditeur & co', bold: false },
        ],
        note: false,
      },
      { kind: 'li', runs: [{ text: 'un', bold: false }], note: false },
      { kind: 'li', runs: [{ text: 'deux', bold: false }], note: false },
    ]);
  });

  test('an outside link keeps its address, written after its words; a link within the site keeps its words', () => {
    const [block] = blocksOf('<p>Voir <a href="https://www.cnil.fr">la CNIL</a> et <a href="/pages/retractation">ce lien</a>.</p>');
    expect(block!.runs.map((run) => run.text).join('')).toBe('Voir la CNIL (https://www.cnil.fr) et ce lien.');
  });

  test('the note’s blocks are marked as such', () => {
    expect(
      blocksOf('<aside class="note"><p>À l’attention de</p><ul><li>Date :</li></ul></aside><p>après</p>').map((block) => block.note),
    ).toEqual([true, true, false]);
  });
});
