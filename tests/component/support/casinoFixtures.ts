import type { ExistingBet } from '../../../contract/bets';
import type { CasinoGame, CasinoListItem, CasinoLive, CasinoResult, CasinoRunner } from '../../../contract/casino';

export const listItem = (casinoType: string, name: string, extra: Partial<CasinoListItem> = {}): CasinoListItem => ({
  id: casinoType,
  name,
  dataURL: '',
  eventId: 100,
  casinoType,
  thumbUrl: `/casino/thumbs/${casinoType}.svg`,
  tamannahSquareThumbUrl: `/casino/thumbs/square/${casinoType}.svg`,
  comingSoon: false,
  provider: 'UNIVERSAL',
  ...extra,
});

export const game = (casinoType: string, name: string, eventId: number, markettypes = ['Winner']): CasinoGame => ({
  eventId,
  legueId: 'casino',
  matchId: `${casinoType}-${eventId}`,
  name,
  casinoType,
  markets: markettypes.map((markettype) => ({ marketId: `${casinoType}-${eventId}-${markettype.toLowerCase()}`, markettype })),
});

export const runner = (sid: number, nat: string, rate = 1.98, gstatus = 1): CasinoRunner => ({ sid, nat, rate, gstatus });

export const live = (runners: CasinoRunner[], header: Partial<CasinoLive['t1'][number]> = {}): CasinoLive => ({
  t1: [{ mid: 'R-100', autotime: 20, C1: '1', C2: '1', C3: '1', C4: '1', C5: '1', C6: '1', ...header }],
  t2: runners,
});

export const result = (mid: string, win: string, extra: Partial<CasinoResult> = {}): CasinoResult => ({
  mid,
  result: win === '1' ? 'Player A' : 'Player B',
  cards: 'ASS,KHH,QDD,2CC,3CC,4HH',
  win,
  ...extra,
});

export const TEEN20 = game('teen20', '20 20 TEENPATTI', 56767);
export const TEEN20_RUNNERS = [runner(1, 'Player A'), runner(2, 'Player B'), runner(3, 'Pair plus A', 4), runner(4, 'Pair plus B', 4)];

/** The user's open bet on a round (GET /bet/bet-details/list/{matchId}). */
export const openBet = (roundId: string, selectionId: number, selection: string, stake = 100): ExistingBet => ({
  roundId,
  marketId: 'teen20-56767-winner',
  selectionId,
  selection,
  type: 'back',
  price: 1.98,
  size: 0,
  stake,
  favourMargin: 0.98 * stake,
  againstMargin: stake,
  markettype: 'Casino',
  placeTime: '2026-01-01T12:00:00.000Z',
});
