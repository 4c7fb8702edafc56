import { describe, expect, it } from 'vitest';
import { bookmakerRunnerOverlay, fancyOverlay, headerGameStatus, matchOddsOverlay } from '../../../../streams/sports/marketStatus';

const line = (GameStatus: string, BackPrice1: number, LayPrice1: number) => ({ GameStatus, BackPrice1, LayPrice1 });

describe('market status overlays', () => {
  it('MKT-06 header status: first market\'s status, "SUSPENDED" with none, "Game Started" when open', () => {
    expect(headerGameStatus([])).toBe('SUSPENDED');
    expect(headerGameStatus([{ status: 'OPEN' }, { status: 'CLOSED' }])).toBe('Game Started');
    expect(headerGameStatus([{ status: 'SUSPENDED' }, { status: 'OPEN' }])).toBe('SUSPENDED');
    expect(headerGameStatus([{ status: 'CLOSED' }])).toBe('CLOSED');
  });

  it('MKT-08 a match odds market not OPEN shows its status text', () => {
    expect(matchOddsOverlay({ status: 'OPEN' })).toBeNull();
    expect(matchOddsOverlay({ status: 'SUSPENDED' })).toBe('SUSPENDED');
    expect(matchOddsOverlay({ status: 'CLOSED' })).toBe('CLOSED');
  });

  it('MKT-09 a SUSPENDED bookmaker runner shows "SUSPENDED"', () => {
    expect(bookmakerRunnerOverlay({ status: 'SUSPENDED' })).toBe('SUSPENDED');
    expect(bookmakerRunnerOverlay({ status: 'ACTIVE' })).toBeNull();
  });

  it('MKT-10 OPEN-043 fancy: GameStatus text when set; "SUSPENDED" when both prices are 0; open otherwise', () => {
    expect(fancyOverlay(line('Ball Running', 45, 44))).toBe('Ball Running');
    expect(fancyOverlay(line('', 0, 0))).toBe('SUSPENDED');
    expect(fancyOverlay(line('', 45, 0))).toBeNull();
    expect(fancyOverlay(line('', 45, 44))).toBeNull();
  });
});
