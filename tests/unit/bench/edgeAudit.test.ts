import { describe, expect, it } from 'vitest';
import { runEdgeAudit } from '../../../bench/edge/audit';
import { leaks } from '../../../bench/edge/tally';
import { bowl, newCricketGame, newInnings, type CricketGame } from '../../../server/engines/sports/cricket';
import { cricketWinChance } from '../../../server/engines/sports/cricketModel';
import { seededRandom } from '../../../server/engines/sports/random';

const EVEN: [number, number] = [1, 1];

/** Side 0 made 160; side 1 is 100 for 5 after 14 overs: 61 needed off 36 balls. */
function chaseAt100For5(): CricketGame {
  const game = newCricketGame(0);
  Object.assign(game.innings[0] as object, { runs: 160, balls: 120 });
  game.innings.push({ ...newInnings(1), runs: 100, wickets: 5, balls: 84 });
  return game;
}

describe('in-play prices against the simulated game', () => {
  it('the chase price is the chance the ball-by-ball game gives: 61 off 36 with 5 down, played out 10,000 times', () => {
    const random = seededRandom(7);
    let chaserWins = 0;
    let decided = 0;
    for (let play = 0; play < 10_000; play += 1) {
      const game = chaseAt100For5();
      while (!game.finished) bowl(game, random, EVEN);
      if (game.winner !== null) decided += 1;
      if (game.winner === 1) chaserWins += 1;
    }
    // A tie voids Match Odds: the price is the chaser's chance among decided matches.
    const played = chaserWins / decided;
    const standardError = Math.sqrt((played * (1 - played)) / decided);
    const priced = 1 - cricketWinChance(chaseAt100For5(), EVEN);
    expect(played).toBeGreaterThan(0.15);
    expect(Math.abs(priced - played)).toBeLessThan(3 * standardError);
  });

  it(
    'no simple strategy beats the prices shown: every return at most 1 + 3 standard errors, per match, after commission',
    { timeout: 240_000 },
    () => {
      const audits = runEdgeAudit({ cricket: 10, soccer: 150, tennis: 60, horses: 400 }, 300);
      for (const audit of audits) expect(audit.results.length).toBeGreaterThan(0);
      const leaking = audits
        .flatMap((audit) => audit.results)
        .filter(leaks)
        .map((result) => `${result.name}: ${((result.returns - 1) * 100).toFixed(1)} % ± ${(result.standardError * 100).toFixed(1)} %`);
      expect(leaking).toEqual([]);
    },
  );
});
