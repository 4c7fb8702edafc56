import { describe, expect, it } from 'vitest';
import { createSportsFeed, type PublishedMatch } from '../../../../../server/engines/sports/feed';
import { decidedFancy, matchResults } from '../../../../../server/engines/sports/matchMarkets';
import type { SportId } from '../../../../../server/engines/sports/catalogue';
import { seededRandom } from '../../../../../server/engines/sports/random';
import { fakeMarkets } from './fakeMarkets';

const SPEED = 60;
const TICK_MS = 1_000;

function feedAt(start: number, seed = 4, sportIds: SportId[] = [4, 1, 2]) {
  let now = start;
  const money = fakeMarkets();
  let published: PublishedMatch[] = [];
  const feed = createSportsFeed({
    markets: money.service,
    now: () => now,
    random: seededRandom(seed),
    speed: SPEED,
    publish: (matches) => (published = matches),
    sportIds,
  });
  return {
    feed,
    money,
    latest: () => published,
    now: () => now,
    advance: async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += TICK_MS) {
        now += TICK_MS;
        await feed.tick();
      }
    },
  };
}

const START = Date.parse('2026-03-10T09:00:00Z');

describe('sports feed lifecycle', () => {
  it('HOME-07 HOME-08 each sport has matches in play, later today, tomorrow and later; pre-match markets are open and not in play', async () => {
    const sim = feedAt(START);
    await sim.feed.tick();
    for (const sportId of [4, 1, 2]) {
      const matches = sim.latest().filter((match) => match.def.sportId === sportId);
      expect(matches.filter((match) => match.phase === 'inPlay').length).toBeGreaterThanOrEqual(1);
      expect(matches.some((match) => match.phase === 'preMatch' && match.def.startsAt > START)).toBe(true);
      expect(matches.some((match) => match.def.startsAt > START + 24 * 3_600_000)).toBe(true);
    }
    const preMatch = sim.latest().find((match) => match.phase === 'preMatch');
    const stored = await sim.money.service.get(preMatch?.def.marketIds.matchOdds ?? '');
    expect(stored).toMatchObject({ status: 'open', inPlay: false, kind: 'matchOdds' });
  });

  it('MKT-08 SRV-35 a match goes pre-match → in play (suspended at the turn, then reopened) → completed, and every market settles by its result', async () => {
    const sim = feedAt(START, 8, [4]);
    await sim.feed.tick();
    const next = sim
      .latest()
      .filter((match) => match.def.sportId === 4 && match.phase === 'preMatch')
      .sort((a, b) => a.def.startsAt - b.def.startsAt)[0];
    if (!next) throw new Error('no cricket match to start');
    const matchOddsId = next.def.marketIds.matchOdds;
    const find = () => sim.latest().find((match) => match.def.matchId === next.def.matchId);
    const status = () => find()?.states.find((state) => state.spec.marketId === matchOddsId)?.status;

    await sim.advance(next.def.startsAt - START);
    expect(find()?.phase).toBe('inPlay');
    expect(status()).toBe('suspended');
    expect(sim.money.markets.get(matchOddsId)).toMatchObject({ status: 'suspended', inPlay: true });
    await sim.advance(30_000 / SPEED + TICK_MS);
    expect(status()).toBe('open');

    const live = sim.feed.matches().find((match) => match.def.matchId === next.def.matchId);
    if (!live) throw new Error('match vanished');
    while (live.phase() !== 'completed') await sim.advance(TICK_MS);
    await sim.advance(TICK_MS);
    expect(find()?.declared).toBe(true);
    for (const [marketId, result] of matchResults(live)) expect(sim.money.settlements.get(marketId)).toEqual(result);
    const winner = live.sim.winner();
    const expected = winner === null ? { kind: 'void' } : { kind: 'winner', selectionId: next.def.sides[winner]?.selectionId };
    expect(sim.money.settlements.get(matchOddsId)).toEqual(expected);
    const fancyOpened = sim.money.calls.filter((call) => call.startsWith('open ') && call.includes(':')).map((call) => call.slice(5));
    expect(fancyOpened.length).toBeGreaterThan(10);
    const decided = decidedFancy(live);
    for (const marketId of fancyOpened.filter((id) => id.startsWith(`4-${next.def.competitionId}-${next.def.matchId}:`))) {
      expect(sim.money.settlements.get(marketId), marketId).toEqual({ kind: 'runs', value: decided.get(marketId) });
    }
    expect(sim.money.calls.filter((call) => call === `suspend ${matchOddsId}`).length).toBeGreaterThan(1);
  }, 60_000);

  it('keeps each Match Odds runner’s last traded price (its best back while open) since the market opened, one point per change', async () => {
    const sim = feedAt(START, 8, [4]);
    await sim.feed.tick();
    const next = sim
      .latest()
      .filter((match) => match.phase === 'preMatch')
      .sort((a, b) => a.def.startsAt - b.def.startsAt)[0];
    if (!next) throw new Error('no cricket match to start');
    const find = () => sim.latest().find((match) => match.def.matchId === next.def.matchId);
    const expected = new Map<number, { at: number; price: number }[]>();
    let sawSuspended = false;
    const observe = () => {
      const state = find()?.states.find((candidate) => candidate.spec.marketId === next.def.marketIds.matchOdds);
      if (state?.status !== 'open') {
        sawSuspended ||= state?.status === 'suspended';
        return;
      }
      for (const { selectionId, back } of state.spec.selections) {
        const points = expected.get(selectionId) ?? [];
        if (back !== null && points.at(-1)?.price !== back) expected.set(selectionId, [...points, { at: sim.now(), price: back }]);
      }
    };
    observe();
    while (sim.now() < next.def.startsAt + (20 * 60_000) / SPEED) {
      await sim.advance(TICK_MS);
      observe();
    }
    expect(sawSuspended).toBe(true);
    const history = find()?.priceHistory ?? [];
    expect(history.map((runner) => runner.selectionId)).toEqual(next.def.sides.map((side) => side.selectionId));
    for (const runner of history) expect(runner.points).toEqual(expected.get(runner.selectionId));
    expect(history.some((runner) => runner.points.length > 3)).toBe(true);
  }, 60_000);
});
