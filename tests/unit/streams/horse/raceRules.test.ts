import { describe, expect, it } from 'vitest';
import { isRaceListed, raceFlags, raceStatus } from '../../../../streams/horse/raceRules';
import { aRace, MINUTE, NOW } from './horseFixtures';

describe('horse race rules', () => {
  it('HORSE-06 OPEN-066 CONST-16 lit at start = now + 30 min, not at now + 30 min + 1 s', () => {
    expect(raceFlags(aRace(NOW + 30 * MINUTE), NOW).highlighted).toBe(true);
    expect(raceFlags(aRace(NOW + 30 * MINUTE + 1_000), NOW).highlighted).toBe(false);
  });

  it('HORSE-06 OPEN-066 no lower bound: a race already started stays lit while open', () => {
    expect(raceFlags(aRace(NOW - 60 * MINUTE), NOW).highlighted).toBe(true);
  });

  it('HORSE-06 OPEN-068 a suspended or closed race is never lit', () => {
    expect(raceFlags(aRace(NOW + MINUTE, 'suspended'), NOW).highlighted).toBe(false);
    expect(raceFlags(aRace(NOW + MINUTE, 'Closed'), NOW).highlighted).toBe(false);
  });

  it('HORSE-09 the dot is red when suspended, otherwise green', () => {
    expect(raceFlags(aRace(NOW, 'SUSPENDED'), NOW).dot).toBe('red');
    expect(raceFlags(aRace(NOW, 'OPEN'), NOW).dot).toBe('green');
    expect(raceFlags(aRace(NOW, 'ACTIVE'), NOW).dot).toBe('green');
  });

  it('HORSE-10 OPEN-067 CONST-16 the time blinks while 0 ≤ start − now ≤ 5 min', () => {
    expect(raceFlags(aRace(NOW + 5 * MINUTE), NOW).blinking).toBe(true);
    expect(raceFlags(aRace(NOW), NOW).blinking).toBe(true);
    expect(raceFlags(aRace(NOW + 5 * MINUTE + 1), NOW).blinking).toBe(false);
    expect(raceFlags(aRace(NOW - 1), NOW).blinking).toBe(false);
  });

  it('OPEN-068 statuses are read case-insensitively', () => {
    expect(raceStatus('closed')).toBe('closed');
    expect(raceStatus('Suspended')).toBe('suspended');
    expect(raceStatus('OPEN')).toBe('open');
    expect(raceStatus('')).toBe('open');
  });

  it('HORSE-07 HORSE-08 OPEN-072 closed races and races whose sub-races are all closed are not listed', () => {
    expect(isRaceListed(aRace(NOW, 'CLOSED'))).toBe(false);
    const allChildsClosed = [
      { gmid: 'a', status: 'CLOSED' },
      { gmid: 'b', status: 'closed' },
    ];
    expect(isRaceListed(aRace(NOW, 'OPEN', { childs: allChildsClosed }))).toBe(false);
    expect(isRaceListed(aRace(NOW, 'OPEN', { childs: [...allChildsClosed, { gmid: 'c', status: 'OPEN' }] }))).toBe(true);
    expect(isRaceListed(aRace(NOW, 'SUSPENDED'))).toBe(true);
  });
});
