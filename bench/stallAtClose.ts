// A reproduction of a database stall at a round's close, on the real server and a fresh SQLite file: for each of ROUNDS rounds of 20-20
// Teenpatti, at autotime 7 the sqlite3 CLI holds the database's write lock for 2.5 s, as a backup or an
// operator's command would, while a bettor sends the minimum bet on that round again and again.
// Run: node --import tsx bench/stallAtClose.ts   (ROUNDS=10 by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BetPayload } from '../contract/bets';
import { casinoDataResponse, type CasinoData } from '../contract/casino';
import { connect, SQLITE_FILE } from '../server/db/connect';
import { closeTickOf } from '../server/engines/casino/timeline';
import { tableByKey } from '../server/engines/casino/tables';
import { createAccount } from '../server/services/users';
import { freePort, signInOver, startApiProcess } from '../scripts/apiProcess';

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const PASSWORD = 'bench-stall-pass';
const TICK_MS = 1_000;
const STALL_AT_AUTOTIME = 7;
const POLL_MS = 100;
const def = tableByKey('teen20') ?? (undefined as never);

interface Answer {
  mid: string;
  sentAt: number;
  ms: number;
  status: number;
  message: string;
  duringStall: boolean;
}

const holdWriteLock = (file: string) =>
  new Promise<void>((resolve) => {
    const cli = spawn(
      'sqlite3',
      [file, '.timeout 2000', 'BEGIN IMMEDIATE; UPDATE domains SET title=title WHERE 0;', '.shell sleep 2.5', 'COMMIT;'],
      { stdio: 'inherit' },
    );
    cli.once('exit', () => resolve());
  });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stall-'));
  const server = await startApiProcess({ port: await freePort(), dataDir, demoPassword: PASSWORD });
  const db = connect({ dataDir, databaseUrl: null });
  try {
    const domainId = (await db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow())
      .domain_id;
    await createAccount(db, Date.now, {
      domainId,
      userName: 'staller',
      password: PASSWORD,
      openingBalance: 10_000_000,
      exposureLimit: 10_000_000,
    });
    const headers = await signInOver(server.baseUrl, 'staller', PASSWORD);
    const live = async (): Promise<CasinoData> =>
      casinoDataResponse.parse(await (await fetch(`${server.baseUrl}/api/casino/data/${def.casinoType}/${def.eventId}`)).json()).data;
    const runner = def.rules.runners[0] ?? (undefined as never);
    const bet = (mid: string): BetPayload => ({
      eventId: def.eventId,
      legueId: def.legueId,
      matchId: def.matchId,
      marketId: `${def.matchId}-winner`,
      sportsName: 'Casino',
      event: def.title,
      markettype: 'Casino',
      roundId: mid,
      selection: runner.name,
      selectionId: runner.sid,
      type: 'back',
      oddsReq: runner.rate,
      runners: def.rules.runners.map((candidate) => candidate.name),
      stake: 100,
      placeTime: new Date().toISOString(),
      favourMargin: 0,
      againstMargin: 0,
    });
    const answers: Answer[] = [];
    const closedSeen = new Map<string, number>();

    for (let round = 0; round < ROUNDS; round += 1) {
      let view = await live();
      while (!(view.t1[0]?.autotime === STALL_AT_AUTOTIME && view.t2[0]?.gstatus === 1)) {
        await sleep(POLL_MS);
        view = await live();
      }
      const mid = view.t1[0]?.mid ?? '';
      let stalling = true;
      const stall = holdWriteLock(join(dataDir, SQLITE_FILE)).then(() => void (stalling = false));
      const watch = (async () => {
        while (!closedSeen.has(mid)) {
          const now = await live();
          if (now.t1[0]?.mid !== mid || now.t2[0]?.gstatus === 0) closedSeen.set(mid, Date.now());
          else await sleep(POLL_MS / 2);
        }
      })();
      const until = Date.now() + 6_000;
      while (Date.now() < until) {
        const sentAt = Date.now();
        const duringStall = stalling;
        const response = await fetch(`${server.baseUrl}/api/bet/save2`, { method: 'POST', headers, body: JSON.stringify(bet(mid)) });
        const body = (await response.json()) as { message?: string };
        answers.push({ mid, sentAt, ms: Date.now() - sentAt, status: response.status, message: body.message ?? '', duringStall });
        await sleep(POLL_MS);
      }
      await Promise.all([stall, watch]);
      const ofRound = answers.filter((answer) => answer.mid === mid);
      console.log(`round ${mid}: ${ofRound.map((answer) => `${answer.status}/${answer.ms}ms`).join(' ')}`);
    }

    const stored = await db
      .selectFrom('bets')
      .select(['round_id', 'created_at'])
      .where('market_id', '=', `${def.matchId}-winner`)
      .execute();
    // The round's close on its own timeline: its mid is its start (ms) followed by one digit.
    const closeOf = (mid: string) => Number(mid.slice(0, -1)) + closeTickOf(def) * TICK_MS;
    const afterClose = stored.filter((row) => Date.parse(row.created_at) >= closeOf(row.round_id ?? '')).length;
    const acceptedAfterSeenClosed = answers.filter(
      (answer) => answer.status === 200 && answer.sentAt >= (closedSeen.get(answer.mid) ?? Infinity),
    ).length;
    const stallAnswers = answers.filter((answer) => answer.duringStall);
    const byStatus = new Map<string, number>();
    for (const answer of answers)
      byStatus.set(`${answer.status} ${answer.message}`, (byStatus.get(`${answer.status} ${answer.message}`) ?? 0) + 1);
    console.log(`rounds with a 2.5 s stall at autotime ${STALL_AT_AUTOTIME}: ${ROUNDS}`);
    console.log(`bets sent: ${answers.length}, stored: ${stored.length}`);
    for (const [answer, count] of byStatus) console.log(`  ${count} × ${answer}`);
    console.log(`bets stored at or after their round's close moment: ${afterClose}`);
    console.log(`bets accepted though sent after the table showed the round closed: ${acceptedAfterSeenClosed}`);
    console.log(
      `bets sent during a stall: ${stallAnswers.length}, slowest answer ${Math.max(0, ...stallAnswers.map((answer) => answer.ms))} ms`,
    );
    console.log(`answers with status 500: ${answers.filter((answer) => answer.status === 500).length}`);
  } finally {
    await db.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
