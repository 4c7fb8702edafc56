import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../src/ssr/oneAtATime';

/** A call that settles when the test says: it logs its start and end. */
function heldCalls(log: string[]) {
  const release = new Map<string, (fail: boolean) => void>();
  const run = (name: string) =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      release.set(name, (fail) => {
        log.push(`end ${name}`);
        if (fail) reject(new Error(name));
        else resolve(name);
      });
    });
  return { run, release: (name: string, fail = false) => release.get(name)?.(fail) };
}

/** The log, the held calls and oneAtATime over them. */
function oneAtATimeOverHeldCalls() {
  const log: string[] = [];
  const calls = heldCalls(log);
  return { log, calls, run: oneAtATime(calls.run) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one render at a time', () => {
  it('starts a call only once the one before has settled, and answers each its own', async () => {
    const { log, calls, run } = oneAtATimeOverHeldCalls();
    const first = run('home');
    const second = run('table');
    await tick();
    expect(log).toEqual(['start home']);
    calls.release('home');
    await tick();
    expect(log).toEqual(['start home', 'end home', 'start table']);
    calls.release('table');
    expect(await first).toBe('home');
    expect(await second).toBe('table');
  });

  it('goes on after a call that failed, which fails alone', async () => {
    const { log, calls, run } = oneAtATimeOverHeldCalls();
    const failing = run('home');
    const next = run('table');
    await tick();
    calls.release('home', true);
    await expect(failing).rejects.toThrow('home');
    await tick();
    calls.release('table');
    expect(await next).toBe('table');
    expect(log).toEqual(['start home', 'end home', 'start table', 'end table']);
  });
});
