import { ADMIN_ONLY, type TokenPayload } from '@kalam/core';
import type { Context } from 'hono';
import type { Account, AppEnv, Caller } from '../deps';
import { ApiError } from './errors';

/** Super and regular admins: owner rules in the services let them through. */
export const isAdmin = (caller: Caller) => ADMIN_ONLY.roles.includes(caller.role);

/** The signed-in caller of a route closed to visitors; access() has already refused everyone else with 401. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new ApiError('unauthenticated');
  return caller;
}

/** The signed-in caller's account, as the access check read it. */
export function accountOf(c: Context<AppEnv>): Account {
  const account = c.get('account');
  if (!account) throw new ApiError('unauthenticated');
  return account;
}

/** The checked token of a route whose handler reads its sign-in itself (TOKEN_CHECKED_BY_HANDLER). */
export function tokenOf(c: Context<AppEnv>): TokenPayload {
  const token = c.get('token');
  if (!token) throw new ApiError('unauthenticated');
  return token;
}
