import type { CasinoBetPayload } from '../../contract/bets';
import type { CasinoGame, CasinoMarket, CasinoRunner } from '../../contract/casino';
import { now } from '../core/clock';
import { casinoProfitLoss, type BetSide } from '../rules/money';
import { CASINO_STAKE_RANGE, stakeLimitMessage } from '../rules/stakeLimits';
import { runnerName } from './boardLayout';

export interface CasinoBetInput {
  game: CasinoGame;
  market: CasinoMarket;
  roundId: string;
  runner: CasinoRunner;
  /** The names of the runners of the selection's market (the payload's `runners`). */
  runners: readonly CasinoRunner[];
  /** Back, or lay on the runners that offer a lay rate (32 Cards' players). */
  side: BetSide;
  stake: number;
}

/** The rate the runner offers on a side (a lay: its lay rate; 0 when it takes no lays). */
export const sideRate = (runner: CasinoRunner, side: BetSide): number => (side === 'back' ? runner.rate : (runner.layRate ?? 0));

/** CAS-ALL-17: the message that keeps a casino stake from being sent (below 100, above 5000), else null. */
export const casinoStakeMessage = (stake: number): string | null => stakeLimitMessage(stake, CASINO_STAKE_RANGE);

/** CAS-ALL-19 CAS-ALL-20: the casino bet payload, margins at the tapped side's rate. */
export function casinoBetPayload({ game, market, roundId, runner, runners, side, stake }: CasinoBetInput): CasinoBetPayload {
  const rate = sideRate(runner, side);
  const { profit, loss } = casinoProfitLoss(rate, stake, side);
  return {
    eventId: game.eventId,
    legueId: game.legueId,
    matchId: game.matchId,
    marketId: market.marketId,
    market: market.markettype,
    roundId,
    sportsName: 'Casino',
    event: game.name,
    markettype: 'Casino',
    selection: runnerName(runner),
    selectionId: runner.sid,
    type: side,
    oddsReq: rate,
    runners: runners.map(runnerName),
    stake,
    placeTime: new Date(now()).toISOString(),
    favourMargin: profit,
    againstMargin: loss,
  };
}
