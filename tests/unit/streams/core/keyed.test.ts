import { describe, expect, it } from 'vitest';
import { concat, defer, NEVER, of, timer } from 'rxjs';
import { now } from '../../../../streams/core/clock';
import { keyed } from '../../../../streams/core/keyed';
import { poll } from '../../../../streams/core/poll';
import { createTestScheduler } from '../../testScheduler';

describe('keyed', () => {
  it('POLL-01 three subscribers share one poll: one request per interval; the last unsubscribe stops it', () => {
    const requests: Array<[string, number]> = [];
    const odds$ = keyed((matchId: string) =>
      poll({
        name: 'odds',
        intervalMs: 100,
        call: () => defer(() => (requests.push([matchId, now()]), of(matchId))),
      }),
    );
    createTestScheduler().run(({ flush }) => {
      const subs = [odds$('m1').subscribe(), odds$('m1').subscribe()];
      timer(50).subscribe(() => subs.push(odds$('m1').subscribe()));
      timer(250).subscribe(() => subs.splice(0, 2).forEach((s) => s.unsubscribe()));
      timer(350).subscribe(() => subs.forEach((s) => s.unsubscribe()));
      flush();
    });
    expect(requests).toEqual([
      ['m1', 0],
      ['m1', 100],
      ['m1', 200],
      ['m1', 300],
    ]);
  });

  it('MKT-18 OPEN-115 memoises per key and restarts afresh after the last subscriber left', () => {
    let built = 0;
    const stream = keyed((key: string) => defer(() => ((built += 1), concat(of(key), NEVER))));
    expect(stream('a')).toBe(stream('a'));
    expect(stream('a')).not.toBe(stream('b'));
    stream('a').subscribe().unsubscribe();
    const seen: string[] = [];
    stream('a').subscribe((v) => seen.push(v));
    expect(seen).toEqual(['a']);
    expect(built).toBe(2);
  });

  it('MKT-18 keys by the whole argument list', () => {
    const stream = keyed((eventId: number, matchId: string) => of(`${eventId}/${matchId}`));
    expect(stream(4, 'm1')).toBe(stream(4, 'm1'));
    expect(stream(4, 'm1')).not.toBe(stream(4, 'm2'));
    expect(stream(4, 'm1')).not.toBe(stream(2, 'm1'));
  });
});
