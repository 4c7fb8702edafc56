import { z } from 'zod';
import { newPassword, newUserName } from '../../../contract/signup';
import { createAccount, newUserNameRefusal } from '../../services/users';
import { amount, CommandError, defineCommand, hostName, PASSWORD_HELP, passwordOptions, text, type CliContext } from '../command';
import { domainNamed } from '../lookups';

const schema = z.object({
  host: hostName,
  username: newUserName,
  password: newPassword,
  balance: amount,
  exposureLimit: amount,
  name: text(100).optional(),
  mobile: text(30).optional(),
  role: text(50).optional(),
  currency: text(10).optional(),
});
export type CreateUserArgs = z.output<typeof schema>;

/** Creates an account on the host's domain with its opening balance as the first ledger row. */
export async function createUser(context: CliContext, args: CreateUserArgs): Promise<string> {
  const domain = await domainNamed(context.db, args.host);
  const refusal = await newUserNameRefusal(context.db, domain, args.username);
  if (refusal === 'taken') throw new CommandError(`user ${args.username} already exists on ${args.host}`);
  if (refusal === 'reservedForDemo') throw new CommandError(`${args.username} is reserved for the demo account of ${args.host}`);
  const id = await createAccount(context.db, context.now, {
    domainId: domain.id,
    userName: args.username,
    password: args.password,
    roleName: args.role,
    name: args.name,
    mobile: args.mobile,
    currency: args.currency,
    openingBalance: args.balance,
    exposureLimit: args.exposureLimit,
  });
  context.out(`user ${args.username} (${id}) created on ${args.host} with balance ${args.balance}`);
  return id;
}

export const userCreateCommand = defineCommand({
  name: 'user:create',
  usage:
    'user:create --host H --username U [--password-stdin] --balance N --exposure-limit N [--name N --mobile M --role User --currency INR]',
  summary: `create an account with an opening balance; ${PASSWORD_HELP}`,
  readsPassword: true,
  options: {
    host: { type: 'string' },
    username: { type: 'string' },
    ...passwordOptions,
    balance: { type: 'string' },
    'exposure-limit': { type: 'string' },
    name: { type: 'string' },
    mobile: { type: 'string' },
    role: { type: 'string' },
    currency: { type: 'string' },
  },
  schema,
  run: async (context, args) => {
    await createUser(context, args);
  },
});
