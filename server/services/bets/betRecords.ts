import type { BetDetail, ExistingBet } from '../../../contract/bets';
import type { BetRow } from '../../repositories/bets';
import { fromCents } from '../../money';
import { clientMarketId } from '../../markets/types';
import { orderStateOf } from '../../markets/exchange/orderRows';

const wireMarketId = (bet: BetRow) => clientMarketId(bet.market_id, bet.market_type === 'FANCY' ? 'fancy' : 'casino');

const withoutBetId = ({ betId: _betId, ...state }: ReturnType<typeof orderStateOf>) => state;

const cents = (value: number | string | null) => fromCents(Number(value ?? 0));

/** Our addition: an order a cash out placed says so. */
const cashOutMark = (bet: BetRow) => (bet.cash_out_cents === null ? {} : { cashOut: true });

/** The spec's existing-bet item: what the match page and the casino table list for an open bet. */
export const existingBetOf = (bet: BetRow): ExistingBet => ({
  roundId: bet.round_id,
  marketId: wireMarketId(bet),
  selectionId: Number(bet.selection_id),
  selection: bet.selection,
  type: bet.type,
  price: Number(bet.price),
  size: Number(bet.size),
  stake: cents(bet.stake_cents),
  favourMargin: cents(bet.favour_margin_cents),
  againstMargin: cents(bet.against_margin_cents),
  markettype: bet.market_type,
  placeTime: bet.place_time,
  marketName: bet.market_name,
  ...cashOutMark(bet),
  ...orderStateOf(bet),
});

/** REC-11 SRV-12: the bet detail; `case` is empty while the bet is open. */
export const betDetailOfRow = (bet: BetRow): BetDetail => ({
  betId: bet.id,
  markettype: bet.market_type,
  selection: bet.selection,
  type: bet.type,
  oddsReq: Number(bet.odds_req),
  price: Number(bet.price),
  size: Number(bet.size),
  stake: cents(bet.stake_cents),
  case: bet.bet_case ?? '',
  placeTime: bet.place_time,
  settledAt: bet.settled_at,
  remark: bet.remark,
  marketId: wireMarketId(bet),
  selectionId: Number(bet.selection_id),
  favourMargin: cents(bet.favour_margin_cents),
  againstMargin: cents(bet.against_margin_cents),
  event: bet.event_name,
  sportsName: bet.sports_name,
  ...cashOutMark(bet),
  ...withoutBetId(orderStateOf(bet)),
});
