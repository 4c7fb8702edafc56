import type { IncomingHttpHeaders } from 'node:http';
import { strings } from '../../contract/strings';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { UserRow } from '../repositories/users';
import { userOfToken } from '../services/sessions';
import { bearerToken, domainHeader, userTokenHeader } from './headers';

const unauthorized = () => new ApiError(401, strings.unauthorized);

/**
 * SRV-01, OPEN-117: Authorization Bearer and User-Token carry the same live token of a User,
 * and `d` is that user's domain _id.
 */
export async function authenticate(deps: Deps, headers: IncomingHttpHeaders): Promise<{ user: UserRow; token: string }> {
  const token = bearerToken(headers);
  if (!token || token !== userTokenHeader(headers)) throw unauthorized();
  const user = await userOfToken(deps, token);
  if (!user || user.domain_id !== domainHeader(headers)) throw unauthorized();
  return { user, token };
}
