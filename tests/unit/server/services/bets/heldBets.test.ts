import { describe, expect, it } from 'vitest';
import { isBusyRefusal } from '../../../../../server/db/busy';
import { oneBetPerKey } from '../../../../../server/services/bets/heldBets';

/** A bet in its delay until released. */
function heldBet(): { place: () => Promise<string>; release: () => void } {
  let release = (): void => undefined;
  const done = new Promise<string>((resolve) => (release = () => resolve('placed')));
  return { place: () => done, release };
}

describe('bets held by their delay', () => {
  it('past the limit a bet is refused busy without running; once one ends, a bet is taken again', async () => {
    const [first, second] = [heldBet(), heldBet()];
    const running = [oneBetPerKey('u1', 'k1', first.place, 2), oneBetPerKey('u2', null, second.place, 2)];
    let ran = false;
    const refused = await oneBetPerKey('u3', 'k3', async () => (ran = true), 2).catch((error: unknown) => error);
    expect(isBusyRefusal(refused)).toBe(true);
    expect(ran).toBe(false);
    first.release();
    second.release();
    expect(await Promise.all(running)).toEqual(['placed', 'placed']);
    expect(await oneBetPerKey('u3', 'k3', async () => 'placed later', 2)).toBe('placed later');
  });
});
