import { randomBytes } from 'node:crypto';
import { sha256Hex } from './deck';
import { dealRound, type GameRules } from './game';

/** A fresh round seed: 32 random bytes as hex (the server's source; tests inject their own). */
export const newRoundSeed = (): string => randomBytes(32).toString('hex');

export interface PublishedRound {
  /** `hash` of t1, published before betting opened. */
  hash: string;
  /** `seed` of the result item, published with the result. */
  seed: string;
  /** `cards` of the result item. */
  cards: string;
}

/**
 * The fairness proof anyone can rerun: the seed hashes (hex SHA-256 of its UTF-8 text) to the hash published
 * before betting, and shuffling the deck with it deals exactly the cards of the result.
 */
export const verifyRound = (rules: GameRules, round: PublishedRound): boolean =>
  sha256Hex(round.seed) === round.hash && dealRound(rules, round.seed).cards.join(',') === round.cards;
