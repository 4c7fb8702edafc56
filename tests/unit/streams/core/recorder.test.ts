import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom, timer } from 'rxjs';
import { exportRecording, recorderState$, startRecording, stopRecording } from '../../../../streams/core/recorder';
import { parseRecording } from '../../../../streams/core/recording';
import { source } from '../../../../streams/core/source';
import { createTestScheduler } from '../../testScheduler';

describe('recorder', () => {
  afterEach(() => stopRecording());

  it('OPEN-001 writes each value that passes source as a {t, name, key, payload} JSON line, t on the scheduler clock', () => {
    createTestScheduler().run(({ cold, flush }) => {
      source('before', 'k', () => cold('(x|)', { x: 0 })).subscribe();
      timer(1000).subscribe(() => startRecording());
      timer(1000).subscribe(() => {
        source('casinoFeed', 'sports/v1/casino/lucky/a/data', () => cold('250ms (a|)', { a: { n: 1 } })).subscribe();
        source('ticker', '', () => cold('400ms (b|)', { b: 'two' })).subscribe();
      });
      timer(2000).subscribe(() => stopRecording());
      timer(2500).subscribe(() => source('after', 'k', () => cold('(y|)', { y: 9 })).subscribe());
      flush();
    });
    expect(exportRecording()).toBe(
      '{"t":250,"name":"casinoFeed","key":"sports/v1/casino/lucky/a/data","payload":{"n":1}}\n' +
        '{"t":400,"name":"ticker","key":"","payload":"two"}\n',
    );
  });

  it('OPEN-001 an export loads back as the same lines', async () => {
    startRecording();
    await firstValueFrom(source('ticker', 'k', () => timer(0)));
    stopRecording();
    const parsed = parseRecording(exportRecording());
    expect(parsed).toEqual({ ok: true, lines: [expect.objectContaining({ name: 'ticker', key: 'k', payload: 0 })] });
    expect(await firstValueFrom(recorderState$)).toEqual({ recording: false, lines: 1 });
  });
});
