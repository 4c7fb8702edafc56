import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../../../contract/cards';
import { sha256Hex, shuffledDeck } from '../../../../../server/engines/casino/deck';
import { dealRound } from '../../../../../server/engines/casino/game';
import { CASINO_TABLES } from '../../../../../server/engines/casino/tables';

describe('casino deck from a seed', () => {
  it('SRV-27 is the 52 distinct cards in the contract code, the same for the same seed and different for another', () => {
    const deck = shuffledDeck('round-seed');
    expect(new Set(deck).size).toBe(52);
    expect(deck.every((code) => parseCard(code) !== null)).toBe(true);
    expect(shuffledDeck('round-seed')).toEqual(deck);
    expect(shuffledDeck('round-seed2')).not.toEqual(deck);
  });

  it('SRV-27 no card appears twice in a round of any table, over many seeds', () => {
    for (const def of CASINO_TABLES) {
      for (let i = 0; i < 300; i += 1) {
        const { cards } = dealRound(def.rules, `${def.key}-${i}`);
        expect(cards).toHaveLength(def.rules.slots);
        expect(new Set(cards).size, `${def.key} seed ${i}`).toBe(cards.length);
      }
    }
  });

  it('SRV-27 the hash is the lowercase hex SHA-256 of the seed text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
