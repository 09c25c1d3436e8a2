import type { TokenPayload } from '@kalam/core/api';
import { ADMIN_ONLY } from '@kalam/core/permissions';
import type { Context } from 'hono';
import type { Account, AppEnv, Caller } from '../deps';
import { readAccount } from '../services/current-user';
import { ApiError } from './errors';

/** Super and regular admins: owner rules in the services let them through. */
export const isAdmin = (caller: Caller) => ADMIN_ONLY.roles.includes(caller.role);

/** The signed-in caller of a route closed to visitors; access() has already refused everyone else with 401. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new ApiError('unauthenticated');
  return caller;
}

/**
 * The signed-in caller's account: as the access check read it before a change, or read now on a read, where the check
 * rides with this query (decision 042).
 */
export async function accountOf(c: Context<AppEnv>): Promise<Account> {
  const known = c.get('account');
  if (known) return known;
  const { id } = callerOf(c);
  const account = await readAccount(c.get('deps'), id);
  if (!account) throw new ApiError('unauthenticated');
  c.set('account', account);
  return account;
}

/** The checked token of a route whose handler reads its sign-in itself (TOKEN_CHECKED_BY_HANDLER). */
export function tokenOf(c: Context<AppEnv>): TokenPayload {
  const token = c.get('token');
  if (!token) throw new ApiError('unauthenticated');
  return token;
}
