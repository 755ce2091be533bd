import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Desktop } from './desktop';
import { waitFor } from './wait';

/**
 * speech-dispatcher with the espeak-ng module in French, on a socket of the desktop's own. There is
 * no sound card: the audio goes through libao to its null driver (`default_driver=null` in the
 * desktop's own ~/.libao), so espeak-ng synthesises each utterance and nothing is played. Orca logs
 * what it sends here; this server only has to accept it as a real one would.
 * Returns the address Orca is given (SPEECHD_ADDRESS).
 */
export async function startSpeechDispatcher(desktop: Desktop): Promise<string> {
  const config = join(desktop.dir, 'speech-dispatcher');
  const logs = join(desktop.dir, 'speech-dispatcher-logs');
  const socket = join(desktop.dir, 'speechd.sock');
  mkdirSync(join(config, 'modules'), { recursive: true });
  mkdirSync(logs, { recursive: true });
  writeFileSync(join(desktop.env.HOME!, '.libao'), 'default_driver=null\n');
  writeFileSync(
    join(config, 'speechd.conf'),
    [
      'LogLevel 3',
      `LogDir "${logs}"`,
      'AudioOutputMethod "libao"',
      'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"',
      'DefaultModule espeak-ng',
      'DefaultLanguage "fr"',
      '',
    ].join('\n'),
  );
  writeFileSync(join(config, 'modules', 'espeak-ng.conf'), '');

  const server = desktop.processes.spawn(
    'speech-dispatcher',
    'speech-dispatcher',
    ['--run-single', '--timeout', '0', '--config-dir', config, '--communication-method', 'unix_socket', '--socket-path', socket],
    desktop.env,
  );
  const log = join(logs, 'speech-dispatcher.log');
  const read = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  const modules = await desktop.processes.ready(
    server,
    waitFor(
      () => (existsSync(socket) ? /started with (\d+) output module/.exec(read())?.[1] : undefined),
      15_000,
      () => `speech-dispatcher n'a pas démarré :\n${server.output()}\n${read().slice(-2000)}`,
    ),
  );
  if (modules === '0') {
    throw new Error(
      `speech-dispatcher n'a chargé aucun module de synthèse (paquet Debian « speech-dispatcher-espeak-ng ») :\n${read().slice(-2000)}`,
    );
  }
  return `unix_socket:${socket}`;
}
