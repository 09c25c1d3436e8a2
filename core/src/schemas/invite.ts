import * as z from 'zod';
import { email, id } from './fields';
import { paging } from './paging';

/** Unlocks an invite-only plan for one email. */
export const create = z.object({ email, planId: id });
export const update = create.partial();
export const listQuery = paging;
