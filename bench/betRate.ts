import { mkdtempSync, rmSync } from 'node:fs';
import { IN_PLAY_DELAY_SPORTS } from '../contract/limits';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BetPayload } from '../contract/bets';
import { connect, type Db } from '../server/db/connect';
import { createMarketService } from '../server/markets/service';
import type { MarketSpec } from '../server/markets/types';
import { createAccount } from '../server/services/users';
import { freePort, signInOver, startApiProcess, type ApiProcess } from '../scripts/apiProcess';
import { KeepAliveConnection } from './keepAliveClient';
import { cpuSecondsOf } from './processCpu';

const PASSWORD = 'bench-bets-pass';
const windowMs = Number(process.env.BENCH_BETS_S ?? 10) * 1000;
/**
 * The orders phase first runs this long unmeasured, as the matching engine's bench warms up: the server is a
 * few seconds old when it starts, and V8 was still compiling the order path on its helper threads (a fifth of
 * the server's CPU in the first window), which a server that has run a while no longer does.
 */
const warmUpMs = Number(process.env.BENCH_BETS_WARM_UP_S ?? 3) * 1000;
/** One key in RETRY_EVERY is sent twice at once, as a client retrying a bet whose answer it did not see. */
const RETRY_EVERY = 5;
/** BENCH_BETS_PHASE=3 runs only the third phase (the exchange orders), e.g. while profiling. */
const ONLY_PHASE = process.env.BENCH_BETS_PHASE;

export interface BetRatePhase {
  clients: number;
  acknowledged: number;
  betsPerSecond: number;
  refused: number;
  /** Acknowledged bets whose key was sent twice at once. */
  retried: number;
  lost: number;
  doubled: number;
  /** The 99th percentile of the time from sending a bet to its answer, in ms. */
  p99Ms: number;
  /** The server process's CPU per acknowledged bet, in ms (null where /proc cannot tell). */
  serverCpuMsPerBet: number | null;
  /** The bench process's own CPU per acknowledged bet (the 20 clients), in ms: it runs on the same cores. */
  clientsCpuMsPerBet: number;
  /** What was bet: casino bets, or match odds orders on the exchange. */
  kind: string;
}

/** A casino market (no bet delay, BET-23) with two players, so every client's bets reserve exposure. */
const SPEC: MarketSpec = {
  marketId: 'bench-bets',
  kind: 'casino',
  eventId: 56767,
  leagueId: 'bench',
  matchId: 'bench-table',
  eventName: 'Bench table',
  sportsName: 'Casino',
  marketName: 'Bench',
  roundId: 'bench-round',
  selections: [
    { selectionId: 1, name: 'Player A', back: 1.98, lay: null },
    { selectionId: 3, name: 'Player B', back: 1.98, lay: null },
  ],
};

const casinoPayload = (index: number, key: string): BetPayload => ({
  eventId: SPEC.eventId,
  legueId: SPEC.leagueId,
  matchId: SPEC.matchId,
  marketId: SPEC.marketId,
  sportsName: 'Casino',
  event: SPEC.eventName,
  markettype: 'Casino',
  roundId: 'bench-round',
  selection: index % 2 ? 'Player B' : 'Player A',
  selectionId: index % 2 ? 3 : 1,
  type: 'back',
  oddsReq: 1.98,
  runners: ['Player A', 'Player B'],
  stake: 100,
  placeTime: new Date().toISOString(),
  favourMargin: 98,
  againstMargin: 100,
  idempotencyKey: key,
});

async function createBettors(db: Db, count: number): Promise<string[]> {
  const domainId = (await db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow())
    .domain_id;
  const names = Array.from({ length: count }, (_, index) => `bench-${index}`);
  for (const userName of names) {
    await createAccount(db, Date.now, {
      domainId,
      userName,
      password: PASSWORD,
      openingBalance: 1_000_000_000,
      exposureLimit: 1_000_000_000,
    });
  }
  return names;
}

/** A match odds market whose market maker quotes 2.0 to back on each runner, deep enough for any window. */
const EXCHANGE_SPEC: MarketSpec = {
  marketId: 'bench-orders',
  kind: 'matchOdds',
  eventId: 1,
  leagueId: 'bench',
  matchId: 'bench-match',
  eventName: 'Bench v Mark',
  sportsName: 'Soccer',
  marketName: 'Match Odds',
  inPlay: true,
  selections: [1, 2].map((selectionId) => ({ selectionId, name: `Team ${selectionId}`, back: 2, lay: 2.02, quoteSize: 10_000_000 })),
};

/**
 * Exchange orders. Three in four back at 2.0 and match the maker's lay at once (execution complete);
 * the fourth backs at 3.0, above every lay, and rests unmatched until the market closes.
 */
const orderPayload = (index: number, key: string): BetPayload & { persistence: 'LAPSE' } => {
  const selection = EXCHANGE_SPEC.selections[index % 2] as MarketSpec['selections'][number];
  const price = index % 4 === 3 ? 3 : 2;
  return {
    eventId: EXCHANGE_SPEC.eventId,
    legueId: EXCHANGE_SPEC.leagueId,
    matchId: EXCHANGE_SPEC.matchId,
    marketId: EXCHANGE_SPEC.marketId,
    sportsName: 'Soccer',
    event: EXCHANGE_SPEC.eventName,
    markettype: 'Match Odds',
    market: EXCHANGE_SPEC.marketName,
    selection: selection.name,
    selectionId: selection.selectionId,
    type: 'back',
    oddsReq: price,
    runnersCount: 2,
    runners: EXCHANGE_SPEC.selections.map((each) => each.name),
    stake: 100,
    placeTime: new Date().toISOString(),
    favourMargin: 0,
    againstMargin: 0,
    idempotencyKey: key,
    persistence: 'LAPSE',
  };
};

/**
 * Every client bets as fast as its answers come back, for the window; each bet has a fresh idempotency key, and
 * one in RETRY_EVERY is sent twice concurrently: stored twice, it counts as doubled.
 */
async function phase(
  server: ApiProcess,
  db: Db,
  clients: Record<string, string>[],
  label: string,
  kind: string,
  payload: (index: number, key: string) => BetPayload,
  lastsMs = windowMs,
): Promise<BetRatePhase> {
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let refused = 0;
  let retried = 0;
  let sent = 0;
  const started = Date.now();
  const pids = server.child.pid === undefined ? [] : [server.child.pid];
  const cpuBefore = cpuSecondsOf(pids);
  const clientsCpuBefore = process.cpuUsage();
  const post = async (connection: KeepAliveConnection, headers: Record<string, string>, body: string) => {
    const sentAt = performance.now();
    // A bet whose connection closed before its answer is not acknowledged (the server may have placed it).
    const status = await connection.post('/api/bet/save2', headers, body).then(
      (answer) => answer.status,
      () => null,
    );
    latencies.push(performance.now() - sentAt);
    return status === 200;
  };
  /** Each client has two connections: the second carries the copy of a bet sent twice at once. */
  const client = async (headers: Record<string, string>) => {
    const connections = [new KeepAliveConnection(server.baseUrl), new KeepAliveConnection(server.baseUrl)];
    try {
      while (Date.now() - started < lastsMs) {
        const key = `${label}-${(sent += 1)}`;
        const body = JSON.stringify(payload(sent, key));
        const copies = sent % RETRY_EVERY === 0 ? connections : connections.slice(0, 1);
        const answers = await Promise.all(copies.map((connection) => post(connection, headers, body)));
        if (!answers.includes(true)) refused += 1;
        else {
          acknowledged.push(key);
          if (copies.length > 1) retried += 1;
        }
      }
    } finally {
      for (const connection of connections) connection.close();
    }
  };
  await Promise.all(clients.map(client));
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = cpuSecondsOf(pids);
  const clientsCpu = process.cpuUsage(clientsCpuBefore);
  const rows = await db.selectFrom('bets').select('idempotency_key').where('idempotency_key', 'like', `${label}-%`).execute();
  const stored = new Map<string, number>();
  for (const row of rows) stored.set(String(row.idempotency_key), (stored.get(String(row.idempotency_key)) ?? 0) + 1);
  return {
    clients: clients.length,
    acknowledged: acknowledged.length,
    betsPerSecond: acknowledged.length / seconds,
    refused,
    retried,
    lost: acknowledged.filter((key) => !stored.has(key)).length,
    doubled: [...stored.values()].filter((count) => count > 1).length,
    p99Ms: latencies.sort((a, b) => a - b)[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    serverCpuMsPerBet:
      cpuBefore === null || cpuAfter === null || acknowledged.length === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / acknowledged.length,
    clientsCpuMsPerBet: (clientsCpu.user + clientsCpu.system) / 1000 / Math.max(1, acknowledged.length),
    kind,
  };
}

/** Starts the real server on a fresh database (SQLite in a temp dir, or the given PostgreSQL) and measures. */
export async function measureBetRate(databaseUrl?: string): Promise<BetRatePhase[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bets-'));
  const server = await startApiProcess({
    port: await freePort(),
    dataDir,
    demoPassword: PASSWORD,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const db = connect({ dataDir, databaseUrl: databaseUrl ?? null });
  try {
    await createMarketService(db, Date.now).open(SPEC);
    await createMarketService(db, Date.now).open(EXCHANGE_SPEC);
    // The configured bet delays (BET-23, 100 ms for odds bets; in play, the sport's) would measure the wait, not the exchange.
    await db.updateTable('min_max').set({ delay_seconds: 0 }).execute();
    await db
      .updateTable('domains')
      .set({ in_play_delays: JSON.stringify(Object.fromEntries(IN_PLAY_DELAY_SPORTS.map((sport) => [sport, 0]))) })
      .execute();
    const names = await createBettors(db, 20);
    // One at a time: twenty sign-ins at once meet the server's sign-in flood guard on a loaded machine.
    const sessions: Record<string, string>[] = [];
    for (const name of names) sessions.push(await signInOver(server.baseUrl, name, PASSWORD));
    const phases = [
      () => phase(server, db, sessions.slice(0, 1), 'one', 'casino bets', casinoPayload),
      () => phase(server, db, sessions, 'twenty', 'casino bets', casinoPayload),
      async () => {
        await phase(server, db, sessions, 'orders-warm-up', 'warm-up', orderPayload, warmUpMs);
        return phase(server, db, sessions, 'orders', 'match odds orders (3 in 4 matched, 1 in 4 rests)', orderPayload);
      },
    ];
    const results: BetRatePhase[] = [];
    for (const [index, run] of phases.entries()) if (!ONLY_PHASE || ONLY_PHASE === String(index + 1)) results.push(await run());
    return results;
  } finally {
    await server.stop();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const formatBetRate = (database: string, phases: BetRatePhase[]): string =>
  phases
    .map(
      (result) =>
        `${database}, ${result.kind}, ${String(result.clients).padStart(2)} client(s): ${result.betsPerSecond.toFixed(0)} bets/s, ` +
        `p99 ${result.p99Ms.toFixed(0)} ms from bet to answer, ` +
        `server CPU ${result.serverCpuMsPerBet === null ? 'unknown' : `${result.serverCpuMsPerBet.toFixed(2)} ms`} per bet, ` +
        `the clients' ${result.clientsCpuMsPerBet.toFixed(2)} ms ` +
        `(${result.acknowledged} acknowledged, ${result.retried} of them sent twice at once; ${result.refused} refused; ` +
        `lost ${result.lost}, doubled ${result.doubled})`,
    )
    .join('\n');
