import type { CliCommand } from '../command';
import { bannerAddCommand, noticeAddCommand } from './content';
import { domainUpsertCommand } from './domain';
import { lockSetCommand } from './lock';
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
  pageSetCommand,
];
