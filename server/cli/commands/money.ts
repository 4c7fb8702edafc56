import { z } from 'zod';
import { fromCents, toCents } from '../../money';
import { deposit, withdraw } from '../../services/money';
import { amount, defineCommand, hostName, text, type CliContext } from '../command';
import { userNamed } from '../lookups';

const schema = z.object({
  username: text(100),
  amount: amount.refine((value) => value > 0, 'must be more than 0'),
  remark: z.string().max(200).optional(),
  host: hostName.optional(),
});
export type MoneyArgs = z.output<typeof schema>;

type Movement = { move: typeof deposit; displayText: string; done: (units: number, username: string) => string };

const DEPOSIT: Movement = { move: deposit, displayText: 'Deposit', done: (units, username) => `deposited ${units} to ${username}` };
const WITHDRAW: Movement = { move: withdraw, displayText: 'Withdraw', done: (units, username) => `withdrew ${units} from ${username}` };

/** Moves money for the user: balance and ledger row in one transaction. Returns the new balance. */
async function moveMoney(context: CliContext, args: MoneyArgs, movement: Movement): Promise<number> {
  const { username, amount: units, remark = '', host } = args;
  const user = await userNamed(context.db, username, host);
  const balance = await movement.move(context.db, context.now, {
    userId: user.id,
    amountCents: toCents(units),
    displayText: movement.displayText,
    remark,
  });
  context.out(`${movement.done(units, username)}; balance ${fromCents(balance)}`);
  return fromCents(balance);
}

/** Credits the user. Returns the new balance. */
export const depositMoney = (context: CliContext, args: MoneyArgs) => moveMoney(context, args, DEPOSIT);

/** Debits the user, never below what their open bets reserve. Returns the new balance. */
export const withdrawMoney = (context: CliContext, args: MoneyArgs) => moveMoney(context, args, WITHDRAW);

const options = {
  username: { type: 'string' },
  amount: { type: 'string' },
  remark: { type: 'string' },
  host: { type: 'string' },
} as const;

export const moneyDepositCommand = defineCommand({
  name: 'money:deposit',
  usage: 'money:deposit --username U --amount N [--remark R --host H]',
  summary: "credit a user's balance (ledger row)",
  options,
  schema,
  run: async (context, args) => {
    await depositMoney(context, args);
  },
});

export const moneyWithdrawCommand = defineCommand({
  name: 'money:withdraw',
  usage: 'money:withdraw --username U --amount N [--remark R --host H]',
  summary: "debit a user's balance, never below the open exposure (ledger row)",
  options,
  schema,
  run: async (context, args) => {
    await withdrawMoney(context, args);
  },
});
