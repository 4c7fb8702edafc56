import { describe, expect, it } from 'vitest';
import { defer, of, throwError, timer } from 'rxjs';
import { setJitterSource } from '../../../../streams/core/clock';
import { poll } from '../../../../streams/core/poll';
import { forgetValues, HIDDEN_VALUE, streamRegistry$, type StreamEntry } from '../../../../streams/core/registry';
import { source } from '../../../../streams/core/source';
import { createTestScheduler } from '../../testScheduler';

const entry = (name: string) => {
  let found: StreamEntry | undefined;
  streamRegistry$.subscribe((all) => (found = all.find((e) => e.name === name))).unsubscribe();
  return found;
};

describe('stream registry', () => {
  it('OPEN-001 lists every stream that passed source with its last value, time, status and request count', () => {
    createTestScheduler().run(({ cold, flush }) => {
      source('casinoList', 'casino/list', () => cold('30ms (a|)', { a: { n: 1 } })).subscribe();
      flush();
    });
    source('casinoList', 'casino/list', () => throwError(() => new Error('down'))).subscribe({ error: () => undefined });
    expect(entry('casinoList')).toEqual({
      name: 'casinoList',
      key: 'casino/list',
      lastValue: { n: 1 },
      lastAt: 30,
      status: 'error',
      error: 'down',
      requests: 2,
      intervalMs: undefined,
    });
  });

  it('OPEN-001 a polled stream whose last value is older than 3 intervals is stale', () => {
    setJitterSource(() => 0.5);
    let calls = 0;
    const call = (pollIntervalMs: number) =>
      source('odds', 'm1', () => defer(() => (++calls === 1 ? of(1) : throwError(() => new Error('e')))), pollIntervalMs);
    const statuses: Array<StreamEntry['status'] | undefined> = [];
    createTestScheduler().run(({ flush }) => {
      const sub = poll({ name: 'odds', call, intervalMs: 100 }).subscribe();
      for (const t of [50, 150, 1150]) timer(t).subscribe(() => statuses.push(entry('odds')?.status));
      timer(1200).subscribe(() => sub.unsubscribe());
      flush();
    });
    // ok at 0; fails at 100 (data 100 ms old: error); retried at 1100 (data 1100 ms old > 3 × 100: stale)
    expect(statuses).toEqual(['ok', 'error', 'stale']);
    expect(entry('odds')).toMatchObject({ intervalMs: 100, lastValue: 1, requests: 3 });
  });

  it('OPEN-001 the console never shows a value that carries credentials (the sign-in answer)', () => {
    source('signIn', 'auth/signin', () => of({ status: true, data: { userToken: 'secret', user: {} } })).subscribe();
    source('custom', 'k', () => of({ nested: { password: 'p' } })).subscribe();
    expect(entry('signIn')).toMatchObject({ lastValue: HIDDEN_VALUE, status: 'ok' });
    expect(entry('custom')?.lastValue).toBe(HIDDEN_VALUE);
  });

  it('OPEN-001 forgetting values (a replay seek) keeps the streams, their request counts and a never-answered error', () => {
    source('ticker', 't', () => of(1)).subscribe();
    source('missing', 'm', () => throwError(() => new Error('Not in the recording: missing m'))).subscribe({ error: () => undefined });
    forgetValues();
    expect(entry('ticker')).toMatchObject({ lastValue: undefined, lastAt: undefined, status: 'ok', requests: 1 });
    expect(entry('missing')).toMatchObject({ status: 'error', error: 'Not in the recording: missing m' });
  });
});
