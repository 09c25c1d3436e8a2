import { z } from 'zod';
import { email, id } from './fields';
import { paging } from './paging';

export const create = z.object({ email, planId: id });
export const update = create.partial();
export const listQuery = paging;
