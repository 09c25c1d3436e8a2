import type { CurrentUser, PublicUser } from '@kalam/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { userKeys } from '../../../lib/resources/user';

/** The whole account, as admins are shown it; only its public part means the caller may not see the rest. */
function wholeAccount(user: CurrentUser | PublicUser): CurrentUser {
  if ('email' in user) return user;
  throw new ApiError('forbidden', 403);
}

/** `GET /user/{id}`: admins see the whole account. */
export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.one(id), queryFn: () => api.get('/user/:id', { params: { id } }).then(wholeAccount) });

export const useUser = (id: number, enabled = true) => useQuery({ ...userQuery(id), enabled: enabled && id > 0 });

/**
 * Whether the account is deactivated, when the server says: the account view carries no such field today, so this
 * reads `deactivatedAt` or `deactivated` if present and answers null otherwise.
 */
export function deactivationOf(user: CurrentUser): boolean | null {
  const extra = user as CurrentUser & { deactivatedAt?: number | null; deactivated?: boolean };
  if (typeof extra.deactivated === 'boolean') return extra.deactivated;
  if (extra.deactivatedAt !== undefined) return extra.deactivatedAt !== null;
  return null;
}
