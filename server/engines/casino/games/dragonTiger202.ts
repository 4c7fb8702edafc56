import type { GameRules } from '../game';
import { TIE } from './dragonTiger';
import { dragonTiger20 } from './dragonTiger20';

/**
 * A tie comes 31 times in 415 from the eight-deck shoe: 12 to 1 (rate 13) returns 403/415 = 97.11 %, where the
 * 20-20 Dragon Tiger's rate 12 would return 89.64 %, below the 90 % every bet of this table must return.
 */
const TIE_RATE = 13;

/** 20-20 Dragon Tiger 2: the 20-20 Dragon Tiger game, its Tie paying 12 to 1. */
export const dragonTiger202: GameRules = {
  ...dragonTiger20,
  runners: dragonTiger20.runners.map((runner) => (runner.sid === TIE ? { ...runner, rate: TIE_RATE } : runner)),
};
