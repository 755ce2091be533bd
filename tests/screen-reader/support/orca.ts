import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Desktop } from './desktop';
import type { Started } from './processes';
import { parseSpeech } from './speech-log';
import { waitFor } from './wait';

/**
 * Orca's preferences, as its JSON backend stores them (orca/backends/json_backend.py): Orca's
 * defaults (key echo, verbose speech: what a user who just installed it hears) except that loading
 * a page neither starts Say All, which without audio never reaches its end and so never stops, nor
 * reads a summary of the page.
 */
const SETTINGS = {
  general: { startingProfile: ['Default', 'default'], activeProfile: ['Default', 'default'] },
  profiles: { default: { profile: ['Default', 'default'], sayAllOnLoad: false, pageSummaryOnLoad: false } },
  pronunciations: {},
  keybindings: {},
};

/**
 * Loaded by Orca from its preferences folder once its debug file is open (settings_manager.py).
 * - The debug file is block-buffered: lines would reach the file kilobytes late, so a test would
 *   read the speech of one key after the next. Line buffering makes each line readable as written.
 * - Orca's launcher (/usr/bin/orca, otherOrcas) refuses to start while any other process of this
 *   user is named "orca", although each desktop of this harness (two worktrees, a developer's own
 *   Orca) has its own buses and display and never sees the others. Its check runs after this file.
 */
const CUSTOMIZATIONS = `import sys
from orca import debug
if debug.debugFile:
    debug.debugFile.reconfigure(line_buffering=True)
sys.modules['__main__'].otherOrcas = lambda: []
`;

/** Orca's debug log, read from the start or from a mark, as it grows. */
export class OrcaLog {
  #text = '';
  #size = 0;
  // An added chunk may end inside a UTF-8 character: the decoder keeps its first bytes for the next.
  readonly #decoder = new StringDecoder('utf8');

  constructor(readonly path: string) {}

  /** The whole log so far (reads only what was added since the last call). */
  read(): string {
    if (!existsSync(this.path)) return this.#text;
    const fd = openSync(this.path, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size > this.#size) {
        const added = Buffer.alloc(size - this.#size);
        const read = readSync(fd, added, 0, added.length, this.#size);
        this.#size += read;
        this.#text += this.#decoder.write(added.subarray(0, read));
      }
    } finally {
      closeSync(fd);
    }
    return this.#text;
  }

  /** Where the log ends now: what is added after it is what an action caused. */
  mark(): number {
    const text = this.read();
    // At a line's start: Orca writes whole lines, but the file may be read while one is written.
    return text.lastIndexOf('\n') + 1;
  }

  since(mark: number): string {
    return this.read().slice(mark);
  }

  /** The last lines of the log, for an error message. */
  tail(lines = 60): string {
    return this.read().split('\n').slice(-lines).join('\n');
  }
}

export interface Orca {
  readonly log: OrcaLog;
  readonly process: Started;
}

/**
 * Starts Orca on the desktop, in French, with preferences of its own, speaking through
 * `speechAddress`, every utterance logged as a `SPEECH OUTPUT:` line of its debug file. Resolves
 * once Orca has spoken ("Lecteur d'écran activé"): it is then listening to the accessibility bus.
 */
export async function startOrca(desktop: Desktop, speechAddress: string): Promise<Orca> {
  const prefs = join(desktop.dir, 'orca');
  mkdirSync(prefs, { recursive: true });
  writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(SETTINGS, null, 2));
  writeFileSync(join(prefs, 'orca-customizations.py'), CUSTOMIZATIONS);
  const log = new OrcaLog(join(desktop.dir, 'orca-debug.log'));
  const orca = desktop.processes.spawn('orca', 'orca', ['--user-prefs', prefs, '--debug-file', log.path], {
    ...desktop.env,
    SPEECHD_ADDRESS: speechAddress,
  });
  await desktop.processes.ready(
    orca,
    waitFor(
      () => (parseSpeech(log.read()).length > 0 ? true : undefined),
      30_000,
      () => `Orca n'a rien dit au démarrage :\n${orca.output()}\n${log.tail()}`,
    ),
  );
  return { log, process: orca };
}
