import type { CliCommand } from '../command';
import { backupCommand } from './backup';
import { betsListCommand } from './bets';
import { bannerAddCommand, noticeAddCommand } from './content';
import { domainUpsertCommand } from './domain';
import { lockSetCommand } from './lock';
import { marketOpenCommand, marketSettleCommand, marketVoidCommand } from './market';
import { moneyDepositCommand, moneyWithdrawCommand } from './money';
import { pageSetCommand } from './page';
import { userCreateCommand } from './user';

export const commands: readonly CliCommand[] = [
  domainUpsertCommand,
  userCreateCommand,
  moneyDepositCommand,
  moneyWithdrawCommand,
  noticeAddCommand,
  bannerAddCommand,
  lockSetCommand,
  marketOpenCommand,
  marketSettleCommand,
  marketVoidCommand,
  betsListCommand,
  pageSetCommand,
  backupCommand,
];
