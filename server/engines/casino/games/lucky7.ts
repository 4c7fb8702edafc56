import { rankValue } from '../../../../contract/cards';
import type { GameRules, RoundOutcome, RunnerDef } from '../game';
import { cardRunners, colourRunners, parityRunners, sideBetSids, sideBetWinners } from './sideBets';

/** Win codes (SRV-31): 1 low card (A–6), 2 high card (8–K), 3 the seven (both lose: "T"). */
const LOW = 1;
const HIGH = 2;
const SEVEN = 3;
const SEVEN_VALUE = 7;
/** Low and high each come 6 in 13. */
const LOW_HIGH_RATE = 2;
const SIDES = sideBetSids(3, 7);

const WINNER_RUNNERS: readonly RunnerDef[] = [
  { sid: LOW, name: 'Low Card', rate: LOW_HIGH_RATE },
  { sid: HIGH, name: 'High Card', rate: LOW_HIGH_RATE },
];
const PARITY = parityRunners('', SIDES);
const COLOUR = colourRunners('', SIDES);
const CARDS = cardRunners('', SIDES);
const sidsOf = (runners: readonly RunnerDef[]) => runners.map((runner) => runner.sid);

function winnerOf(value: number): RoundOutcome {
  if (value < SEVEN_VALUE) return { win: String(LOW), result: 'Low Card', winners: [LOW] };
  if (value > SEVEN_VALUE) return { win: String(HIGH), result: 'High Card', winners: [HIGH] };
  return { win: String(SEVEN), result: 'Lucky 7', winners: [] };
}

/**
 * Lucky 7 (tables 7-A and 7-B): one card in C1. 19 runners in the groups 0–1, 2–3, 4–5, 6–18 (CAS-L7A-01,
 * CAS-L7B-01, OPEN-097), one market each with the fixed names of CAS-L7-01.
 */
export const lucky7: GameRules = {
  slots: 1,
  decks: 1,
  dealOrder: [0],
  seats: [{ label: 'Lucky 7', slots: [0] }],
  nameField: 'nat',
  runners: [...WINNER_RUNNERS, ...PARITY, ...COLOUR, ...CARDS],
  markets: [
    { markettype: 'Winner', sids: sidsOf(WINNER_RUNNERS) },
    { markettype: 'Lucky Odd/Even', sids: sidsOf(PARITY) },
    { markettype: 'Lucky Color', sids: sidsOf(COLOUR) },
    { markettype: 'Lucky Card', sids: sidsOf(CARDS) },
  ],
  outcome([card]) {
    if (!card) throw new Error('Lucky 7 needs one card');
    const main = winnerOf(rankValue(card.rank));
    return { ...main, winners: [...main.winners, ...sideBetWinners(card, SIDES)] };
  },
};
