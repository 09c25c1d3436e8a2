import * as z from 'zod';
import { genders, roles } from '../enums';
import { id, oneOf } from '../schemas/field-basics';

// Answer pieces several resources share. Answers are strict objects: a field the document does not name fails the
// contract test (workers/test/contract.ts). Times are UTC epoch ms; money is integer piasters.

export const idParams = z.object({ id });

/** Optional `Idempotency-Key` header: a replayed request answers what the first one made. */
export const idempotency = z.object({
  'idempotency-key': z.string().trim().min(8, { error: 'invalid' }).max(100, { error: 'invalid' }).optional(),
});

export const gender = z.enum(genders).nullable();

/** What anyone signed in may see of another user. `displayName` is the name screens and messages show: a tutor's
 * Arabic display name where given, else their Latin one, else the account name (the account name for everyone else). */
export const publicUser = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string(),
    image: z.string().nullable(),
    role: oneOf(roles),
    gender,
  })
  .meta({ id: 'PublicUser' });

export const topic = z.strictObject({ id: z.number().int(), nameAr: z.string(), nameEn: z.string() }).meta({ id: 'Topic' });

/** A page of a list and the count of the whole list. */
export const paged = <T extends z.ZodType>(item: T) => z.strictObject({ list: z.array(item), total: z.number().int() });

/** A file of a multipart form, judged by its bytes on the server (documented as binary: zod's file has no OpenAPI type). */
export const file = (description: string) => z.file().meta({ type: 'string', format: 'binary', description });
