import { describe, expect, it } from 'vitest';
import { sha256Hex, shuffledDeck } from '../../../../../server/engines/casino/deck';
import { verifyRound } from '../../../../../server/engines/casino/fairness';
import { dealRound } from '../../../../../server/engines/casino/game';
import { tableByKey } from '../../../../../server/engines/casino/tables';

/**
 * Known answers of the provably-fair recipe (docs/casino.md), one seed per table (plain words and 64-hex seeds as the
 * server makes them): the seed's hash, the first twelve and the last four cards of the shuffled shoe (one deck,
 * or eight on the Dragon Tiger tables) and the cards dealt to C1… in the table's deal order.
 *
 * Worked out once by a separate implementation of that text, a throwaway Python 3 script using only
 * hashlib and struct (not kept): the shoe as 'decks' × S, H, C, D × A…K; SHA-256 of "seed:0", "seed:1"… unpacked
 * with struct '>8I' (big-endian); Fisher–Yates from the last position down with rejection of words at or above
 * 2³² − 2³² mod (i + 1); positions 0, 1 … dealt to the slots in deal order. Read little-endian ('<8I') or hashed
 * as "seed|n", every shoe below comes out different.
 */
const VECTORS = [
  {
    table: 'teen20',
    decks: 1,
    seed: 'kat-teen20',
    hash: 'd876434047e62a931fce7c82bd7429018fa845d90c59359599023069c6afc877',
    shoe: '2SS,8DD,QDD,6DD,10DD,9CC,6SS,5CC,KDD,2DD,3DD,ACC',
    last: 'JHH,KHH,10CC,KSS',
    cards: '2SS,QDD,10DD,8DD,6DD,9CC',
  },
  {
    table: 'teen3Card',
    decks: 1,
    seed: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9012345678901234567890abcdef012',
    hash: 'ca30f57291dd92262c6827946e7695ab835ec1583054fd0f7636a9c22c092c41',
    shoe: 'ADD,9CC,ASS,6SS,QSS,8CC,QCC,5DD,4HH,2CC,7SS,3SS',
    last: 'ACC,JCC,KSS,10DD',
    cards: 'ADD,ASS,QSS,9CC,6SS,8CC',
  },
  {
    table: 'dragonTiger',
    decks: 8,
    seed: 'kat-dragon-tiger',
    hash: 'ba1e526f9c3e7ef7bd5b8c0f77112172511b1ce2c385f34efa5ed731fa324fad',
    shoe: '6CC,ACC,6DD,7SS,10CC,7HH,3CC,8HH,KCC,KHH,JDD,JDD',
    last: '5HH,6HH,3CC,JHH',
    cards: '6CC,ACC',
  },
  {
    table: 'dragonTiger20',
    decks: 8,
    seed: 'b7e1c2d3a4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff',
    hash: '8980986d4da07fbd6aef410f857954d812e2b4a355758b96a1555ac067becd29',
    shoe: 'KSS,10HH,3HH,5SS,ADD,ACC,4SS,9CC,10DD,ADD,2SS,6CC',
    last: '4HH,7CC,QDD,5HH',
    cards: 'KSS,10HH',
  },
  {
    table: 'fastDragonTiger',
    decks: 8,
    seed: 'kat-fast-dt',
    hash: 'f646df632f092cdc4f8de84f5a1b2f7cd09b20f7a04b1e04b8d73dbc619cc3e1',
    shoe: '3SS,QSS,9DD,5DD,JSS,6CC,KHH,7HH,4DD,3SS,7CC,KSS',
    last: '7DD,9HH,10SS,10DD',
    cards: '3SS,QSS',
  },
  {
    table: 'lucky7A',
    decks: 1,
    seed: 'kat-lucky-7a',
    hash: 'e3ea0c4fdf2faa964554e93d60a486e04094a49e04882b0c0d8d1a6809390d87',
    shoe: '4CC,KDD,2HH,8HH,10DD,JSS,7SS,2SS,6DD,4DD,9SS,3HH',
    last: '6HH,3DD,4SS,4HH',
    cards: '4CC',
  },
  {
    table: 'lucky7B',
    decks: 1,
    seed: '0000000000000000000000000000000000000000000000000000000000000001',
    hash: 'c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417',
    shoe: '9HH,3DD,KCC,3CC,8HH,AHH,9CC,KSS,6SS,JHH,9DD,2HH',
    last: '6CC,5SS,6DD,KDD',
    cards: '9HH',
  },
] as const;

describe('provably fair: known answers of the published recipe', () => {
  it.each(VECTORS.map((vector) => [vector.table, vector] as const))('SRV-27 %s deals the known cards from its seed', (key, vector) => {
    const def = tableByKey(key);
    if (!def) throw new Error(`no table ${key}`);
    expect(def.rules.decks).toBe(vector.decks);
    expect(sha256Hex(vector.seed)).toBe(vector.hash);
    const shoe = shuffledDeck(vector.seed, vector.decks);
    expect(shoe).toHaveLength(52 * vector.decks);
    expect(shoe.slice(0, 12).join(',')).toBe(vector.shoe);
    expect(shoe.slice(-4).join(',')).toBe(vector.last);
    expect(dealRound(def.rules, vector.seed).cards.join(',')).toBe(vector.cards);
    expect(verifyRound(def.rules, { hash: vector.hash, seed: vector.seed, cards: vector.cards })).toBe(true);
  });
});
