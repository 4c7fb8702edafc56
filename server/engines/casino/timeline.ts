import type { TableDef } from './tables';

/** Ticks the finished round stays on screen (cards and winner) before the next round starts. */
export const RESULT_HOLD_TICKS = 4;

export type Phase = 'betting' | 'closed' | 'dealing' | 'result';

/** What the table shows `tick` ticks after its round started (tick 0 = the new round). */
export interface RoundMoment {
  phase: Phase;
  autotime: number;
  /** 1 while bets are taken, 0 once closed (CAS-ALL-08). */
  gstatus: 0 | 1;
  /** How many cards are face up, in deal order. */
  revealed: number;
  /** The round is over: the next tick starts a new one. */
  finished: boolean;
}

/**
 * The round's course in ticks (one tick = one second on the real clock): autotime counts down from the table's
 * start value; betting closes when it reaches `closesAt`; at 0 a card is turned each tick; once all `cards` of the
 * round are up the winner is known and the result stays for RESULT_HOLD_TICKS.
 */
export function momentOf(
  def: Pick<TableDef, 'countdownStart' | 'closesAt' | 'rules'>,
  tick: number,
  cards: number = def.rules.dealOrder.length,
): RoundMoment {
  const autotime = Math.max(0, def.countdownStart - tick);
  const gstatus = autotime > def.closesAt ? 1 : 0;
  const revealed = Math.min(cards, Math.max(0, tick - def.countdownStart));
  const resultTick = def.countdownStart + cards;
  const phase: Phase = gstatus === 1 ? 'betting' : tick <= def.countdownStart ? 'closed' : tick < resultTick ? 'dealing' : 'result';
  return { phase, autotime, gstatus, revealed, finished: tick >= resultTick + RESULT_HOLD_TICKS };
}

/** The tick at which the winner is known (the last card turned; `cards`: how many the round deals). */
export const resultTickOf = (def: Pick<TableDef, 'countdownStart' | 'rules'>, cards: number = def.rules.dealOrder.length) =>
  def.countdownStart + cards;
/** The tick at which betting closes. */
export const closeTickOf = (def: Pick<TableDef, 'countdownStart' | 'closesAt'>) => def.countdownStart - def.closesAt;
