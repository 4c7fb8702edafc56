import fc from 'fast-check';

export interface Result {
  void: boolean;
  pick: number;
}

export type StatusChange = 'suspend' | 'resume' | 'close';

export type Command =
  | { kind: 'bet'; market: number; selection: number; type: 'back' | 'lay'; stake: number; stale: boolean }
  | { kind: 'replay'; market: number; index: number }
  | { kind: 'reprice'; market: number; step: number }
  | { kind: 'status'; market: number; change: StatusChange }
  | { kind: 'settle'; market: number; result: Result };

export type BetCommand = Extract<Command, { kind: 'bet' }>;

const market = fc.nat({ max: 3 });

/**
 * Bets are the most frequent step; stale ones quote a price that is no longer live. Settlements come often
 * enough that a market is settled again (void after settle, settle after void), and status changes put bets
 * on suspended and closed markets.
 */
export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      market,
      selection: fc.nat({ max: 2 }),
      type: fc.constantFrom('back' as const, 'lay' as const),
      stake: fc.integer({ min: 100, max: 2_000 }),
      stale: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), market, index: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reprice' as const), market, step: fc.integer({ min: -3, max: 3 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      market,
      change: fc.constantFrom<StatusChange>('suspend', 'resume', 'close'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('settle' as const), market, result: fc.record({ void: fc.boolean(), pick: fc.nat() }) }),
  },
);
