import { describe, expect, it } from 'vitest';
import { createTableLoop } from '../../../../../server/engines/casino/tableLoop';
import { tableByKey, type TableDef } from '../../../../../server/engines/casino/tables';
import { publicTable } from '../../../../../server/live/casinoView';
import { dealtCards, sha256OfText } from '../../../../support/fairDeal';
import { counterSeeds, memoryRoundStore, recordingMarkets } from './support';

function table(key: string): TableDef {
  const def = tableByKey(key);
  if (!def) throw new Error(key);
  return def;
}

function setUp(key: string) {
  const def = table(key);
  const markets = recordingMarkets();
  const rounds = memoryRoundStore();
  let now = Date.parse('2026-01-01T12:00:00Z');
  const loop = createTableLoop(def, { markets, rounds, now: () => (now += 1000), tickMs: 1_000, newSeed: counterSeeds() });
  const view = () => publicTable(loop.state());
  const header = () => view().live.t1[0];
  return { def, markets, rounds, loop, view, header };
}

describe('casino table loop', () => {
  it('CAS-ALL-07 CAS-ALL-09 CAS-T20-03 SRV-27 SRV-30 a 20-20 Teenpatti round: countdown from 25, closed below 6, cards turned in deal order, result first', async () => {
    const { markets, loop, view, header } = setUp('teen20');
    await loop.recover();
    await loop.step();
    const mid = header()?.mid;
    expect(header()).toMatchObject({ autotime: 25, C1: '1', C6: '1', hash: sha256OfText('seed-1') });
    expect(markets.calls[0]).toMatchObject({
      call: 'open',
      spec: { marketId: 'teen20-56767-winner', roundId: mid, kind: 'casino', sportsName: 'Casino', eventName: '20-20 Teenpatti' },
    });

    const seen: { autotime: number; gstatus: number }[] = [];
    for (let autotime = 25; autotime >= 0; autotime -= 1) {
      seen.push({ autotime: Number(header()?.autotime), gstatus: Number(view().live.t2[0]?.gstatus) });
      if (autotime > 0) await loop.step();
    }
    expect(seen.map((s) => s.autotime)).toEqual(Array.from({ length: 26 }, (_, i) => 25 - i));
    expect(
      seen
        .filter((s) => s.gstatus === 1)
        .map((s) => s.autotime)
        .at(-1),
    ).toBe(6);
    expect(seen.find((s) => s.autotime === 5)?.gstatus).toBe(0);
    expect(markets.calls.filter((c) => c.call === 'close')).toHaveLength(1);

    // Known answer (tests/support/fairDeal.ts): seed-1 deals A 4♣ Q♥ A♣ (high card) and B 8♣ 9♦ 10♥ (a sequence), so
    // Player B wins (code 3) and so does Pair plus B (sid 4: a sequence is better than a pair).
    const cards = ['4CC', 'QHH', 'ACC', '8CC', '9DD', '10HH'];
    expect(dealtCards('teenpatti', 'seed-1')).toBe(cards.join(','));
    const faceUp: string[] = [];
    for (const slot of [0, 3, 1, 4, 2, 5]) {
      expect(JSON.stringify(view())).not.toContain('seed-1');
      await loop.step();
      faceUp.push(`C${slot + 1}`);
      for (const [index, code] of cards.entries()) {
        const name = `C${index + 1}` as 'C1';
        expect(header()?.[name]).toBe(faceUp.includes(name) ? code : '1');
      }
    }
    expect(markets.calls.at(-1)).toEqual({
      call: 'settle',
      marketId: 'teen20-56767-winner',
      result: { kind: 'winners', selectionIds: [3, 4] },
    });
    expect(view().results[0]).toEqual({ mid, result: 'Player B', cards: '4CC,QHH,ACC,8CC,9DD,10HH', win: '3', seed: 'seed-1' });

    for (let i = 0; i < 5; i += 1) await loop.step();
    expect(header()).toMatchObject({ autotime: 25, C1: '1', hash: sha256OfText('seed-2') });
    expect(header()?.mid).not.toBe(mid);
    expect(view().results.map((r) => r.mid)).toEqual([mid]);
  });

  it('CAS-ALL-09 CAS-FDT-03 SRV-30 Fast Dragon Tiger and Lucky 7 count down from 19 and close at 0; Lucky 7 opens its four markets', async () => {
    for (const key of ['fastDragonTiger', 'lucky7A']) {
      const { markets, loop, view, header } = setUp(key);
      await loop.step();
      expect(header()?.autotime).toBe(19);
      for (let i = 0; i < 18; i += 1) await loop.step();
      expect(header()?.autotime).toBe(1);
      expect(view().live.t2.every((runner) => runner.gstatus === 1)).toBe(true);
      await loop.step();
      expect(view().live.t2.every((runner) => runner.gstatus === 0)).toBe(true);
      const opened = markets.calls.filter((c) => c.call === 'open').length;
      expect(markets.calls.filter((c) => c.call === 'close')).toHaveLength(opened);
    }
    const lucky = setUp('lucky7B');
    await lucky.loop.step();
    expect(lucky.markets.calls.map((c) => (c.call === 'open' ? c.spec.marketName : c.call))).toEqual([
      'Winner',
      'Lucky Odd/Even',
      'Lucky Color',
      'Lucky Card',
    ]);
  });

  it('SRV-35 a round its dealer left unsettled is finished from its stored seed by the next dealer', async () => {
    const first = setUp('dragonTiger');
    await first.loop.step();
    for (let i = 0; i < 10; i += 1) await first.loop.step();
    const mid = first.header()?.mid;
    const markets = recordingMarkets();
    const next = createTableLoop(table('dragonTiger'), {
      markets,
      rounds: first.rounds,
      now: () => Date.now(),
      tickMs: 1_000,
      newSeed: counterSeeds('next'),
    });
    await next.recover();
    // Known answer: seed-1 deals Dragon K♣, Tiger 9♦ (eight decks), so Dragon wins (code 1).
    expect(dealtCards('dragonTiger', 'seed-1')).toBe('KCC,9DD');
    expect(markets.calls.map((c) => c.call)).toEqual(['close', 'settle']);
    expect(markets.calls[1]).toMatchObject({ result: { kind: 'winners', selectionIds: [1] } });
    expect(next.state().results[0]).toMatchObject({ mid, cards: 'KCC,9DD', win: '1', result: 'Dragon', seed: 'seed-1' });
  });
});

describe('casino table loop: a settlement that fails', () => {
  it('SRV-35 is retried with backoff on the table clock; the finished round stays until it succeeds, then the next opens', async () => {
    const def = table('lucky7A');
    const markets = recordingMarkets();
    const settleOnce = markets.settle;
    let failing = true;
    const attempts: number[] = [];
    let now = Date.parse('2026-01-01T12:00:00Z');
    markets.settle = async (marketId, result) => {
      attempts.push(now);
      if (failing) throw new Error('database is locked');
      return settleOnce(marketId, result);
    };
    const rounds = memoryRoundStore();
    const errors: string[] = [];
    const loop = createTableLoop(def, {
      markets,
      rounds,
      now: () => now,
      tickMs: 1_000,
      newSeed: counterSeeds(),
      onError: (_error, what) => errors.push(what),
    });
    const tick = async () => {
      now += 1_000;
      await loop.step();
    };
    await tick();
    const mid = loop.state().round?.mid;
    while (!loop.state().round?.moment.finished) await tick();
    expect(loop.state().results.map((result) => result.mid)).toEqual([mid]);
    expect(rounds.rows.get(mid ?? '')?.settledAt).toBeUndefined();

    for (let i = 0; i < 12; i += 1) await tick();
    expect(loop.state().round?.mid).toBe(mid);
    expect(markets.calls.filter((call) => call.call === 'open')).toHaveLength(def.rules.markets.length);
    // Settled at the result tick, then retried after 1, 2, 4 and 8 s of the table's clock: not every tick.
    const gaps = attempts.slice(1).map((at, index) => (at - (attempts[index] ?? 0)) / 1_000);
    expect(gaps).toEqual([1, 2, 4, 8]);
    expect(errors.every((what) => what === `lucky7A settle ${mid}`)).toBe(true);

    failing = false;
    while (loop.state().round?.mid === mid) await tick();
    expect(markets.calls.filter((call) => call.call === 'settle')).toHaveLength(def.rules.markets.length);
    expect(rounds.rows.get(mid ?? '')?.settledAt).toBeDefined();
    expect(loop.state().round?.moment.phase).toBe('betting');
    expect(markets.calls.filter((call) => call.call === 'open')).toHaveLength(2 * def.rules.markets.length);
  });
});

describe('casino table loop: a round start that cannot be stored', () => {
  it('SRV-27 opens nothing, is retried after 1 s of the table clock, then opens the round with its betting close 20 ticks on', async () => {
    const def = table('teen20');
    const markets = recordingMarkets();
    const rounds = memoryRoundStore();
    const saveStart = rounds.saveStart;
    let failing = true;
    rounds.saveStart = async (start) => {
      if (failing) throw new Error('database is locked');
      return saveStart(start);
    };
    let now = Date.parse('2026-01-01T12:00:00Z');
    const errors: string[] = [];
    const loop = createTableLoop(def, {
      markets,
      rounds,
      now: () => now,
      tickMs: 500,
      newSeed: counterSeeds(),
      onError: (_error, what) => errors.push(what),
    });
    await loop.step();
    await loop.step();
    expect([loop.state().round, markets.calls, errors.length]).toEqual([null, [], 1]);

    failing = false;
    now += 1_000;
    await loop.step();
    expect(loop.state().round?.mid).toBe(`${Date.parse('2026-01-01T12:00:01Z')}67`);
    // Countdown 25, closed below 6: 20 ticks of 500 ms after the start.
    expect(markets.calls[0]).toMatchObject({ call: 'open', spec: { betsCloseAt: '2026-01-01T12:00:11.000Z' } });
  });
});
