import { describe, expect, it } from 'vitest';
import { createHorseFeed, type PublishedRace } from '../../../../../server/engines/horse/horseFeed';
import { seededRandom } from '../../../../../server/engines/sports/random';
import { fakeMarkets } from '../sports/fakeMarkets';

/** A race every 3 s per course: each race is open for about 20 one-second ticks, then suspended, run and settled. */
const SPEED = 600;
const TICK_MS = 1_000;
const START = Date.parse('2026-03-10T09:00:00Z');

interface Seen {
  opening: number[];
  /** Best back prices of one open tick chosen at random, and of the last open tick (the prices at the off). */
  anyMoment: number[] | null;
  atTheOff: number[];
  selectionIds: number[];
}

const bestBacks = (race: PublishedRace) => race.state.view.market.runners.map((runner) => runner.ex.availableToBack[0]?.price ?? 0);
const bestLays = (race: PublishedRace) => race.state.view.market.runners.map((runner) => runner.ex.availableToLay[0]?.price ?? 0);
const book = (prices: readonly number[]) => prices.reduce((total, price) => total + 100 / price, 0);

/** Runs the racing feed on a fake clock until `races` races have been settled; what each race showed and who won. */
async function runRaces(races: number, seed: number) {
  let now = START;
  const money = fakeMarkets();
  const pick = seededRandom(seed + 1);
  let published: PublishedRace[] = [];
  const feed = createHorseFeed({
    markets: money.service,
    now: () => now,
    random: seededRandom(seed),
    speed: SPEED,
    publish: (list) => (published = list),
  });
  const seen = new Map<string, Seen>();
  const books: { back: number; lay: number; prices: number[] }[] = [];
  while (money.settlements.size < races) {
    now += TICK_MS;
    await feed.tick();
    for (const race of published) {
      if (race.phase !== 'open') continue;
      const backs = bestBacks(race);
      const entry = seen.get(race.def.gmid) ?? {
        opening: backs,
        anyMoment: null,
        atTheOff: backs,
        selectionIds: race.def.runners.map((runner) => runner.selectionId),
      };
      entry.atTheOff = backs;
      if (entry.anyMoment === null || pick() < 0.1) entry.anyMoment = backs;
      seen.set(race.def.gmid, entry);
      books.push({ back: book(backs), lay: book(bestLays(race)), prices: backs });
    }
  }
  const results = [...money.settlements].flatMap(([gmid, result]) => {
    const entry = seen.get(gmid);
    return entry && result.kind === 'winner' ? [{ ...entry, winner: entry.selectionIds.indexOf(result.selectionId) }] : [];
  });
  return { results, books };
}

/** Mean and standard error of a list of returns. */
function meanAndError(returns: readonly number[]) {
  const mean = returns.reduce((total, value) => total + value, 0) / returns.length;
  const variance = returns.reduce((total, value) => total + (value - mean) ** 2, 0) / (returns.length - 1);
  return { mean, error: Math.sqrt(variance / returns.length) };
}

/**
 * Three standard errors above 1: a fair price (expected return exactly 1) lands above it about once in 700 runs,
 * and the seed is fixed, so the test is deterministic; a pricing error of a few percent does not fit under it.
 */
const SIGMAS = 3;

describe('horse racing prices follow each horse’s chance and cannot be beaten', () => {
  it('prices differ by runner, back books are 100–120 %, lay books below 100 %', async () => {
    const { books } = await runRaces(200, 11);
    for (const { back, lay, prices } of books) {
      expect(new Set(prices).size).toBeGreaterThan(2);
      expect(back).toBeGreaterThanOrEqual(100);
      expect(back).toBeLessThanOrEqual(120);
      expect(lay).toBeLessThan(100);
    }
  });

  it('backing at the displayed best back, any runner, at any open moment and at the off, returns at most 1', async () => {
    const { results } = await runRaces(4_000, 12);
    const favourite = (prices: number[]) => prices.indexOf(Math.min(...prices));
    const outsider = (prices: number[]) => prices.indexOf(Math.max(...prices));
    const drifter = (race: (typeof results)[number]) => {
      const lengthened = race.atTheOff.map((price, index) => price / (race.opening[index] ?? price));
      return lengthened.indexOf(Math.max(...lengthened));
    };
    const strategies: Record<string, (race: (typeof results)[number]) => number[]> = {
      'every runner, any moment': (race) => (race.anyMoment ?? []).map((price, index) => (index === race.winner ? price : 0)),
      'every runner, at the off': (race) => race.atTheOff.map((price, index) => (index === race.winner ? price : 0)),
      'the favourite at the off': (race) => [race.winner === favourite(race.atTheOff) ? (race.atTheOff[race.winner] ?? 0) : 0],
      'the runner that drifted out most, at the off': (race) => [race.winner === drifter(race) ? (race.atTheOff[race.winner] ?? 0) : 0],
      'the outsider at the off': (race) => [race.winner === outsider(race.atTheOff) ? (race.atTheOff[race.winner] ?? 0) : 0],
    };
    for (const [name, returns] of Object.entries(strategies)) {
      const { mean, error } = meanAndError(results.flatMap(returns));
      expect(mean, `${name}: ${mean.toFixed(4)} ± ${error.toFixed(4)}`).toBeLessThanOrEqual(1 + SIGMAS * error);
    }
    // The favourite at the off wins far more often than an equal share: the prices carry the chances.
    const favourites = results.filter((race) => race.winner === favourite(race.atTheOff)).length / results.length;
    const equalShare = results.reduce((total, race) => total + 1 / race.atTheOff.length, 0) / results.length;
    expect(favourites).toBeGreaterThan(equalShare * 1.8);
  }, 120_000);
});
