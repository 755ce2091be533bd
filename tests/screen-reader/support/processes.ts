import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Every program the desktop starts carries this variable, set to the run's own id: what the harness
 * started, and what those programs started in turn (D-Bus-activated services, Firefox's content
 * processes, speech-dispatcher's modules), is found and ended by it, and nothing else is.
 */
export const RUN_VARIABLE = 'KBIS_SCREEN_READER_RUN';

export interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  /** How it ended ("code 1", "SIGTERM"), or undefined while it runs. */
  readonly ended: string | undefined;
  /** The last 16 KB the program wrote to stdout and stderr, for error messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the program has exited. */
  readonly exited: Promise<string>;
}

const KEPT_OUTPUT = 16_384;

/** The ids of the processes whose environment carries `RUN_VARIABLE=run`, this one excepted. */
function processesOfRun(run: string): number[] {
  const mark = `${RUN_VARIABLE}=${run}\0`;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (`${readFileSync(`/proc/${entry}/environ`, 'latin1')}\0`.includes(mark)) pids.push(pid);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * The programs of one screen-reader desktop. Each runs in a process group of its own; `stopAll`
 * ends them last started first, then whatever still carries the run's id. If the test process
 * itself exits without stopping them (a crash, a timeout killing the worker), an exit hook does it.
 */
export class ProcessGroup {
  readonly #started: Started[] = [];
  readonly #onExit = () => this.#killAllNow();

  constructor(readonly run: string) {
    process.once('exit', this.#onExit);
  }

  /** Starts `command`; its stdio beyond the three standard ones (e.g. `-displayfd 3`) may be piped. */
  spawn(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, stdio: StdioOptions = ['ignore', 'pipe', 'pipe']) {
    const child = spawn(command, args, { env: { ...env, [RUN_VARIABLE]: this.run }, stdio, detached: true });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let ended: string | undefined;
    const exited = new Promise<string>((resolve) => {
      const end = (how: string) => {
        ended = how;
        resolve(how);
      };
      child.once('exit', (code, signalName) => end(signalName ?? `code ${code}`));
      child.once('error', (error) => end(`erreur au lancement : ${error.message}`));
    });
    const started: Started = {
      name,
      child,
      output: () => output,
      exited,
      get ended() {
        return ended;
      },
    };
    this.#started.push(started);
    return started;
  }

  /** Resolves as `ready` does, unless `started` exits first: its output and the others' state then say why. */
  async ready<T>(started: Started, ready: Promise<T>): Promise<T> {
    let waiting = true;
    const exited = started.exited.then((how) => {
      // Once ready, the program's exit (at the end of the run) is no error of its start.
      if (waiting) throw new Error(`${started.name} s'est arrêté au démarrage (${how}) :\n${started.output()}\n${this.describe()}`);
      return new Promise<never>(() => {});
    });
    try {
      return await Promise.race([ready, exited]);
    } finally {
      waiting = false;
    }
  }

  /** Each program and whether it still runs, for error messages: a test fails on a dead desktop, not a mystery. */
  describe(): string {
    return this.#started.map(({ name, child, ended }) => `${name} (${child.pid}) : ${ended ? `arrêté, ${ended}` : 'en marche'}`).join(', ');
  }

  /** SIGTERM to each group, a grace period, then SIGKILL to whatever remains of the run. */
  async stopAll(): Promise<void> {
    for (const { child } of [...this.#started].reverse()) {
      if (child.pid && child.exitCode === null && child.signalCode === null) signal(-child.pid, 'SIGTERM');
    }
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && processesOfRun(this.run).length > 0) await delay(50);
    this.#killAllNow();
    process.off('exit', this.#onExit);
  }

  #killAllNow() {
    for (const { child } of this.#started) if (child.pid) signal(-child.pid, 'SIGKILL');
    for (const pid of processesOfRun(this.run)) signal(pid, 'SIGKILL');
  }
}
