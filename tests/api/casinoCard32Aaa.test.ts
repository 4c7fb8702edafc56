import { afterEach, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { messageOnly } from '../../contract/http';
import { roundMarketSpec } from '../../server/engines/casino/roundMarkets';
import type { TableDef } from '../../server/engines/casino/tables';
import { casinoData, startCasinoTestApp, tableDef, tickUntilResult } from './casinoTables';
import { signedInTestUser, type Session } from './helper';
import { betPayload, placeBetRequest } from './markets';

const TIMEOUT_MS = 30_000;
let casino: Awaited<ReturnType<typeof startCasinoTestApp>> | undefined;
afterEach(async () => {
  await casino?.close();
  casino = undefined;
});

async function dealing(key: string) {
  const def = tableDef(key);
  casino = await startCasinoTestApp({ tables: [def] });
  return { def, app: casino };
}

type Dealer = Awaited<ReturnType<typeof dealing>>;

/** Ticks until a round is open for bets, `skip` rounds after the first; returns its mid. */
async function openRound({ def, app }: Dealer, skip = 0): Promise<string> {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i += 1) {
    await app.tables.tick();
    const live = await casinoData(app.test, def);
    const mid = live.t1[0]?.mid;
    if (mid && live.t2[0]?.gstatus === 1) {
      seen.add(mid);
      if (seen.size > skip) return mid;
    }
  }
  throw new Error('no open round');
}

function bet({ def, app }: Dealer, session: Session, mid: string, name: string, stake: number) {
  const market = def.rules.markets.find((candidate) =>
    candidate.sids.some((sid) => def.rules.runners.find((runner) => runner.sid === sid)?.name === name),
  );
  if (!market) throw new Error(`no market for ${name}`);
  const spec = roundMarketSpec(def, market, mid);
  const selectionIndex = spec.selections.findIndex((selection) => selection.name === name);
  return placeBetRequest(app.test, session, betPayload(spec, { selectionIndex, stake }));
}

async function balanceOf({ app }: Dealer, session: Session): Promise<number> {
  const response = await app.test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: session.headers });
  return userDetailsResponse.parse(response.json()).data.openingBalance;
}

async function placed(dealer: Dealer, session: Session, mid: string, name: string, stake: number) {
  const response = await bet(dealer, session, mid, name, stake);
  expect(messageOnly.parse(response.json()).status, response.body).toBe(true);
}

const settle = (dealer: Dealer) => tickUntilResult(dealer.app.test, dealer.app.tables.tick, dealer.def as TableDef);

describe('32 Cards and Amar Akbar Anthony settle real bets, dealt from the seed alone', { timeout: TIMEOUT_MS }, () => {
  it('SRV-27 SRV-35 32 Cards A: 20,000 staked on Player 11 leaves the deal of seed-1 as a separate implementation deals it', async () => {
    const dealer = await dealing('card32A');
    const { session } = await signedInTestUser(dealer.app.test, { openingBalance: 100_000, exposureLimit: 100_000 });
    const mid = await openRound(dealer);
    for (let i = 0; i < 4; i += 1) await placed(dealer, session, mid, 'Player 11', 5000);
    const result = await settle(dealer);
    // seed-1: 8 + 8♥ = 16, 9 + 6♠ = 15, 10 + 8♠ = 18, 11 + 10♠ = 21 (Python, see the known-answer tests).
    expect({ mid: result.mid, seed: result.seed, cards: result.cards, win: result.win }).toEqual({
      mid,
      seed: 'seed-1',
      cards: '8HH,6SS,8SS,10SS',
      win: '4',
    });
    expect(await balanceOf(dealer, session)).toBe(121_600);
  });

  it('SRV-35 Amar Akbar Anthony: on a 7 a 1,000 Under 7 bet loses 500, Akbar wins 2,150, Anthony loses its stake', async () => {
    const dealer = await dealing('amarAkbarAnthony');
    const { session } = await signedInTestUser(dealer.app.test, { openingBalance: 10_000, exposureLimit: 50_000 });
    // Rounds 1–4 deal seed-1 … seed-4; seed-5 turns the 7♥ (Python).
    const mid = await openRound(dealer, 4);
    await placed(dealer, session, mid, 'Under 7', 1000);
    await placed(dealer, session, mid, 'Akbar', 1000);
    await placed(dealer, session, mid, 'Anthony', 1000);
    const result = await settle(dealer);
    expect({ seed: result.seed, cards: result.cards, win: result.win }).toEqual({ seed: 'seed-5', cards: '7HH', win: '2' });
    expect(await balanceOf(dealer, session)).toBe(10_000 - 500 + 2150 - 1000);
  });
});
