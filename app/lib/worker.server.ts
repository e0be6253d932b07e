export interface Worker {
  /** Runs now, or right after the run in progress if there is one. */
  wake(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Calls `runOnce` at start, every `intervalMs` and whenever woken, one run at a time. `runOnce` returns
 * true when more work may be waiting, to run again at once. A run's error goes to `onError`, never
 * thrown: the work stays where it is for a later run.
 */
export function startWorker({
  intervalMs,
  runOnce,
  onError,
  onTimer,
}: {
  intervalMs: number;
  runOnce: () => Promise<boolean>;
  onError: (error: unknown) => void;
  /** Called on each tick of the timer, before its run. */
  onTimer?: () => void;
}): Worker {
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  function run() {
    if (stopped) return;
    // A wake during a run may be for work that run did not see; run once more right after.
    if (running) {
      runAgain = true;
      return;
    }
    runAgain = false;
    running = runOnce()
      .then((more) => {
        if (more) runAgain = true;
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (runAgain) run();
      });
  }

  const timer = setInterval(() => {
    onTimer?.();
    run();
  }, intervalMs);
  // The worker alone must not keep the process alive.
  timer.unref();
  // Work that waited while the server was down is done now, not after the first interval.
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
