import { afterEach, describe, expect, it, vi } from "vitest";
import { startWorker } from "./worker.server";

/** A run the test finishes by hand, returning `more`. */
function deferredRuns() {
  const finishers: ((more: boolean) => void)[] = [];
  const runOnce = vi.fn(() => new Promise<boolean>((resolve) => finishers.push(resolve)));
  const finish = async (more = false) => {
    finishers.shift()?.(more);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { runOnce, finish };
}

describe("startWorker", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at start, on the timer after onTimer, and once more when woken during a run", async () => {
    vi.useFakeTimers();
    const { runOnce, finish } = deferredRuns();
    const onTimer = vi.fn();
    const worker = startWorker({ intervalMs: 1_000, runOnce, onError: vi.fn(), onTimer });
    expect(runOnce).toHaveBeenCalledTimes(1);

    worker.wake();
    worker.wake();
    expect(runOnce).toHaveBeenCalledTimes(1);
    await finish();
    expect(runOnce).toHaveBeenCalledTimes(2);
    await finish();
    expect(runOnce).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(onTimer).toHaveBeenCalledTimes(1);
    expect(runOnce).toHaveBeenCalledTimes(3);
    await finish();
    await worker.stop();
  });

  it("runs again at once while a run reports more work, and hands a failure to onError", async () => {
    vi.useFakeTimers();
    const { runOnce, finish } = deferredRuns();
    const onError = vi.fn();
    const worker = startWorker({ intervalMs: 60_000, runOnce, onError });
    await finish(true);
    expect(runOnce).toHaveBeenCalledTimes(2);
    await finish(false);
    expect(runOnce).toHaveBeenCalledTimes(2);

    runOnce.mockRejectedValueOnce(new Error("database down"));
    worker.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new Error("database down"));
    await worker.stop();
  });

  it("stop waits for the run in progress and nothing runs after it", async () => {
    vi.useFakeTimers();
    const { runOnce, finish } = deferredRuns();
    const worker = startWorker({ intervalMs: 1_000, runOnce, onError: vi.fn() });
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await finish(true);
    await stopping;
    worker.wake();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runOnce).toHaveBeenCalledTimes(1);
  });
});
