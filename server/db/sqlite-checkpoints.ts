/**
 * SQLite's checkpoints, off the requests' path: a worker thread with a connection of its own copies
 * the write-ahead log into the database file every CHECKPOINT_MS. The log is flushed to disk
 * (fsync) first, which is what makes the commits since the last checkpoint survive a power loss.
 * Left to SQLite, the checkpoint runs inside the commit that fills the log, on the event loop: a
 * stall of every request in flight, measured at 50 to 600 ms by `npm run bench:service`.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The longest a committed order waits before it would survive a power loss (a process crash loses nothing). */
export const CHECKPOINT_MS = 1000;

// A script rather than a module file: the service is bundled into one file, and the worker needs only this.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(error.message);
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpoints {
  /** Stops the worker and closes its connection. */
  stop(): Promise<void>;
}

/** Starts checkpointing the SQLite database at `file` in the background; its failures go to `log`. */
export function checkpointInBackground(file: string, log: (message: string) => void = console.error): Checkpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { driver, file, everyMs: CHECKPOINT_MS } });
  worker.on('message', (message) => log(`SQLite : point de contrôle manqué (${message})`));
  worker.on('error', (error) => log(`SQLite : le point de contrôle s'est arrêté (${error.message})`));
  // The service's own work keeps the process alive, never the checkpoints.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held again while it stops: a command whose last work is this wait would otherwise leave
      // Node an empty event loop, and exit (code 13) before the worker has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
