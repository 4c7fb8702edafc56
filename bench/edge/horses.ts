import { COURSES } from '../../server/engines/horse/courses';
import { createRace, marketMove, openingChances } from '../../server/engines/horse/race';
import { modelLadderOf } from '../../server/engines/sports/modelLadder';
import { between, weighted, type Random } from '../../server/engines/sports/random';
import type { Tally } from './tally';

/** Decision points in a race's market before the off, with some market moves between each. */
const DECISIONS = 6;
const MOST_MOVES_BETWEEN = 12;

const rankLabel = (rank: number): string => (rank < 3 ? `favourite ${rank + 1}` : 'outsider');

/**
 * Horse racing win markets: the race's opening chances and moves (race.ts), the book the feed shows (modelLadderOf),
 * and the winner drawn at the off from the chances then, as the feed does; at each decision point every strategy
 * backs and lays each horse by its place in the betting.
 */
export function auditRaces(tally: Tally, count: number, random: Random): void {
  let selectionId = 1;
  for (let index = 0; index < count; index += 1) {
    const race = createRace(
      `race-${index}`,
      COURSES[index % COURSES.length] ?? (COURSES[0] as (typeof COURSES)[number]),
      0,
      random,
      () => (selectionId += 1),
    );
    let chances = openingChances(race);
    const bets: { strategy: string; runner: number; back: boolean; price: number }[] = [];
    for (let decision = 0; decision < DECISIONS; decision += 1) {
      for (let move = between(random, 0, MOST_MOVES_BETWEEN); move > 0; move -= 1) chances = marketMove(chances, random);
      const ranks = chances.map((chance, runner) => ({ chance, runner })).sort((a, b) => b.chance - a.chance);
      ranks.forEach(({ chance, runner }, rank) => {
        const book = modelLadderOf(chance, random, race.liquidity);
        const back = book.availableToBack[0]?.price;
        const lay = book.availableToLay[0]?.price;
        if (back !== undefined) bets.push({ strategy: `Win market back ${rankLabel(rank)}`, runner, back: true, price: back });
        if (lay !== undefined) bets.push({ strategy: `Win market lay ${rankLabel(rank)}`, runner, back: false, price: lay });
      });
    }
    const winner = weighted(random, chances);
    for (const bet of bets) {
      const won = (bet.runner === winner) === bet.back;
      if (bet.back) tally.bet(bet.strategy, race.gmid, true, 1, bet.price - 1, won);
      else tally.bet(bet.strategy, race.gmid, true, bet.price - 1, 1, won);
    }
    tally.endMatch();
  }
}
