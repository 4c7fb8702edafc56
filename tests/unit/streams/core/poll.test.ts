import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defer, type Observable } from 'rxjs';
import { setJitterSource } from '../../../../streams/core/clock';
import { backoffMs, poll, pollOnce } from '../../../../streams/core/poll';
import { errorResult, okResult } from '../../../../streams/core/result';
import { createTestScheduler } from '../../testScheduler';

/** A call that answers each request with the next cold observable and counts requests. */
function scriptedCall<T>(...responses: Array<() => Observable<T>>) {
  let calls = 0;
  const call = () =>
    defer(() => {
      const next = responses[Math.min(calls, responses.length - 1)];
      calls += 1;
      if (!next) throw new Error('no response scripted');
      return next();
    });
  return { call, count: () => calls };
}

describe('poll', () => {
  beforeEach(() => setJitterSource(() => 0.5));
  afterEach(() => setJitterSource(Math.random));

  it('POLL-01 fetches at once, then one interval after each response completes', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const { call } = scriptedCall(() => cold('10ms (a|)', { a: 1 }));
      const results = poll({ name: 'p', call, intervalMs: 100 });
      expectObservable(results, '^ 250ms !').toBe('10ms a 109ms b 109ms c', {
        a: okResult(1, 10),
        b: okResult(1, 120),
        c: okResult(1, 230),
      });
    });
  });

  it('OPEN-115 a slow response delays the next fetch; two requests are never in flight', () => {
    createTestScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const slow = cold('300ms (a|)', { a: 'slow' });
      const fast = cold('10ms (b|)', { b: 'fast' });
      const { call } = scriptedCall(
        () => slow,
        () => fast,
      );
      expectObservable(poll({ name: 'p', call, intervalMs: 100 }), '^ 450ms !').toBe('300ms a 109ms b', {
        a: okResult('slow', 300),
        b: okResult('fast', 410),
      });
      expectSubscriptions(slow.subscriptions).toBe('^ 299ms !');
      expectSubscriptions(fast.subscriptions).toBe('400ms ^ 9ms !');
    });
  });

  it('POLL-01 retries with capped exponential backoff and recovers, keeping the last good data', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const { call } = scriptedCall(
        () => cold('(a|)', { a: 'good' }),
        () => cold('#', undefined, new Error('down')),
        () => cold('#', undefined, new Error('down')),
        () => cold('(b|)', { b: 'back' }),
      );
      // ok at 0; fail at 100; retry after 1 s (1100), fails; retry after 2 s (3100) succeeds; then 100 ms interval.
      expectObservable(poll({ name: 'p', call, intervalMs: 100 }), '^ 3200ms !').toBe('a 99ms b 999ms c 1999ms d 99ms e', {
        a: okResult('good', 0),
        b: errorResult('down', 'good', 100),
        c: errorResult('down', 'good', 1100, 'stale'),
        d: okResult('back', 3100),
        e: okResult('back', 3200),
      });
    });
  });

  it('POLL-01 reports stale only once the last good data is older than 3 intervals', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const { call } = scriptedCall(
        () => cold('(a|)', { a: 1 }),
        () => cold('#', undefined, new Error('e')),
      );
      expectObservable(poll({ name: 'p', call, intervalMs: 1000 }), '^ 4000ms !').toBe('a 999ms b 999ms c 1999ms d', {
        a: okResult(1, 0),
        b: errorResult('e', 1, 1000),
        c: errorResult('e', 1, 2000),
        d: errorResult('e', 1, 4000, 'stale'),
      });
    });
  });

  it('backoff doubles from 1 s, caps at 30 s and applies ±20 % jitter', () => {
    expect([1, 2, 3, 5, 6, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
    setJitterSource(() => 0);
    expect(backoffMs(1)).toBe(800);
    setJitterSource(() => 0.999999);
    expect(backoffMs(6)).toBe(36000);
  });

  it('a failing first fetch is an error value without data, and the stream lives on', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const { call } = scriptedCall(
        () => cold('#', undefined, new Error('boom')),
        () => cold('(a|)', { a: 7 }),
      );
      expectObservable(poll({ name: 'p', call, intervalMs: 5000 }), '^ 1000ms !').toBe('e 999ms a', {
        e: errorResult('boom', undefined, 0),
        a: okResult(7, 1000),
      });
    });
  });

  it('POLL-01 pollOnce retries with backoff until the first good answer, then completes', () => {
    let requests = () => 0;
    createTestScheduler().run(({ cold, expectObservable }) => {
      const { call, count } = scriptedCall(
        () => cold('#', undefined, new Error('down')),
        () => cold('(a|)', { a: 'loaded' }),
      );
      requests = count;
      expectObservable(pollOnce({ name: 'p', call }), '^ 10s !').toBe('e 999ms (a|)', {
        e: errorResult('down', undefined, 0),
        a: okResult('loaded', 1000),
      });
    });
    expect(requests()).toBe(2);
  });
});
