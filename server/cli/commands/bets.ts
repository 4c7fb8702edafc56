import { z } from 'zod';
import { fromCents } from '../../money';
import type { BetRow } from '../../repositories/bets';
import { defineCommand, hostName, integer, text, type CliContext } from '../command';
import { userNamed } from '../lookups';

const schema = z.object({
  username: text(100),
  host: hostName.optional(),
  status: z.enum(['open', 'settled', 'void', 'all']).default('all'),
  limit: integer.refine((value) => value >= 1 && value <= 10_000, 'must be 1 to 10000').default(50),
});
export type ListBetsArgs = z.output<typeof schema>;

const lineOf = (bet: BetRow): string =>
  [
    bet.id,
    bet.created_at,
    bet.status + (bet.bet_case ? `:${bet.bet_case}` : ''),
    `${bet.sports_name} / ${bet.event_name} / ${bet.market_name}${bet.round_id ? ` / ${bet.round_id}` : ''}`,
    `${bet.selection} ${bet.type} @ ${bet.price}${bet.size ? ` (${bet.size})` : ''}`,
    `stake ${fromCents(Number(bet.stake_cents))}`,
    bet.profit_loss_cents === null
      ? `risk ${fromCents(Number(bet.against_margin_cents))}`
      : `p/l ${fromCents(Number(bet.profit_loss_cents))}`,
  ].join('  ');

/** The user's bets, newest first, one line each. Returns the rows printed. */
export async function listBets(context: CliContext, args: ListBetsArgs): Promise<BetRow[]> {
  const user = await userNamed(context.db, args.username, args.host);
  let query = context.db.selectFrom('bets').selectAll().where('user_id', '=', user.id);
  if (args.status !== 'all') query = query.where('status', '=', args.status);
  const bets = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(args.limit).execute();
  if (bets.length === 0) context.out(`no ${args.status === 'all' ? '' : `${args.status} `}bets for ${args.username}`);
  bets.forEach((bet) => context.out(lineOf(bet)));
  return bets;
}

export const betsListCommand = defineCommand({
  name: 'bets:list',
  usage: 'bets:list --username U [--status open|settled|void|all --limit 50 --host H]',
  summary: "list a user's bets, newest first",
  options: { username: { type: 'string' }, host: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
  schema,
  run: async (context, args) => {
    await listBets(context, args);
  },
});
