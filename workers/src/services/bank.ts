import type { BankView } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type BankRow, banks } from '../db/schema';
import { isUniqueViolation } from '../db/violation';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';

// The banks tutors withdraw to: a list in the data that admins extend (decision 037).

const toView = (b: BankRow): BankView => ({ id: b.id, code: b.code, nameAr: b.nameAr, hidden: b.hidden, updatedAt: b.updatedAt });

/** `GET /withdraw-method/bank/list`: the shown banks in the list's order (biggest first); admins also see hidden ones. */
export async function listBanks(deps: Deps, caller: Caller): Promise<BankView[]> {
  const rows = await deps.db
    .select()
    .from(banks)
    .where(isAdmin(caller) ? undefined : eq(banks.hidden, false))
    .orderBy(asc(banks.id));
  return rows.map(toView);
}

/** A duplicate code or Arabic name, told on the field the admin typed. */
function taken(err: unknown): never {
  if (!isUniqueViolation(err)) throw err;
  const onCode = isUniqueViolation(err, 'banks.code');
  throw new ApiError('bad-request', { errors: onCode ? { code: 'bank-code-taken' } : { nameAr: 'bank-name-taken' } });
}

/** `POST /withdraw-method/bank`. */
export async function createBank(deps: Deps, input: z.infer<typeof schemas.withdrawMethod.createBank>): Promise<BankView> {
  const now = deps.now();
  try {
    return toView(
      theRow(
        await deps.db
          .insert(banks)
          .values({ ...input, createdAt: now, updatedAt: now })
          .returning(),
      ),
    );
  } catch (err) {
    taken(err);
  }
}

/** `PUT /withdraw-method/bank/{id}`. */
export async function updateBank(deps: Deps, id: number, input: z.infer<typeof schemas.withdrawMethod.updateBank>): Promise<BankView> {
  try {
    const [row] = await deps.db
      .update(banks)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(banks.id, id))
      .returning();
    if (!row) throw new ApiError('bank-not-found');
    return toView(row);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    taken(err);
  }
}

/** SQL that holds when a withdrawal names no bank or a shown one: checked inside the withdrawal's own statement. */
export const bankShownSql = (code: string | null) =>
  sql`(${code} is null or exists (select 1 from ${banks} where ${banks.code} = ${code} and ${banks.hidden} = 0))`;

/** The field error of a withdrawal whose bank is not on the shown list. */
export async function checkBankShown(deps: Deps, code: string): Promise<void> {
  const [row] = await deps.db.select({ hidden: banks.hidden }).from(banks).where(eq(banks.code, code));
  if (!row || row.hidden) throw new ApiError('bad-request', { errors: { bank: 'invalid-bank-name' } });
}
