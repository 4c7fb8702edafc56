import type { FancyBetPayload, OddsBetPayload } from '../../../contract/bets';
import type { ProfitLoss } from '../../rules/money';
import { keepsUnmatched, stakesStore } from '../../state/slices/stakes';
import type { OpenSlip } from './slipTypes';

const base = ({ selection, stake }: OpenSlip, amounts: ProfitLoss, placeTime: string) => ({
  eventId: selection.key.eventId,
  legueId: selection.key.leagueId,
  matchId: selection.key.matchId,
  marketId: selection.marketId,
  sportsName: selection.sportsName,
  event: selection.eventName,
  selection: selection.selection,
  selectionId: selection.selectionId,
  type: selection.side,
  stake,
  placeTime,
  favourMargin: amounts.profit,
  againstMargin: amounts.loss,
});

/** BET-24 BET-25 BET-27: the match odds / bookmaker payload (match odds also carries the latest margins). */
export function oddsPayload(open: OpenSlip, amounts: ProfitLoss, placeTime: string): OddsBetPayload {
  const { selection, rate } = open;
  const payload: OddsBetPayload = {
    ...base(open, amounts, placeTime),
    markettype: selection.market === 'bookmaker' ? 'Bookmaker' : 'Match Odds',
    market: selection.marketName,
    oddsReq: rate,
    runnersCount: selection.runners.length,
    runners: selection.runners,
  };
  if (selection.market !== 'odds') return payload;
  // A match odds bet is an exchange order; what does not match at once is kept (it waits through
  // suspensions and the off: the bettor marked it Keep) or is cancelled, as the bettor chose in the slip.
  const persistence = keepsUnmatched(stakesStore.get()) ? 'PERSIST' : 'CANCEL';
  return { ...payload, latestFavourMargin: amounts.profit, latestAgainstMargin: amounts.loss, persistence };
}

/** BET-26 OPEN-063: the fancy payload — size is the clicked side's rate, price the line. */
export function fancyPayload(open: OpenSlip, amounts: ProfitLoss, placeTime: string): FancyBetPayload {
  const { selection } = open;
  return {
    ...base(open, amounts, placeTime),
    markettype: 'FANCY',
    market: 'Fancy',
    size: selection.size ?? 0,
    laySize: selection.laySize ?? 0,
    backSize: selection.backSize ?? 0,
    price: selection.price,
  };
}
