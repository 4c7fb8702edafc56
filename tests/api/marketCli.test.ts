import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsListCommand } from '../../server/cli/commands/bets';
import { marketOpenCommand, marketSettleCommand, marketVoidCommand } from '../../server/cli/commands/market';
import { CommandError, UsageError, type CliCommand, type CliContext } from '../../server/cli/command';
import { DEMO_PASSWORD, signedInTestUser, startTestApp, type TestApp } from './helper';
import { betPayload, marketsOf, marketSpec, placeBetRequest } from './markets';

let test: TestApp;
let context: CliContext;
const output: string[] = [];
beforeAll(async () => {
  test = await startTestApp();
  context = { db: test.db, now: test.clock.now, demoPassword: () => DEMO_PASSWORD, out: (line) => output.push(line) };
});
afterAll(() => test.close());

const run = (command: CliCommand, values: Record<string, unknown>) => command.prepare(values)(context);

describe('market and bet commands', () => {
  it('SRV-35 market:open from a JSON file, a bet through the API, market:settle pays it, bets:list shows it', async () => {
    const spec = marketSpec('bookmaker');
    const file = join(mkdtempSync(join(tmpdir(), 'market-spec-')), 'spec.json');
    writeFileSync(file, JSON.stringify(spec));
    await run(marketOpenCommand, { file });
    expect(output.at(-1)).toBe(`market ${spec.marketId} (bookmaker) open with 2 selection(s)`);
    const { user, session } = await signedInTestUser(test, { openingBalance: 5_000 });
    expect((await placeBetRequest(test, session, betPayload(spec, { stake: 1000 }))).statusCode).toBe(200);
    await run(marketSettleCommand, { marketId: spec.marketId, winner: '21' });
    expect(output.at(-1)).toBe(`market ${spec.marketId} settled: 1 bet(s)`);
    await run(marketSettleCommand, { marketId: spec.marketId, winner: '22' });
    expect(output.at(-1)).toBe(`market ${spec.marketId} was already settled: nothing changed`);
    await run(betsListCommand, { username: user.userName });
    expect(output.at(-1)).toMatch(/settled:win {2}Cricket \/ India v Australia \/ Bookmaker {2}India back @ 45 {2}stake 1000 {2}p\/l 450$/);
  });

  it('SRV-35 market:void returns stakes; market:settle --winners and --runs reach the service', async () => {
    const spec = marketSpec('fancy');
    await run(marketOpenCommand, { json: JSON.stringify(spec) });
    await run(marketVoidCommand, { marketId: spec.marketId });
    expect(output.at(-1)).toBe(`market ${spec.marketId} voided: 0 bet(s)`);
    expect((await marketsOf(test).get(spec.marketId))?.status).toBe('void');
    const fancy = marketSpec('fancy');
    await marketsOf(test).open(fancy);
    await run(marketSettleCommand, { marketId: fancy.marketId, runs: '84' });
    expect((await marketsOf(test).get(fancy.marketId))?.status).toBe('settled');
    const casino = marketSpec('casino');
    await marketsOf(test).open(casino);
    await expect(run(marketSettleCommand, { marketId: casino.marketId, winners: '1,3' })).rejects.toThrow(/exactly one/);
    await run(marketSettleCommand, { marketId: casino.marketId, winners: '3' });
    expect((await marketsOf(test).get(casino.marketId))?.status).toBe('settled');
  });

  it('SRV-01 bad specs and results are usage errors; an unknown market fails the command', async () => {
    await expect(run(marketOpenCommand, {})).rejects.toThrow(UsageError);
    await expect(run(marketOpenCommand, { json: '{"marketId":"x"}' })).rejects.toThrow(/spec\.kind/);
    await expect(run(marketOpenCommand, { json: 'not json' })).rejects.toThrow(/not JSON/);
    expect(() => run(marketSettleCommand, { marketId: 'x', winner: '1', runs: '3' })).toThrow(/exactly one of --winner, --winners, --runs/);
    await expect(run(marketSettleCommand, { marketId: 'no-such', winner: '1' })).rejects.toThrow(CommandError);
    await expect(run(betsListCommand, { username: 'nobody-here' })).rejects.toThrow(/no user nobody-here/);
  });
});
