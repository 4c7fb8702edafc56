/**
 * Re-renders per odds tick on the match page: the Match Odds rows run in jsdom on a fed odds stream
 * (the replay seam stands in for the network); each tick moves one runner's best back price, and a React
 * Profiler per row counts the commits it causes, the 500 ms highlight included. React runs on its own scheduler
 * (no `act`, which would fold a tick's commits into one), so every commit a browser would make is counted.
 */
import { JSDOM } from 'jsdom';

const TICKS = 10;
const SETTLE_MS = 900;

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  localStorage: dom.window.localStorage,
  getComputedStyle: dom.window.getComputedStyle,
  HTMLElement: dom.window.HTMLElement,
});
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

function market(tick: number) {
  const runner = (selectionId: number, name: string, back: number) => ({
    selectionId,
    runner: name,
    status: 'ACTIVE',
    ex: {
      availableToBack: [0, 1, 2].map((level) => ({ price: Math.round((back - level / 100) * 100) / 100, size: 1000 })),
      availableToLay: [0, 1, 2].map((level) => ({ price: Math.round((back + 0.02 + level / 100) * 100) / 100, size: 1000 })),
    },
  });
  return {
    marketId: '1.1',
    marketName: 'Match Odds',
    status: 'OPEN',
    totalMatched: 1_000_000,
    runners: [runner(1, 'Home', 1.5 + tick / 100), runner(2, 'Away', 2.8), runner(3, 'The Draw', 3.6)],
  };
}

export async function measureMatchRenders(): Promise<string> {
  // A session, so the odds are a live poll rather than one snapshot (MKT-23).
  const user = { _id: 'u', userName: 'bench', role: { name: 'User', rolePermissions: [] }, currency: 'INR', openingBalance: 0 };
  localStorage.setItem('state.auth', JSON.stringify({ accessToken: 'bench', isLoggedIn: true, userDetails: user }));
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { Subject } = await import('rxjs');
  const { setSourceOverride } = await import('../streams/core/source');
  const { MatchContext } = await import('../src/components/sports/market/MatchContext');
  const { OddsRunnerRow } = await import('../src/components/sports/market/OddsRunnerRow');

  const odds = new Subject<unknown>();
  setSourceOverride({ feed: (name) => (name === 'marketOdds' ? odds : new Subject()) });
  const renders = new Map<string, number>();
  const onRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  const key = { eventId: 4, leagueId: 'l', matchId: 'm', marketIds: '1.1' };
  const info = { key, eventName: 'Home v Away', sportsName: 'Soccer', inPlay: true };
  const runners = market(0).runners;
  const names = runners.map((runner) => runner.runner);
  const ids = runners.map((runner) => runner.selectionId);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <MatchContext.Provider value={info}>
      {runners.map((runner) => (
        <React.Profiler key={runner.selectionId} id={runner.runner} onRender={onRender}>
          <OddsRunnerRow
            marketId="1.1"
            marketName="Match Odds"
            selectionId={runner.selectionId}
            name={runner.runner}
            runnerNames={names}
            selectionIds={ids}
            locked={false}
          />
        </React.Profiler>
      ))}
    </MatchContext.Provider>,
  );
  // The first call loads the HTTP client lazily: tick 0 goes out once the rows' poll listens.
  while (!odds.observed) await pause(10);
  odds.next({ status: true, data: [market(0)] });
  await pause(SETTLE_MS);
  renders.clear();
  for (let tick = 1; tick <= TICKS; tick += 1) {
    odds.next({ status: true, data: [market(tick)] });
    await pause(SETTLE_MS);
  }
  root.unmount();
  setSourceOverride(null);
  const perTick = (name: string) => ((renders.get(name) ?? 0) / TICKS).toFixed(1);
  return [
    `${TICKS} odds ticks, each moving only Home's prices (aim: ≤ 3 per changed row, 0 for the others)`,
    `  changed row (Home): ${perTick('Home')} re-renders per tick`,
    `  unchanged rows (Away, The Draw): ${perTick('Away')} and ${perTick('The Draw')} per tick`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('matchRenders.tsx')) {
  console.log(await measureMatchRenders());
  process.exit(0);
}
