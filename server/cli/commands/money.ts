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

/** Credits the user: balance and ledger row in one transaction. Returns the new balance. */
export async function depositMoney(context: CliContext, args: MoneyArgs): Promise<number> {
  const { username, amount: units, remark = '', host } = args;
  const user = await userNamed(context.db, username, host);
  const balance = await deposit(context.db, context.now, {
    userId: user.id,
    amountCents: toCents(units),
    displayText: 'Deposit',
    remark,
  });
  context.out(`deposited ${units} to ${username}; balance ${fromCents(balance)}`);
  return fromCents(balance);
}

/** Debits the user, never below what their open bets reserve. Returns the new balance. */
export async function withdrawMoney(context: CliContext, args: MoneyArgs): Promise<number> {
  const { username, amount: units, remark = '', host } = args;
  const user = await userNamed(context.db, username, host);
  const balance = await withdraw(context.db, context.now, {
    userId: user.id,
    amountCents: toCents(units),
    displayText: 'Withdraw',
    remark,
  });
  context.out(`withdrew ${units} from ${username}; balance ${fromCents(balance)}`);
  return fromCents(balance);
}

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
