/**
 * Reading Orca's debug log (`orca --debug-file`), as Orca 43 writes it (orca/debug.py, speech.py,
 * event_manager.py). Pure functions of the log's text, so that a unit test pins the format.
 */

/** One thing Orca sent to the speech server. */
export interface Utterance {
  /** What is spoken, quotes and voice removed, spaces collapsed. */
  text: string;
  /**
   * Orca echoing a key the user pressed ("tabulation", "Entrée", a typed letter), rather than
   * presenting the page. speech.speakKeyEvent and speakCharacter log `'text' {voice}`, with a space
   * before the voice, where every other utterance is `'text'{voice}` or `'text' voice=name{voice}`.
   */
  echo: boolean;
  /**
   * Orca interrupted whatever it was still saying just before this utterance (the log's "DEFAULT:
   * Interrupting presentation"): with a real voice, the end of the utterances before it may never
   * be heard.
   */
  interrupts: boolean;
}

/**
 * `HH:MM:SS.micro - SPEECH OUTPUT: 'text'` then an optional ` voice=name`, then the voice settings
 * (a Python dict, which may itself hold quotes). Orca indents the continuation of a multi-line
 * utterance by 18 spaces; the text is matched lazily up to the quote the voice follows.
 */
const SPEECH = /^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '([\s\S]*?)'( voice=\S+ ?| ?)(\{.*\})?$/;
const INTERRUPT = / - DEFAULT: Interrupting presentation$/;
const TIMESTAMPED = /^\d\d:\d\d:\d\d\.\d+ - /;

/** The log's lines, each timestamped entry with its indented continuation lines joined to it. */
function entries(log: string): string[] {
  const result: string[] = [];
  for (const line of log.split('\n')) {
    if (TIMESTAMPED.test(line) || result.length === 0) result.push(line);
    else if (line.startsWith(' '.repeat(18))) result[result.length - 1] += `\n${line.slice(18)}`;
    else result.push(line);
  }
  return result;
}

/** Every utterance in `log`, in the order Orca sent them. A last line not yet ended by "\n" is left for later. */
export function parseSpeech(log: string): Utterance[] {
  const complete = log.slice(0, log.lastIndexOf('\n') + 1);
  const utterances: Utterance[] = [];
  let interrupted = false;
  for (const entry of entries(complete)) {
    if (INTERRUPT.test(entry)) {
      interrupted = true;
      continue;
    }
    const match = SPEECH.exec(entry);
    if (!match) continue;
    const [, text = '', separator] = match;
    utterances.push({ text: text.replace(/\s+/g, ' ').trim(), echo: separator === ' ', interrupts: interrupted });
    interrupted = false;
  }
  return utterances;
}

/**
 * The keys whose press Orca has finished processing, by the name Orca gives them (`Tab`, `Return`,
 * `ISO_Left_Tab` for Shift+Tab, `a`, `A`): the proof that a key went through the desktop to Orca.
 * Presses, not releases: xdotool lets Shift go before the letter, whose release is then `e`, not `E`.
 */
export function keysProcessed(log: string): string[] {
  return [...log.matchAll(/^\^\^\^\^\^ PROCESS ATSPI_KEY_PRESSED_EVENT: '(.*)' \(\d+\) \^\^\^\^\^$/gm)].map((match) => match[1]!);
}

/**
 * Whether Orca's web script is in focus mode (keys go to the page) rather than browse mode (Orca
 * takes letters as navigation commands), as Orca last logged it after an event; undefined if it
 * has not logged it yet.
 */
export function focusMode(log: string): boolean | undefined {
  const states = [...log.matchAll(/ - (?:EVENT MANAGER|INPUT EVENT): _inFocusMode: (True|False)$/gm)];
  const last = states.at(-1);
  return last && last[1] === 'True';
}
