import { describe, expect, it } from 'vitest';
import { Said } from './support/said';
import { focusMode, keysProcessed, parseSpeech } from './support/speech-log';

/** Lines as Orca 43 wrote them in a run of the order journey (orca --debug-file). */
const LOG = `17:08:24.434906 - DEFAULT: Presenting keyboard event
17:08:24.434935 - SPEECH GENERATOR: None voice requested with language='None', dialect='None'
17:08:24.434965 - SPEECH OUTPUT: 'entrée ' {'established': False}
17:08:24.520022 - EVENT MANAGER: Not ignoring due to lack of cause
KEYBOARD_EVENT:  type=ATSPI_KEY_PRESSED_EVENT
                 id=65289
                 event_string=(Tab)

vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'Tab' (23) vvvvv
17:08:25.716514 - HOST_APP: [application | Firefox]
17:08:25.716756 - DEFAULT: Interrupting presentation
17:08:25.720057 - SPEECH OUTPUT: 'tabulation ' {'established': False}
17:08:25.721279 - SPEECH DISPATCHER: Speaking '<speak><mark name="0:10"/>tabulation </speak>'
                  ORCA rate 5.0, pitch 5.0, volume 5.0, language fr, punctuation: MOST
17:08:25.721494 - INPUT EVENT: _inFocusMode: False
^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT: 'Tab' (23) ^^^^^

17:08:28.062448 - SPEECH OUTPUT: 'Nom de l'entreprise zone de saisie requis.'{'established': False}
17:08:28.062931 - SPEECH OUTPUT: 'saisie non valable.'{'established': False}
17:08:28.063001 - SPEECH OUTPUT: 'Poursuivre d’en bas.' voice=system{'established': False}
17:08:25.140583 - SPEECH OUTPUT: 'A ' {'established': False, 'average-pitch': 7.0}
vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'A' (38) vvvvv
^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT: 'A' (38) ^^^^^
^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT: 'a' (38) ^^^^^
17:08:29.254342 - SPEECH OUTPUT: 'Total 35
                  € HT'{'established': False}
17:08:29.680844 - EVENT MANAGER: _inFocusMode: True
17:08:29.690000 - SPEECH OUTPUT: 'not yet ended`;

describe("Orca's debug log", () => {
  it('gives each utterance without quotes or voice, tells key echo apart, and marks where Orca interrupted itself', () => {
    expect(parseSpeech(LOG)).toEqual([
      { text: 'entrée', echo: true, interrupts: false },
      { text: 'tabulation', echo: true, interrupts: true },
      { text: "Nom de l'entreprise zone de saisie requis.", echo: false, interrupts: false },
      { text: 'saisie non valable.', echo: false, interrupts: false },
      { text: 'Poursuivre d’en bas.', echo: false, interrupts: false },
      { text: 'A', echo: true, interrupts: false },
      // A multi-line utterance, its continuation indented by Orca; the last line is still being written.
      { text: 'Total 35 € HT', echo: false, interrupts: false },
    ]);
  });

  it('names the keys whose press Orca processed, and its last focus or browse mode', () => {
    expect(keysProcessed(LOG)).toEqual(['Tab', 'A']);
    expect(focusMode(LOG)).toBe(true);
    expect(focusMode(LOG.slice(0, LOG.indexOf('17:08:29.680844')))).toBe(false);
    expect(focusMode('')).toBeUndefined();
  });

  it('matches fragments across the no-break spaces of the page, and keeps their order', () => {
    const said = new Said(parseSpeech(LOG));
    expect(said.lines).not.toContain('tabulation');
    expect(said.includes('Total 35\u00a0€')).toBe(true);
    expect(said.indexOf('requis')).toBeLessThan(said.indexOf('non valable'));
    expect(said.count('saisie')).toBe(2);
    expect(String(said)).toContain('⟂ [tabulation]');
  });
});
