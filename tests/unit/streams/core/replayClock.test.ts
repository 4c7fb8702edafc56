import { describe, expect, it } from 'vitest';
import { interval, timer } from 'rxjs';
import { ReplayClock } from '../../../../streams/core/replayClock';

const START = 1_700_000_000_000;

describe('replay clock', () => {
  it('OPEN-001 reads the recorded wall-clock time and runs timers in order as it advances', () => {
    const clock = new ReplayClock(START);
    const fired: Array<[string, number]> = [];
    timer(300, clock).subscribe(() => fired.push(['b', clock.now() - START]));
    timer(100, clock).subscribe(() => fired.push(['a', clock.now() - START]));
    expect(clock.now()).toBe(START);

    clock.advanceTo(START + 250);
    expect(fired).toEqual([['a', 100]]);
    expect(clock.now()).toBe(START + 250);

    clock.advanceTo(START + 1000);
    expect(fired).toEqual([
      ['a', 100],
      ['b', 300],
    ]);
  });

  it('OPEN-001 a jump back keeps each pending timer’s remaining time instead of running or stalling it', () => {
    const clock = new ReplayClock(START);
    const ticks: number[] = [];
    interval(1000, clock).subscribe(() => ticks.push(clock.now() - START));
    clock.advanceTo(START + 5400);
    expect(ticks).toEqual([1000, 2000, 3000, 4000, 5000]);

    clock.jumpTo(START);
    clock.advanceTo(START + 1000);
    expect(ticks.slice(5)).toEqual([600]);
  });

  it('OPEN-001 advancing to an earlier time is a jump: the timer still has the time it had left', () => {
    const clock = new ReplayClock(START);
    const fired: number[] = [];
    timer(100, clock).subscribe(() => fired.push(clock.now() - START));
    clock.advanceTo(START + 60);
    clock.advanceTo(START);
    clock.advanceTo(START + 39);
    expect(fired).toEqual([]);
    clock.advanceTo(START + 40);
    expect(fired).toEqual([40]);
  });
});
