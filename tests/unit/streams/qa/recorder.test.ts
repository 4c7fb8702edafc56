import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom, of, timer } from 'rxjs';
import { exportRecording, recorderState$, startRecording, stopRecording } from '../../../../streams/qa/recorder';
import { parseRecording } from '../../../../streams/qa/recording';
import { source } from '../../../../streams/core/source';
import { authStore, initialAuthState } from '../../../../streams/state/slices/auth';
import { createTestScheduler } from '../../testScheduler';

const demoUser = {
  _id: 'u1',
  userName: 'demo@Exchange',
  role: { name: 'User' },
  currency: 'INR',
  openingBalance: 1000,
};

const recordedRows = () =>
  exportRecording()
    .trimEnd()
    .split('\n')
    .map((row) => JSON.parse(row) as unknown);

describe('recorder', () => {
  afterEach(() => {
    stopRecording();
    authStore.set(initialAuthState);
  });

  it('OPEN-001 writes a header, the session, then each value that passes source as {t, name, key, payload}, t on the scheduler clock', () => {
    createTestScheduler().run(({ cold, flush }) => {
      timer(1000).subscribe(() => startRecording());
      timer(1000).subscribe(() => {
        source('feed', 'sports/v1/casino/lucky/a/data', () => cold('250ms (a|)', { a: { n: 1 } })).subscribe();
        source('ticker', '', () => cold('400ms (b|)', { b: 'two' })).subscribe();
      });
      timer(2000).subscribe(() => stopRecording());
      timer(2500).subscribe(() => source('after', 'k', () => cold('(y|)', { y: 9 })).subscribe());
      flush();
    });
    expect(exportRecording()).toBe(
      '{"t":0,"name":"$recording","key":"","payload":{"version":1,"startedAt":1000,"host":""}}\n' +
        '{"t":0,"name":"$session","key":"","payload":{"isLoggedIn":false,"userDetails":null}}\n' +
        '{"t":250,"name":"feed","key":"sports/v1/casino/lucky/a/data","payload":{"n":1}}\n' +
        '{"t":400,"name":"ticker","key":"","payload":"two"}\n',
    );
  });

  it('OPEN-001 starts from the last value of every stream already running, so the replay opens on the same screen', () => {
    source('domainByHostTest', 'domain/host/x', () => of({ title: 'X' })).subscribe();
    startRecording();
    expect(recordedRows()).toContainEqual({ t: 0, name: 'domainByHostTest', key: 'domain/host/x', payload: { title: 'X' } });
  });

  it('OPEN-001 a login and a logout are $session lines without the token; sign-in answers and secrets are never written', () => {
    createTestScheduler().run(({ flush }) => {
      startRecording();
      timer(100).subscribe(() => {
        source('signIn', 'auth/signin', () => of({ status: true, data: { userToken: 'secret-token', user: demoUser } })).subscribe();
        source('ipLookup', '/ip/json', () => of({ query: '10.0.0.1' })).subscribe();
        authStore.set({ accessToken: 'secret-token', isLoggedIn: true, userDetails: demoUser });
      });
      timer(150).subscribe(() => authStore.update((auth) => ({ ...auth, userDetails: { ...demoUser, openingBalance: 5 } })));
      timer(200).subscribe(() => source('custom', 'k', () => of({ nested: { password: 'p' } })).subscribe());
      timer(300).subscribe(() => authStore.set(initialAuthState));
      flush();
    });
    const text = exportRecording();
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('10.0.0.1');
    const rows = recordedRows() as Array<{ t: number; name: string }>;
    expect(rows.filter((row) => row.name === '$session')).toEqual([
      { t: 0, name: '$session', key: '', payload: { isLoggedIn: false, userDetails: null } },
      { t: 100, name: '$session', key: '', payload: { isLoggedIn: true, userDetails: demoUser } },
      { t: 300, name: '$session', key: '', payload: { isLoggedIn: false, userDetails: null } },
    ]);
    expect(rows.filter((row) => row.t > 0).map((row) => row.name)).toEqual(['$session', '$session']);
  });

  it('OPEN-001 an export loads back, and the state counts the lines', async () => {
    startRecording();
    await firstValueFrom(source('ticker', 'k', () => timer(0)));
    stopRecording();
    const parsed = parseRecording(exportRecording());
    expect(parsed.ok && parsed.recording.lines.at(-1)).toEqual(expect.objectContaining({ name: 'ticker', key: 'k', payload: 0 }));
    expect(await firstValueFrom(recorderState$)).toEqual({
      recording: false,
      lines: parsed.ok ? parsed.recording.lines.length : -1,
      startedAt: expect.any(Number),
    });
  });
});
