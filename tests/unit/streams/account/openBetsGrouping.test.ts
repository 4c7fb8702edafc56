import { describe, expect, it } from 'vitest';
import type { ExistingBet, LiveBet } from '../../../../contract/bets';
import { groupBetsByMarket } from '../../../../streams/account/marketBets';
import { tradeLink } from '../../../../streams/account/tradeLink';
import { aBet } from '../support/betFixtures';

const trade = (overrides: Partial<LiveBet>): LiveBet => ({
  _id: 'mo',
  matchId: 'm1',
  eventId: 4,
  legueId: 'l1',
  sportsName: 'Cricket',
  event: 'A v B',
  markettype: 'Match Odds',
  count: 1,
  ...overrides,
});

describe('open bets by market', () => {
  it("SHELL-33 a match's bets go to the market of their name; without names, to the market of their type", () => {
    const odds = aBet({ markettype: 'Match Odds', marketName: 'Match Odds', selection: 'A' });
    const tied = aBet({ markettype: 'Match Odds', marketName: 'Tied Match', selection: 'Yes' });
    const fancy = aBet({ markettype: 'FANCY', selection: '6 over runs' });
    const named = [trade({ marketName: 'Match Odds' }), trade({ _id: 'tm', marketName: 'Tied Match' })];
    const byMatch = new Map<string, ExistingBet[]>([['m1', [odds, tied]]]);
    expect(groupBetsByMarket(named, byMatch).map((group) => group.bets)).toEqual([[odds], [tied]]);
    const unnamed = [trade({ _id: 'f', markettype: 'FANCY' })];
    expect(groupBetsByMarket(unnamed, new Map([['m1', [{ ...odds, marketName: undefined }, fancy]]]))[0]?.bets).toEqual([fancy]);
    expect(groupBetsByMarket(unnamed, new Map())[0]?.bets).toBeUndefined();
  });

  it('SHELL-32 a horse race opens on its race page, a casino market at its table, the rest on the match page', () => {
    expect(tradeLink(trade({ eventId: 135, legueId: 'ascot', matchId: 'g-9', sportsName: 'Horse Racing', event: 'Ascot - Race 3' }))).toBe(
      '/HorseMarket?gmid=g-9&sportsName=horse&raceName=Ascot+-+Race+3&sportId=10',
    );
    expect(tradeLink(trade({ eventId: 56767, legueId: 'casino', matchId: 't', sportsName: 'Casino' }))).toBe('/casino/56767/casino/t');
    expect(tradeLink(trade({}))).toBe('/fullmarket/4/l1/m1?eventName=A+v+B');
  });
});
