/**
 * A background job's rhythm, shared by the outbox's sender and the register's job: a pass every
 * `pollMs` and whenever kicked, one pass at a time; kicked during one, one more pass follows it, for
 * what became due meanwhile. A pass that throws is logged and counts nothing; once stopped, no pass
 * starts and the one under way may end early by asking `stopped()`.
 */
export interface RepeatedPass {
  kick(): void;
  /** Runs a pass now (or after the one under way); resolves with what that pass counted. */
  drain(): Promise<number>;
  /** Lets the current pass finish, starts no other. */
  stop(): Promise<void>;
}

export interface RepeatedPassOptions {
  /** One pass over what is due; returns how many it handled. */
  pass(stopped: () => boolean): Promise<number>;
  pollMs: number;
  /** What the log says when a pass fails, before the error's own words. */
  onError(error: unknown): void;
}

export function startRepeatedPass({ pass, pollMs, onError }: RepeatedPassOptions): RepeatedPass {
  let running: Promise<number> | null = null;
  let following: Promise<number> | null = null;
  let stopped = false;
  const isStopped = () => stopped;

  function drain(): Promise<number> {
    if (stopped) return running ?? Promise.resolve(0);
    if (running) {
      following ??= running.then(() => {
        following = null;
        return drain();
      });
      return following;
    }
    running = pass(isStopped)
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();
  void drain();

  return {
    kick: () => void drain(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
