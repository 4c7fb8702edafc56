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

  it('SRV-27 an 8-deck shoe holds each of the 52 cards eight times, and the same seed gives the same shoe', () => {
    const shoe = shuffledDeck('round-seed', 8);
    expect(shoe).toHaveLength(416);
    const counts = new Map<string, number>();
    for (const code of shoe) counts.set(code, (counts.get(code) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
    expect(shuffledDeck('round-seed', 8)).toEqual(shoe);
  });

  it('SRV-27 no card appears twice in a round of a one-deck table, over many seeds; Dragon Tiger deals from the 8-deck shoe', () => {
    expect(CASINO_TABLES.filter((def) => def.rules.decks === 8).map((def) => def.key)).toEqual([
      'dragonTiger',
      'dragonTiger20',
      'fastDragonTiger',
      'dragonTiger202',
      'baccarat',
    ]);
    for (const def of CASINO_TABLES) {
      for (let i = 0; i < 300; i += 1) {
        const { cards } = dealRound(def.rules, `${def.key}-${i}`);
        expect(cards).toHaveLength(def.rules.slots);
        if (def.rules.decks === 1) expect(new Set(cards).size, `${def.key} seed ${i}`).toBe(cards.length);
      }
    }
  });

  it('SRV-27 the hash is the lowercase hex SHA-256 of the seed text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
