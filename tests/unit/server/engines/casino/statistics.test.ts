import { describe, expect, it } from 'vitest';
import { dealRound, type GameRules } from '../../../../../server/engines/casino/game';
import { dragonTiger } from '../../../../../server/engines/casino/games/dragonTiger';
import { dragonTiger20 } from '../../../../../server/engines/casino/games/dragonTiger20';
import { lucky7 } from '../../../../../server/engines/casino/games/lucky7';
import { teenpatti20 } from '../../../../../server/engines/casino/games/teenpatti20';
import { evaluateHand, type HandRank } from '../../../../../server/engines/casino/teenpattiHand';
import { cardsOf } from './support';

const ROUNDS = 20_000;
/** Tens of thousands of shuffles: seconds on a loaded CI machine. */
const TIMEOUT_MS = 60_000;
/** Five standard errors: a fair engine fails this less than once in a million runs. */
const SIGMAS = 5;

function expectFrequency(label: string, hits: number, probability: number): void {
  const tolerance = SIGMAS * Math.sqrt((probability * (1 - probability)) / ROUNDS);
  expect(Math.abs(hits / ROUNDS - probability), `${label}: ${hits / ROUNDS} vs ${probability}`).toBeLessThanOrEqual(tolerance);
}

/** How often each winning sid and each win code came up over ROUNDS seeded rounds. */
function tally(rules: GameRules, onCards?: (cards: string[]) => void) {
  const sids = new Map<number, number>();
  const wins = new Map<string, number>();
  for (let i = 0; i < ROUNDS; i += 1) {
    const { cards, outcome } = dealRound(rules, `stat-${i}`);
    onCards?.(cards);
    wins.set(outcome.win, (wins.get(outcome.win) ?? 0) + 1);
    for (const sid of outcome.winners) sids.set(sid, (sids.get(sid) ?? 0) + 1);
  }
  return { sid: (sid: number) => sids.get(sid) ?? 0, win: (code: string) => wins.get(code) ?? 0 };
}

const THREE_CARD_HANDS = 22_100;

describe('casino outcome frequencies over many seeded rounds match the theory', () => {
  it(
    'SRV-27 Teenpatti: A wins half, hand ranks as in 3-card combinatorics, Pair plus 25.6 %',
    () => {
      const ranks = new Map<HandRank, number>();
      const counts = tally(teenpatti20, (cards) => {
        const rank = evaluateHand(cardsOf(...cards.slice(0, 3))).rank;
        ranks.set(rank, (ranks.get(rank) ?? 0) + 1);
      });
      expectFrequency('Player A', counts.win('1'), 0.5);
      const expected: Record<HandRank, number> = {
        trail: 52,
        pureSequence: 48,
        sequence: 720,
        colour: 1_096,
        pair: 3_744,
        highCard: 16_440,
      };
      for (const [rank, combinations] of Object.entries(expected)) {
        expectFrequency(rank, ranks.get(rank as HandRank) ?? 0, combinations / THREE_CARD_HANDS);
      }
      expectFrequency('Pair plus A', counts.sid(2), 1 - 16_440 / THREE_CARD_HANDS);
    },
    TIMEOUT_MS,
  );

  it(
    'SRV-27 Dragon Tiger from an 8-deck shoe: a tie 31 in 415, Dragon and Tiger 192 in 415 each; 20-20 side bets by rank and colour',
    () => {
      // One tally of 20-20 Dragon Tiger serves both: it deals from the same shoe and decides the main bet as Dragon Tiger.
      const sides = tally(dragonTiger20);
      expect(dragonTiger20.decks).toBe(dragonTiger.decks);
      expectFrequency('Dragon', sides.win('1'), 192 / 415);
      expectFrequency('Tiger', sides.win('2'), 192 / 415);
      expectFrequency('Tie', sides.win('3'), 31 / 415);
      expectFrequency('Dragon Even', sides.sid(4), 6 / 13);
      expectFrequency('Tiger Red', sides.sid(10), 1 / 2);
      expectFrequency('Tiger Card K', sides.sid(37), 1 / 13);
    },
    TIMEOUT_MS,
  );

  it(
    'SRV-27 Lucky 7: low 6 in 13, high 6 in 13, the seven 1 in 13; odd 7 in 13, black half, each card 1 in 13',
    () => {
      const counts = tally(lucky7);
      expectFrequency('Low', counts.win('1'), 6 / 13);
      expectFrequency('High', counts.win('2'), 6 / 13);
      expectFrequency('Seven', counts.win('3'), 1 / 13);
      expectFrequency('Odd', counts.sid(4), 7 / 13);
      expectFrequency('Black', counts.sid(6), 1 / 2);
      for (let sid = 7; sid <= 19; sid += 1) expectFrequency(`card sid ${sid}`, counts.sid(sid), 1 / 13);
    },
    TIMEOUT_MS,
  );
});
