import fc from 'fast-check';

export interface Result {
  void: boolean;
  pick: number;
}

export type Command =
  | { kind: 'bet'; market: number; selection: number; type: 'back' | 'lay'; stake: number; stale: boolean }
  | { kind: 'replay'; market: number; index: number }
  | { kind: 'reprice'; market: number; step: number }
  | { kind: 'settle'; market: number; result: Result };

const market = fc.nat({ max: 3 });

/** Bets are the most frequent step; stale ones quote a price that is no longer live. */
export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('bet' as const), market, selection: fc.nat({ max: 2 }), type: fc.constantFrom('back' as const, 'lay' as const), stake: fc.integer({ min: 100, max: 2_000 }), stale: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), market, index: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reprice' as const), market, step: fc.integer({ min: -3, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), market, result: fc.record({ void: fc.boolean(), pick: fc.nat() }) }) },
);
