/**
 * Runs `tick` every `intervalMs`, never two at once (a slow tick delays the next one instead of piling up).
 * Returns a stop function that waits for the tick in progress.
 */
export function startTicker(tick: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    running = tick()
      .then(() => undefined, onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  loop();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
