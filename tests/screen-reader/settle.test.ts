import { describe, expect, it } from 'vitest';
import { settleSpeech } from './support/settle';

/** A log that Orca writes line by line: `at` ms after the start, each line is appended. */
function growingLog(lines: { at: number; line: string }[]) {
  const start = Date.now();
  return () =>
    lines
      .filter(({ at }) => Date.now() - start >= at)
      .map(({ line }) => `${line}\n`)
      .join('');
}

const key = "^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT: 'Tab' (23) ^^^^^";
const speech = (text: string) => `18:00:00.000000 - SPEECH OUTPUT: '${text}'{'established': False}`;

describe('settling on what Orca said', () => {
  it('waits until the log has been still for the quiet time, so that late speech is not left to the next action', async () => {
    const read = growingLog([
      { at: 0, line: key },
      { at: 60, line: speech('Suivant bouton.') },
      // Later than a frame, as a live region's message or a focus Firefox moves after paint.
      { at: 250, line: speech('Veuillez saisir le nom de l’entreprise') },
    ]);
    const said = await settleSpeech(read, { keys: ['Tab'], quietMs: 400, timeoutMs: 3000 });
    expect(said.lines).toEqual(['Suivant bouton.', 'Veuillez saisir le nom de l’entreprise']);
  });

  it('does not settle before Orca processed the keys, however still its log', async () => {
    const read = growingLog([
      { at: 0, line: speech('rien encore') },
      { at: 300, line: key },
      { at: 320, line: speech('Obtenir un Kbis bouton.') },
    ]);
    const said = await settleSpeech(read, { keys: ['Tab'], quietMs: 100, timeoutMs: 3000 });
    expect(said.lines).toEqual(['rien encore', 'Obtenir un Kbis bouton.']);
  });

  it('fails loudly, with what was said, when the keys never reach Orca or what is awaited is never said', async () => {
    await expect(
      settleSpeech(growingLog([{ at: 0, line: speech('tabulation') }]), { keys: ['Tab'], quietMs: 50, timeoutMs: 300 }),
    ).rejects.toThrow(/touches jamais traitées par Orca : Tab[\s\S]*tabulation/);
    await expect(
      settleSpeech(growingLog([{ at: 0, line: key }]), {
        keys: ['Tab'],
        until: (said) => said.includes('Commande confirmée'),
        quietMs: 50,
        timeoutMs: 300,
      }),
    ).rejects.toThrow(/n’a pas dit ce qui était attendu/);
  });

  it('fails at once when the check says Orca is gone', async () => {
    const check = () => {
      throw new Error("Orca s'est arrêté");
    };
    await expect(settleSpeech(growingLog([]), {}, { check })).rejects.toThrow("Orca s'est arrêté");
  });
});
