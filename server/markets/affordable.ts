import { strings } from '../../contract/strings';
import { ApiError } from '../errors';
import type { UserMoney } from '../repositories/users';

/** SRV-13: the exposure after the bet must leave balance − exposure ≥ 0 and stay within the user's limit. */
export function assertAffordable(money: UserMoney, totalExposureCents: number): void {
  if (money.balanceCents - totalExposureCents < 0) throw new ApiError(422, strings.betInsufficientBalance);
  if (totalExposureCents > money.exposureLimitCents) throw new ApiError(422, strings.betExposureLimitExceeded);
}
