import { singleMarket, type GameRules, type RunnerDef } from '../game';
import { cardPair, DRAGON_TIGER_DECKS, DRAGON_TIGER_SEATS, MAIN_RUNNERS, mainOutcome } from './dragonTiger';
import { cardRunners, colourRunners, parityRunners, sideBetSids, sideBetWinners } from './sideBets';

const DRAGON_SIDES = sideBetSids(4, 12);
const TIGER_SIDES = sideBetSids(8, 25);

const RUNNERS: readonly RunnerDef[] = [
  ...MAIN_RUNNERS,
  ...parityRunners('Dragon', DRAGON_SIDES),
  ...colourRunners('Dragon', DRAGON_SIDES),
  ...parityRunners('Tiger', TIGER_SIDES),
  ...colourRunners('Tiger', TIGER_SIDES),
  ...cardRunners('Dragon', DRAGON_SIDES),
  ...cardRunners('Tiger', TIGER_SIDES),
];

/**
 * 20-20 Dragon Tiger: 37 runners in the groups 3, 2, 2, 2, 2, 13, 13 (CAS-DT-02, OPEN-094): Dragon / Tie /
 * Tiger, Dragon even-odd, Dragon red-black, Tiger even-odd, Tiger red-black, Dragon card A–K, Tiger card A–K.
 */
export const dragonTiger20: GameRules = {
  slots: 2,
  decks: DRAGON_TIGER_DECKS,
  dealOrder: [0, 1],
  seats: DRAGON_TIGER_SEATS,
  nameField: 'nat',
  runners: RUNNERS,
  markets: singleMarket(RUNNERS),
  outcome(cards) {
    const [dragon, tiger] = cardPair(cards);
    const main = mainOutcome(dragon, tiger);
    return { ...main, winners: [...main.winners, ...sideBetWinners(dragon, DRAGON_SIDES), ...sideBetWinners(tiger, TIGER_SIDES)] };
  },
};
