import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { marketSpecSchema } from '../../markets/specSchema';
import { createMarketService } from '../../markets/service';
import type { MarketResult } from '../../markets/types';
import { CommandError, defineCommand, text, UsageError, type CliContext } from '../command';

const marketsOf = (context: CliContext) => createMarketService(context.db, context.now);

async function specOf(args: { file?: string | undefined; json?: string | undefined }) {
  const source = args.file ? await readFile(args.file, 'utf8').catch(() => undefined) : args.json;
  if (source === undefined)
    throw new UsageError(args.file ? `market:open: cannot read ${args.file}` : 'market:open: give --file F or --json J');
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    throw new UsageError('market:open: the spec is not JSON');
  }
  const parsed = marketSpecSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`market:open: spec.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Runs a market operation; an engine-level refusal (unknown market, result it cannot have) exits 1. */
async function operate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error));
  }
}

export const marketOpenCommand = defineCommand({
  name: 'market:open',
  usage: 'market:open --file spec.json | --json \'{"marketId":…}\'',
  summary: 'open (or re-open) a market from a JSON MarketSpec (server/markets/types.ts)',
  options: { file: { type: 'string' }, json: { type: 'string' } },
  schema: z.object({ file: z.string().optional(), json: z.string().optional() }),
  run: async (context, args) => {
    const spec = await specOf(args);
    const market = await operate(() => marketsOf(context).open(spec));
    context.out(`market ${market.marketId} (${market.kind}) ${market.status} with ${market.selections.length} selection(s)`);
  },
});

const whole = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be a whole number')
  .transform(Number);
const settleSchema = z
  .object({
    marketId: text(200),
    winner: whole.optional(),
    winners: z
      .string()
      .regex(/^-?\d{1,9}(,-?\d{1,9})*$/, 'must be ids separated by commas')
      .optional(),
    runs: whole.optional(),
  })
  .refine((args) => [args.winner, args.winners, args.runs].filter((value) => value !== undefined).length === 1, {
    message: 'give exactly one of --winner, --winners, --runs',
    path: ['winner'],
  });

function resultOf(args: z.output<typeof settleSchema>): MarketResult {
  if (args.winner !== undefined) return { kind: 'winner', selectionId: args.winner };
  if (args.winners !== undefined) return { kind: 'winners', selectionIds: args.winners.split(',').map(Number) };
  return { kind: 'runs', value: args.runs as number };
}

async function settleAndReport(context: CliContext, marketId: string, result: MarketResult): Promise<void> {
  const summary = await operate(() => marketsOf(context).settle(marketId, result));
  context.out(
    summary.applied
      ? `market ${marketId} ${result.kind === 'void' ? 'voided' : 'settled'}: ${summary.betsSettled} bet(s)`
      : `market ${marketId} was already settled: nothing changed`,
  );
}

export const marketSettleCommand = defineCommand({
  name: 'market:settle',
  usage: 'market:settle --market-id M (--winner SELECTION | --winners S1,S2 | --runs N)',
  summary: 'declare a result: settle every open bet, move balances, write ledger rows (twice changes nothing)',
  options: { 'market-id': { type: 'string' }, winner: { type: 'string' }, winners: { type: 'string' }, runs: { type: 'string' } },
  schema: settleSchema,
  run: (context, args) => settleAndReport(context, args.marketId, resultOf(args)),
});

export const marketVoidCommand = defineCommand({
  name: 'market:void',
  usage: 'market:void --market-id M',
  summary: 'void a market: every open bet gets its stake back',
  options: { 'market-id': { type: 'string' } },
  schema: z.object({ marketId: text(200) }),
  run: (context, args) => settleAndReport(context, args.marketId, { kind: 'void' }),
});
