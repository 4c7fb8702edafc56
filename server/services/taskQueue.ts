import { ApiError } from '../errors';
import { messages } from '../messages';

export interface TaskQueueLimits {
  /** Tasks running at once. */
  running: number;
  /** Tasks waiting for a turn; one more is refused at once. */
  waiting: number;
}

export interface TaskQueue {
  /** Runs `task` when a turn is free; 429 at once when `waiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Whether `run` would take one more task now (run or queue it) rather than refuse it. */
  hasRoom(): boolean;
}

export const serverBusy = () => new ApiError(429, messages.serverBusy);

/** A bound on expensive work in flight (the password hashes), with a short first-come queue. */
export function createTaskQueue(limits: TaskQueueLimits): TaskQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    hasRoom: () => running < limits.running || waiting.length < limits.waiting,
    async run(task) {
      if (running >= limits.running) {
        if (waiting.length >= limits.waiting) throw serverBusy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
