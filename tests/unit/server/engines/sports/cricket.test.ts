import { describe, expect, it } from 'vitest';
import { BALLS_PER_OVER, INNINGS_BALLS, bowl, newCricketGame, type CricketGame } from '../../../../../server/engines/sports/cricket';
import { cricketWinChance } from '../../../../../server/engines/sports/cricketModel';
import { fallenWicketResults, fancyLines } from '../../../../../server/engines/sports/fancy';
import { linePrices } from '../../../../../server/engines/sports/fancyPrices';
import { seededRandom } from '../../../../../server/engines/sports/random';

const EVEN: [number, number] = [1, 1];

function playMatch(seed: number, onBall?: (game: CricketGame) => void): CricketGame {
  const random = seededRandom(seed);
  const game = newCricketGame(0);
  while (!game.finished) {
    bowl(game, random, EVEN);
    onBall?.(game);
  }
  return game;
}

describe('cricket simulation', () => {
  it('T20 innings stay within 20 overs and 10 wickets; the chase stops at the target; the winner follows the runs', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const game = playMatch(seed);
      const [first, second] = game.innings;
      if (!first || !second) throw new Error('two innings');
      for (const innings of game.innings) {
        expect(innings.balls).toBeLessThanOrEqual(INNINGS_BALLS);
        expect(innings.wickets).toBeLessThanOrEqual(10);
        expect(innings.fallOfWickets).toHaveLength(innings.wickets);
        expect(innings.overRuns).toHaveLength(Math.floor(innings.balls / BALLS_PER_OVER));
      }
      expect(second.runs).toBeLessThanOrEqual(first.runs + 6);
      if (second.runs > first.runs) expect(game.winner).toBe(second.team);
      else if (second.runs < first.runs) expect(game.winner).toBe(first.team);
      else expect(game.winner).toBeNull();
    }
  });

  it('first-innings totals look like T20 cricket (average 140–190)', () => {
    const totals = Array.from({ length: 60 }, (_, index) => playMatch(100 + index).innings[0]?.runs ?? 0);
    const average = totals.reduce((sum, runs) => sum + runs, 0) / totals.length;
    expect(average).toBeGreaterThan(140);
    expect(average).toBeLessThan(190);
  });

  it('the win chance follows the chase: a wicket lowers the chaser, the target reached makes it certain', () => {
    const random = seededRandom(9);
    const game = newCricketGame(0);
    let wicketsSeen = 0;
    while (!game.finished) {
      const before = cricketWinChance(game, EVEN);
      const ball = bowl(game, random, EVEN);
      const inChase = game.innings.length === 2 && (game.innings[1]?.balls ?? 0) > 0;
      if (ball.kind === 'wicket' && inChase && !game.finished) {
        wicketsSeen += 1;
        expect(cricketWinChance(game, EVEN)).toBeGreaterThan(before);
      }
    }
    expect(wicketsSeen).toBeGreaterThan(0);
    expect(cricketWinChance(game, EVEN)).toBe(game.winner === 0 ? 1 : game.winner === 1 ? 0 : 0.5);
  });
});

describe('fancy lines', () => {
  it('MKT-28 SRV-22 lines are consistent with the innings: runs lines never below the runs made, settled on the score at their over', () => {
    const game = playMatch(21, (current) => {
      const index = (current.innings.length - 1) as 0 | 1;
      const innings = current.innings[index];
      // At each over's end (pricing every line is the costly part).
      if (!innings || current.finished || innings.balls % BALLS_PER_OVER !== 0) return;
      for (const line of fancyLines(current, index, 'IND', 1)) {
        if (line.result !== null || !line.outlook) continue;
        const { line: offered } = linePrices(line.outlook);
        if (line.gtype === 'runs' || line.gtype === 'wickets') expect(offered).toBeGreaterThan(innings.runs);
        if (line.gtype === 'boundaries') expect(offered).toBeGreaterThan(innings.fours + innings.sixes);
      }
    });
    const first = game.innings[0];
    if (!first) throw new Error('no innings');
    const decided = new Map(fancyLines(game, 0, 'IND', 1).map((line) => [line.name, line.result]));
    expect(decided.get('6 over runs IND')).toBe(first.overRuns[5] ?? first.runs);
    expect(decided.get('20 over runs IND')).toBe(first.runs);
    expect(decided.get('Total boundaries IND')).toBe(first.fours + first.sixes);
    expect(decided.get('Total extras IND')).toBe(first.extras);
    const fallen = fallenWicketResults(first, 0);
    expect(fallen.filter((_, index) => index % 2 === 0).map((result) => result.value)).toEqual(first.fallOfWickets);
  });
});
