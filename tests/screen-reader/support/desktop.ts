import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { ProcessGroup, type Started } from './processes';
import { requireScreenReaderTools } from './requirements';
import { waitFor } from './wait';

const run = promisify(execFile);

/** An X display of its own, with a session bus, the accessibility bus and a window manager. */
export interface Desktop {
  /** The temporary folder holding everything of this desktop: HOME, XDG folders, logs, sockets. */
  readonly dir: string;
  /** The environment every program of this desktop gets (DISPLAY, buses, HOME, French locale). */
  readonly env: NodeJS.ProcessEnv;
  readonly processes: ProcessGroup;
  /** Ends every program of the desktop and removes its folder. */
  stop(): Promise<void>;
}

const STARTUP_MS = 15_000;

/** The first line a stream of `started` prints (Xvfb's display number, dbus-daemon's address). */
function firstLine(processes: ProcessGroup, started: Started, fd: number): Promise<string> {
  const stream = started.child.stdio[fd];
  if (!stream || !('on' in stream)) throw new Error(`${started.name} : pas de flux ${fd}`);
  return processes.ready(
    started,
    new Promise((resolve) => {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const end = text.indexOf('\n');
        if (end >= 0) resolve(text.slice(0, end).trim());
      });
    }),
  );
}

/**
 * The session bus of Debian's session.conf, less its service folders: nothing is started on demand
 * (no document portal mounting a FUSE file system in the run's folder, no dconf or gvfs daemon);
 * the harness starts what the desktop needs itself.
 */
function sessionBusConfig(socket: string): string {
  return `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:path=${socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;
}

/** Lazily unmounts whatever a program of the run mounted in its folder, so that the folder can go. */
function unmountUnder(dir: string) {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((point) => point.startsWith(`${dir}/`));
  for (const point of mounts.reverse()) spawnSync('umount', ['-l', point]);
}

/** What `command` prints in the desktop's environment, '' if it fails. */
async function output(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(command, args, { env, timeout: 2000 })).stdout;
  } catch {
    return '';
  }
}

/** True once `command` exits 0 in the desktop's environment. */
async function succeeds(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<true | undefined> {
  try {
    await run(command, args, { env, timeout: 2000 });
    return true;
  } catch {
    return undefined;
  }
}

/**
 * Starts an isolated desktop in this process: Xvfb on a display it picks itself (`-displayfd`), a
 * D-Bus session bus on a socket in the run's folder (starting no service on demand), the AT-SPI
 * bus (at-spi-bus-launcher, whose own bus starts at-spi2-registryd on demand) and openbox, without
 * which no window takes keyboard focus.
 * HOME and every XDG folder are the run's own: nothing of the user's settings, and nothing shared
 * with a desktop another test or worktree runs at the same time.
 */
export async function startDesktop(): Promise<Desktop> {
  requireScreenReaderTools();
  const dir = mkdtempSync(join(tmpdir(), 'kbis-orca-'));
  const home = join(dir, 'home');
  const runtime = join(dir, 'run');
  for (const folder of [home, runtime, join(home, '.config'), join(home, '.local', 'share'), join(home, '.cache')]) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }
  const processes = new ProcessGroup(basename(dir));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    TMPDIR: dir,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    // Orca's words ("bouton", "champ de saisie") come from its French catalogue, by the locale.
    LANG: 'fr_FR.UTF-8',
    LANGUAGE: 'fr_FR:fr',
    LC_ALL: 'fr_FR.UTF-8',
  };
  const stop = async () => {
    await processes.stopAll();
    // KEEP_SCREEN_READER_DIR=1 keeps the logs (Orca's debug log above all) to study a run.
    if (process.env.KEEP_SCREEN_READER_DIR) console.info(`Bureau du lecteur d'écran gardé : ${dir}`);
    else {
      unmountUnder(dir);
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    // 1280 x 1024: Firefox's 1280 x 900 window fits, as the site's desktop layout. -noreset: by
    // default the server resets when its last client leaves, and at-spi-bus-launcher, the first,
    // leaves at once; a client connecting during that reset is refused, and the bus address the
    // launcher put on the root window is wiped.
    const xvfb = processes.spawn('Xvfb', 'Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'], env, [
      'ignore',
      'pipe',
      'pipe',
      'pipe',
    ]);
    env.DISPLAY = `:${await firstLine(processes, xvfb, 3)}`;

    const busConfig = join(dir, 'session-bus.conf');
    writeFileSync(busConfig, sessionBusConfig(join(dir, 'session-bus')));
    const bus = processes.spawn('dbus-daemon', 'dbus-daemon', ['--nofork', '--print-address=1', `--config-file=${busConfig}`], env);
    env.DBUS_SESSION_BUS_ADDRESS = await firstLine(processes, bus, 1);

    const atspi = processes.spawn('at-spi-bus-launcher', '/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'], env);
    // Asked of the bus itself: a call to org.a11y.Bus before the launcher owns the name would have
    // D-Bus start a second launcher, and the one that loses the name quits.
    const owned = [
      '--session',
      '--print-reply',
      '--dest=org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus.NameHasOwner',
    ];
    await processes.ready(
      atspi,
      waitFor(
        async () => ((await output('dbus-send', [...owned, 'string:org.a11y.Bus'], env)).includes('boolean true') ? true : undefined),
        STARTUP_MS,
        () => `le bus d'accessibilité ne répond pas :\n${atspi.output()}`,
      ),
    );

    const openbox = processes.spawn('openbox', 'openbox', ['--sm-disable'], env);
    // The current desktop is a property the window manager sets on the root window once it manages it.
    await processes.ready(
      openbox,
      waitFor(
        () => succeeds('xdotool', ['get_desktop'], env),
        STARTUP_MS,
        () => `openbox ne gère pas l'écran :\n${openbox.output()}`,
      ),
    );
    return { dir, env, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
