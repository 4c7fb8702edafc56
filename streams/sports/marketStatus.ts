import { strings } from '../../contract/strings';
import type { BookmakerRunner, FancyItem, OddsMarket } from '../../contract/sports';

const OPEN = 'OPEN';
const SUSPENDED = 'SUSPENDED';

export const isOpenStatus = (status: string): boolean => status.trim().toUpperCase() === OPEN;

/**
 * MKT-06: the first market's status, "SUSPENDED" when there is none, "Game Started" when it is open — unless the
 * feed says the game is not in play yet (`inplay` false, our addition): then the status itself ("OPEN").
 */
export function headerGameStatus(markets: readonly Pick<OddsMarket, 'status' | 'inplay'>[]): string {
  const status = markets[0]?.status;
  if (status === undefined) return strings.suspended;
  return isOpenStatus(status) && markets[0]?.inplay !== false ? strings.gameStarted : status;
}

/** MKT-08: a match odds market not OPEN shows its status text over the prices. */
export function matchOddsOverlay(market: Pick<OddsMarket, 'status'>): string | null {
  return isOpenStatus(market.status) ? null : market.status;
}

/** MKT-09: a bookmaker runner whose status is SUSPENDED shows "SUSPENDED". */
export function bookmakerRunnerOverlay(runner: Pick<BookmakerRunner, 'status'>): string | null {
  return runner.status.trim().toUpperCase() === SUSPENDED ? strings.suspended : null;
}

/** MKT-10 OPEN-043: a non-empty GameStatus is shown as is; without one, a line with no prices on either side is "SUSPENDED". */
export function fancyOverlay(line: Pick<FancyItem, 'GameStatus' | 'BackPrice1' | 'LayPrice1'>): string | null {
  if (line.GameStatus.trim() !== '') return line.GameStatus;
  return line.BackPrice1 === 0 && line.LayPrice1 === 0 ? strings.suspended : null;
}
