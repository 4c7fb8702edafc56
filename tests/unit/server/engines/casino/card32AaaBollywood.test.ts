import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCard, rankValue, type Card } from '../../../../../contract/cards';
import { sha256Hex, shuffledDeck } from '../../../../../server/engines/casino/deck';
import { verifyRound } from '../../../../../server/engines/casino/fairness';
import { dealRound, type GameRules } from '../../../../../server/engines/casino/game';
import { CASINO_TABLES, roundIdSuffix, tableByKey } from '../../../../../server/engines/casino/tables';
import { outcomeOfBet } from '../../../../../server/markets/result';

const rulesOf = (key: string): GameRules => {
  const def = tableByKey(key);
  if (!def) throw new Error(`no table ${key}`);
  return def.rules;
};
const card = (code: string): Card => {
  const parsed = parseCard(code);
  if (!parsed) throw new Error(code);
  return parsed;
};
const hands = (...seats: string[][]) => seats.map((seat) => seat.map(card));
const sidOf = (rules: GameRules, name: string) => rules.runners.find((runner) => runner.name === name)?.sid;
const namesOf = (rules: GameRules, sids: readonly number[]) => sids.map((sid) => rules.runners.find((runner) => runner.sid === sid)?.name);

/**
 * Known answers, worked out once by a separate implementation (a throwaway Python 3 script with hashlib and
 * struct only): SHA-256 of "seed:0", "seed:1"… read as big-endian uint32 ('>8I'); Fisher–Yates from the last
 * position with rejection at 2³² − 2³² mod (i + 1); the ordered deck S, H, C, D × A…K filtered to the table's
 * ranks (6–K for 32 Cards; J, Q, K, A twice for Bollywood); 32 Cards dealt to Players 8, 9, 10, 11 and again to
 * the tied leaders, in seat order.
 */
const VECTORS = [
  {
    table: 'card32A',
    seed: 'kat-card32-a',
    hash: 'b739d7a4723297eb3c1212b825b0e1142729425b213eebe203a9ce84ee8bdab7',
    shoe: 'JCC,8DD,6SS,KSS,QDD,7SS,KHH,8CC',
    cards: 'JCC,8DD,6SS,KSS',
    win: '4',
  },
  {
    table: 'card32B',
    seed: 'kat-card32-b',
    hash: '85b577b08a9a7f2578f5854f7f3ad25794f1bd0da8fd2b21225480181ec94f30',
    shoe: '8CC,QCC,JDD,KCC,QDD,10HH,KDD,6DD',
    cards: '8CC,QCC,JDD,KCC',
    win: '4',
  },
  { table: 'card32A', seed: 'tie-2', hash: sha256Hex('tie-2'), shoe: null, cards: '7CC,KHH,9HH,10DD,JCC,JSS', win: '4' },
  {
    table: 'amarAkbarAnthony',
    seed: 'kat-aaa',
    hash: '41d2929ea5bd54c86bbc36f37fde92e84cdb517eccd40465de410deb1408e1f6',
    shoe: 'JHH,ADD,JCC,KCC,8SS,4SS,AHH,2DD',
    cards: 'JHH',
    win: '3',
  },
  {
    table: 'bollywood',
    seed: 'kat-bollywood',
    hash: 'a0929837ff0df6eb5f376b4a6970cd5352d0566339546ef91889d7334df41dd6',
    shoe: 'QSS,KCC,JSS,QCC,ASS,QCC,KCC,KSS',
    cards: 'QSS',
    win: '3',
  },
] as const;

describe('32 Cards, Amar Akbar Anthony, Bollywood Table: provably fair known answers', () => {
  it.each(VECTORS.map((vector) => [`${vector.table} ${vector.seed}`, vector] as const))(
    'SRV-27 %s deals the known cards',
    (_name, vector) => {
      const rules = rulesOf(vector.table);
      expect(sha256Hex(vector.seed)).toBe(vector.hash);
      if (vector.shoe) expect(shuffledDeck(vector.seed, rules.decks, rules.deck).slice(0, 8).join(',')).toBe(vector.shoe);
      const deal = dealRound(rules, vector.seed);
      expect(deal.cards.join(',')).toBe(vector.cards);
      expect(deal.outcome.win).toBe(vector.win);
      expect(verifyRound(rules, { hash: vector.hash, seed: vector.seed, cards: vector.cards })).toBe(true);
    },
  );

  it('SRV-27 32 Cards deals one card per turn: a tie between Players 9 and 11 at 22 is dealt again, 9 then 11', () => {
    const deal = dealRound(rulesOf('card32A'), 'tie-2');
    expect(deal.turns).toEqual([0, 1, 2, 3, 1, 3]);
    expect(deal.cards).toEqual(['7CC', 'KHH,9HH', '10DD', 'JCC,JSS']);
  });

  it('SRV-27 every table ends its round ids differently: two tables starting a round in the same millisecond never share one', () => {
    const suffixes = CASINO_TABLES.map(roundIdSuffix);
    expect(new Set(suffixes).size).toBe(CASINO_TABLES.length);
    expect(roundIdSuffix({ eventId: 56770 })).toBe('70');
    expect(roundIdSuffix({ eventId: 98805 })).toBe('05');
  });

  it('SRV-27 the decks: 32 Cards 6–K once (32 cards), Bollywood the J, Q, K, A twice (32), Amar Akbar Anthony 52', () => {
    const count = (key: string) => {
      const rules = rulesOf(key);
      return shuffledDeck('any', rules.decks, rules.deck);
    };
    expect(new Set(count('card32A')).size).toBe(32);
    expect(count('card32A').every((code) => rankValue(card(code).rank) >= 6)).toBe(true);
    expect(count('bollywood')).toHaveLength(32);
    expect(new Set(count('bollywood')).size).toBe(16);
    expect(new Set(count('bollywood').map((code) => card(code).rank))).toEqual(new Set(['J', 'Q', 'K', 'A']));
    expect(count('amarAkbarAnthony')).toHaveLength(52);
  });
});

describe('settlement as the rules dialogs state it, hand-worked rounds', () => {
  const card32 = rulesOf('card32A');
  const winnerOf = (rules: GameRules, dealt: string[][]) => {
    const seats = hands(...dealt);
    return rules.outcome(
      seats.map((seat) => seat[0] as Card),
      seats,
    );
  };

  it('CAS-ALL-08 32 Cards: the highest total wins; 8 + K = 21 beats 11 + 9 = 20', () => {
    expect(winnerOf(card32, [['KSS'], ['6HH'], ['7CC'], ['9DD']])).toEqual({ win: '1', result: 'Player 8', winners: [1] });
  });

  it('CAS-ALL-08 32 Cards: a tie at the top is dealt again until one wins; a lower player never comes back', () => {
    // 8+K 21, 9+Q 21, 10+6 16, 11+10 21: three tied; then 8+7, 9+7, 11+9: 11 leads with 30.
    expect(winnerOf(card32, [['KSS', '7SS'], ['QHH', '7HH'], ['6CC'], ['10DD', '9DD']]).result).toBe('Player 11');
    // 9+Q 21 and 10+J 21 tie; both draw 8: tied again at 29; then 9 draws K (42) against 10's 6 (35).
    expect(winnerOf(card32, [['6SS'], ['QHH', '8HH', 'KHH'], ['JCC', '8CC', '6CC'], ['7DD']]).result).toBe('Player 9');
  });

  it("CAS-ALL-08 32 Cards B: each player's first card is odd or even, the first four cards' colours", () => {
    const rules = rulesOf('card32B');
    const outcome = winnerOf(rules, [['KSS'], ['6HH'], ['7CC'], ['8DD']]);
    expect(outcome.result).toBe('Player 8');
    expect(namesOf(rules, outcome.winners)).toEqual([
      'Player 8',
      'Player 8 Odd',
      'Player 9 Even',
      'Player 10 Odd',
      'Player 11 Even',
      'Red 2 Black 2',
    ]);
    expect(namesOf(rules, winnerOf(rules, [['KHH'], ['6HH'], ['7DD'], ['QSS']]).winners).at(-1)).toBe('Red 3 or 4');
    // A tie's second cards do not count for Odd/Even.
    expect(namesOf(rules, winnerOf(rules, [['KSS', '7SS'], ['QHH', '7HH'], ['6CC'], ['10DD', '9DD']]).winners)).toEqual([
      'Player 11',
      'Player 8 Odd',
      'Player 9 Even',
      'Player 10 Even',
      'Player 11 Even',
      'Red 2 Black 2',
    ]);
  });

  it('CAS-ALL-08 Amar Akbar Anthony: A–6 Amar, 7–10 Akbar, J–K Anthony; a 7 loses half of Under 7 and Over 7', () => {
    const rules = rulesOf('amarAkbarAnthony');
    const of = (code: string) => rules.outcome([card(code)], [[card(code)]]);
    expect(namesOf(rules, of('6HH').winners)).toEqual(['Amar', 'Even', 'Red', 'Under 7']);
    expect(namesOf(rules, of('ASS').winners)).toEqual(['Amar', 'Odd', 'Black', 'Under 7']);
    expect(namesOf(rules, of('10CC').winners)).toEqual(['Akbar', 'Even', 'Black', 'Over 7']);
    expect(namesOf(rules, of('JDD').winners)).toEqual(['Anthony', 'Odd', 'Red', 'Over 7']);
    const seven = of('7DD');
    expect(namesOf(rules, seven.winners)).toEqual(['Akbar', 'Odd', 'Red']);
    expect(namesOf(rules, seven.halfLost ?? [])).toEqual(['Under 7', 'Over 7']);
    expect(of('8SS').halfLost).toBeUndefined();
  });

  it('SRV-35 a back bet of 1,000 on Under 7 loses 500 on a 7; on Over 7 the same; a win pays (2 − 1) × 1,000', () => {
    const under = sidOf(rulesOf('amarAkbarAnthony'), 'Under 7') as number;
    const over = sidOf(rulesOf('amarAkbarAnthony'), 'Over 7') as number;
    const bet = (key: number) => ({ key, type: 'back' as const, favourCents: 100_000, againstCents: 100_000 });
    const onSeven = { kind: 'winners' as const, selectionIds: [2, 5, 6], halfLost: [under, over] };
    expect(outcomeOfBet(bet(under), onSeven)).toEqual({ betCase: 'loss', profitCents: -50_000 });
    expect(outcomeOfBet(bet(over), onSeven)).toEqual({ betCase: 'loss', profitCents: -50_000 });
    expect(outcomeOfBet(bet(under), { kind: 'winners', selectionIds: [1, 4, 6, under] })).toEqual({ betCase: 'win', profitCents: 100_000 });
    expect(outcomeOfBet(bet(over), { kind: 'winners', selectionIds: [1, 4, 6, under] })).toEqual({
      betCase: 'loss',
      profitCents: -100_000,
    });
  });

  it('CAS-ALL-08 Bollywood Table: the card names the outcome; Odd on J, K, A; colour; its rank', () => {
    const rules = rulesOf('bollywood');
    const of = (code: string) => namesOf(rules, rules.outcome([card(code)], [[card(code)]]).winners);
    expect(of('ASS')).toEqual(['Don', 'Odd', 'Black', 'Card A']);
    expect(of('AHH')).toEqual(['Amar Akbar Anthony', 'Odd', 'Red', 'Card A']);
    expect(of('JSS')).toEqual(['Sahib Bibi aur Ghulam', 'Odd', 'Black', 'Card J']);
    expect(of('KDD')).toEqual(['Dharam Veer', 'Odd', 'Red', 'Card K']);
    expect(of('QCC')).toEqual(['Kis Kisko Pyaar Karoon', 'Black', 'Card Q']);
    expect(of('JHH')).toEqual(['Ghulam', 'Odd', 'Red', 'Card J']);
  });
});

/**
 * Exact returns (rate × chance; a half-lost bet adds half its stake × the chance of the 7), in %, to two
 * places. 32 Cards by enumerating every ordered deal of the first four cards (32 × 31 × 30 × 29); players tied
 * after them share the lead equally (every later card is as likely to go to any of them, the deck being
 * exchangeable), which is also what the Python enumeration gave: 845/10,788, 6,626/40,455, 47,417/161,820,
 * 18,806/40,455. One-card tables by each card of the deck.
 */
const EXPECTED_RTP: Record<string, Record<string, string>> = {
  card32A: { 'Player 8': '97.13', 'Player 9': '97.45', 'Player 10': '96.70', 'Player 11': '96.69' },
  card32B: {
    'Player 8': '97.13',
    'Player 9': '97.45',
    'Player 10': '96.70',
    'Player 11': '96.69',
    'Player 8 Odd': '98.50',
    'Player 8 Even': '98.50',
    'Player 9 Odd': '98.50',
    'Player 9 Even': '98.50',
    'Player 10 Odd': '98.50',
    'Player 10 Even': '98.50',
    'Player 11 Odd': '98.50',
    'Player 11 Even': '98.50',
    'Red 2 Black 2': '96.91',
    'Red 3 or 4': '97.43',
    'Black 3 or 4': '97.43',
  },
  amarAkbarAnthony: {
    Amar: '97.85',
    Akbar: '96.92',
    Anthony: '95.77',
    Even: '97.85',
    Odd: '98.54',
    Red: '98.50',
    Black: '98.50',
    'Under 7': '96.15',
    'Over 7': '96.15',
  },
  bollywood: {
    Don: '96.88',
    'Amar Akbar Anthony': '96.56',
    'Sahib Bibi aur Ghulam': '96.56',
    'Dharam Veer': '96.56',
    'Kis Kisko Pyaar Karoon': '96.56',
    Ghulam: '96.56',
    Odd: '97.50',
    Red: '98.50',
    Black: '98.50',
    'Card J': '97.50',
    'Card Q': '97.50',
    'Card K': '97.50',
    'Card A': '97.50',
  },
};

/**
 * A lay's exact return per unit of its liability (the money it risks), in %: it keeps the liability and gains the
 * stake when the player loses, so (1 − chance) × (liability + stake) / liability = (1 − chance) × R / (R − 1) at lay
 * rate R. Worked by hand from the chances above: Player 8 at 16.5, (9,943/10,788) × 16.5/15.5 = 109,373/111,476;
 * Player 9 at 6.8, (33,829/40,455) × 6.8/5.8 = 1,150,186/1,173,195; Player 10 at 3.6, (114,403/161,820) × 3.6/2.6 =
 * 114,403/116,870; Player 11 at 2.2, (21,649/40,455) × 2.2/1.2 = 238,139/242,730.
 */
const EXPECTED_LAY: Record<string, { rate: number; rtp: string }> = {
  'Player 8': { rate: 16.5, rtp: '98.11' },
  'Player 9': { rate: 6.8, rtp: '98.04' },
  'Player 10': { rate: 3.6, rtp: '97.89' },
  'Player 11': { rate: 2.2, rtp: '98.11' },
};

type Returns = Map<number, number>;
const add = (returns: Returns, sid: number, value: number) => returns.set(sid, (returns.get(sid) ?? 0) + value);

function oneCardReturns(rules: GameRules): Returns {
  const returns: Returns = new Map();
  const deck = shuffledDeck('', 1, rules.deck).map(card);
  for (const dealt of deck) {
    const outcome = rules.outcome([dealt], [[dealt]]);
    for (const sid of outcome.winners) add(returns, sid, 1 / deck.length);
    for (const sid of outcome.halfLost ?? [])
      add(returns, sid, 0.5 / deck.length / (rules.runners.find((runner) => runner.sid === sid)?.rate ?? 1));
  }
  return returns;
}

function card32Returns(rules: GameRules): Returns {
  const returns: Returns = new Map();
  const deck = shuffledDeck('', 1, rules.deck).map(card);
  const total = 32 * 31 * 30 * 29;
  const seats = [0, 1, 2, 3];
  for (let a = 0; a < 32; a += 1)
    for (let b = 0; b < 32; b += 1)
      for (let c = 0; c < 32; c += 1)
        for (let d = 0; d < 32; d += 1) {
          if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
          const first = [a, b, c, d].map((index) => deck[index] as Card);
          const totals = first.map((dealt, seat) => 8 + seat + rankValue(dealt.rank));
          const leaders = seats.filter((seat) => totals[seat] === Math.max(...totals));
          for (const seat of leaders) add(returns, seat + 1, 1 / leaders.length / total);
          const sides = rules
            .outcome(
              first,
              first.map((dealt) => [dealt]),
            )
            .winners.filter((sid) => sid > 4);
          for (const sid of sides) add(returns, sid, 1 / total);
        }
  return returns;
}

describe('return to player, exactly', () => {
  it.each(Object.keys(EXPECTED_RTP))(
    '%s: every bet returns the published figure, between 90 % and 99 %',
    (key) => {
      const rules = rulesOf(key);
      const chances = key.startsWith('card32') ? card32Returns(rules) : oneCardReturns(rules);
      const expected = EXPECTED_RTP[key] ?? {};
      expect(Object.keys(expected).sort()).toEqual(rules.runners.map((runner) => runner.name).sort());
      for (const runner of rules.runners) {
        const rtp = ((chances.get(runner.sid) ?? 0) * runner.rate * 100).toFixed(2);
        expect(rtp, runner.name).toBe(expected[runner.name]);
        expect(Number(rtp)).toBeGreaterThanOrEqual(90);
        expect(Number(rtp)).toBeLessThanOrEqual(99);
      }
    },
    60_000,
  );

  it.each(['card32A', 'card32B'])(
    '%s: each player takes lays above its fair rate, every lay returning the published figure between 90 % and 99 %',
    (key) => {
      const rules = rulesOf(key);
      const chances = card32Returns(rules);
      const laid = rules.runners.filter((runner) => runner.layRate !== undefined);
      expect(laid.map((runner) => runner.name)).toEqual(Object.keys(EXPECTED_LAY));
      for (const runner of laid) {
        const layRate = runner.layRate ?? 0;
        const chance = chances.get(runner.sid) ?? 0;
        expect(layRate, runner.name).toBe(EXPECTED_LAY[runner.name]?.rate);
        expect(layRate).toBeGreaterThan(1 / chance);
        const rtp = (((1 - chance) * layRate * 100) / (layRate - 1)).toFixed(2);
        expect(rtp, runner.name).toBe(EXPECTED_LAY[runner.name]?.rtp);
        expect(Number(rtp)).toBeGreaterThanOrEqual(90);
        expect(Number(rtp)).toBeLessThanOrEqual(99);
      }
    },
    60_000,
  );

  it('the casino docs list each lay rate and its return', () => {
    const casinoDocs = readFileSync('docs/casino.md', 'utf8');
    for (const [name, lay] of Object.entries(EXPECTED_LAY)) {
      const row = `| 32 Cards A, B | ${name} lay | ${lay.rate} | ${lay.rtp} % |`;
      expect(casinoDocs.includes(row), row).toBe(true);
    }
  });
});
