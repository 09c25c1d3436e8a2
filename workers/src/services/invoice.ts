import { TZDate } from '@date-fns/tz';
import type { InvoiceStats, InvoiceView, Paged, PublicUser } from '@kalam/core/api';
import { type TimeRange, weekOf } from '@kalam/core/availability';
import { MINUTE_MS, TIME_ZONE } from '@kalam/core/constants';
import { InvoiceStatus, Role } from '@kalam/core/enums';
import { schemas } from '@kalam/core/schemas/index';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import { addMonths, addWeeks, startOfMonth } from 'date-fns';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import * as z from 'zod';
import { batch } from '../db/batch';
import { pageOf } from '../db/page';
import { type Invoice, invoices, lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitize';
import { storeReceipt } from './asset';
import { bankShownSql, checkBankShown } from './bank';
import { taughtBy } from './earning';
import { publish } from './events';
import { tellWithdrawal } from './money-tell';
import { publicUserColumns } from './user';
import { enabledWithdrawMethod } from './withdraw-method';

const { Pending, UpdatedByReceiver, CanceledByReceiver, CancellationApprovedByAdmin, Fulfilled, Rejected } = InvoiceStatus;

/**
 * What an admin may move an invoice to from each status (DESIGN.md §3); the last three are final. An admin cancels a
 * request not yet settled with a reason (the spec's "canceled by admin"): money records are kept, never deleted.
 */
const ADMIN_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  [Pending]: [Fulfilled, Rejected, CancellationApprovedByAdmin],
  [UpdatedByReceiver]: [Pending, Fulfilled, Rejected, CancellationApprovedByAdmin],
  [CanceledByReceiver]: [CancellationApprovedByAdmin],
  [CancellationApprovedByAdmin]: [],
  [Fulfilled]: [],
  [Rejected]: [],
};

/** Statuses whose amount no longer counts against the balance. */
const RELEASED = [Rejected, CancellationApprovedByAdmin] as const;

/** Earnings of the tutor's fulfilled lessons minus their standing withdrawals (all but invoice `except`), as SQL. */
const availableSql = (tutorId: number, now: number, except = -1) => sql`(
  coalesce((select sum(price) from lessons where tutor_id = ${tutorId} and canceled_at is null and start + duration * ${MINUTE_MS} <= ${now}), 0)
  - coalesce((select sum(amount) from invoices where user_id = ${tutorId} and status not in (${RELEASED[0]}, ${RELEASED[1]}) and id != ${except}), 0))`;

async function availableFor(deps: Deps, tutorId: number, except?: number): Promise<number> {
  const [row] = await deps.db.all<{ available: number }>(sql`select ${availableSql(tutorId, deps.now(), except)} as available`);
  return Number(row?.available ?? 0);
}

const overBalance = (available: number) =>
  new ApiError('bad-request', {
    message: 'The amount is more than the available balance.',
    errors: { amount: 'invoice-amount-above-max' },
    details: { available },
  });

const tutor = alias(users, 'tutor');
type ViewRow = { invoice: Invoice; tutor: PublicUser };

const toView = ({ invoice: i, tutor }: ViewRow): InvoiceView => ({
  id: i.id,
  userId: i.userId,
  tutor,
  amount: i.amount,
  method: i.method,
  receiver: i.receiver,
  bank: i.bank,
  phone: i.phone,
  account: i.account,
  username: i.username,
  note: i.note,
  receipt: i.receipt,
  status: i.status,
  addressedBy: i.addressedBy,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

const viewQuery = (deps: Deps, where: SQL | undefined) =>
  deps.db
    .select({ invoice: invoices, tutor: publicUserColumns(tutor) })
    .from(invoices)
    .innerJoin(tutor, eq(tutor.id, invoices.userId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));

async function invoiceView(deps: Deps, id: number): Promise<InvoiceView> {
  const [row] = (await viewQuery(deps, eq(invoices.id, id))) as ViewRow[];
  if (!row) throw new ApiError('invoice-not-found');
  return toView(row);
}

/** Tells the tutor and the admins' invoices channel that a request changed; answers the view. */
async function announced(deps: Deps, view: InvoiceView): Promise<InvoiceView> {
  const event = { type: 'invoice-updated', invoiceId: view.id, status: view.status } as const;
  await publish(deps, [view.userId], event);
  await publish(deps, 'admin-invoices', event);
  return view;
}

async function findInvoice(deps: Deps, id: number): Promise<Invoice | undefined> {
  const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** A tutor's own invoice; another's is not found. */
async function ownInvoice(deps: Deps, caller: Caller, id: number): Promise<Invoice> {
  const row = await findInvoice(deps, id);
  if (!row || row.userId !== caller.id) throw new ApiError('invoice-not-found');
  return row;
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError('bad-request', { errors: fieldErrorsFromZod(result.error) });
  return result.data;
}

/**
 * `POST /invoice`: a tutor asks to withdraw part of their balance. One conditional insert checks the balance and the
 * method in the same statement, so concurrent requests can never take more than the balance.
 */
export async function requestWithdrawal(deps: Deps, caller: Caller, body: { method: Invoice['method'] }): Promise<InvoiceView> {
  const method = await enabledWithdrawMethod(deps, body.method);
  const input = parseOrThrow(schemas.invoice.createFor(method), body);
  const now = deps.now();
  const to = {
    phone: input.method === 'wallet' ? input.phone : null,
    bank: input.method === 'bank' ? input.bank : null,
    account: input.method === 'bank' ? input.account : null,
    receiver: input.method === 'bank' ? input.receiver : null,
    username: input.method === 'instapay' ? input.username : null,
  };
  const result =
    await deps.db.run(sql`insert into invoices (user_id, amount, method, receiver, bank, phone, account, username, status, created_at, updated_at)
    select ${caller.id}, ${input.amount}, ${input.method}, ${to.receiver}, ${to.bank}, ${to.phone}, ${to.account}, ${to.username}, ${Pending}, ${now}, ${now}
    where ${availableSql(caller.id, now)} >= ${input.amount}
    and exists (select 1 from withdraw_methods where type = ${input.method} and enabled = 1 and min <= ${input.amount} and max >= ${input.amount})
    and ${bankShownSql(to.bank)}
    returning id`);
  // with RETURNING, libSQL reports the row, not rowsAffected
  const id = Number(result.rows[0]?.id ?? 0);
  if (!id) {
    // the method may have changed meanwhile; otherwise the balance did not cover it
    parseOrThrow(schemas.invoice.createFor(await enabledWithdrawMethod(deps, body.method)), body);
    if (to.bank) await checkBankShown(deps, to.bank);
    throw overBalance(await availableFor(deps, caller.id));
  }
  return announced(deps, await invoiceView(deps, id));
}

type ReceiverUpdate = z.infer<typeof schemas.invoice.receiverUpdate>;
const RECEIVER_FIELDS = { wallet: ['phone'], bank: ['bank', 'account', 'receiver'], instapay: ['username'] } as const;
const ALL_RECEIVER_FIELDS = ['phone', 'bank', 'account', 'receiver', 'username'] as const;

/**
 * `PUT /invoice/receiver/{id}`: the tutor changes (amount, receiver details) or cancels a pending request. One
 * conditional update keyed on `pending` (and on the balance, counting this request's old amount as free), so a tutor
 * and an admin acting at once cannot both win.
 */
export async function updateByReceiver(deps: Deps, caller: Caller, id: number, input: ReceiverUpdate): Promise<InvoiceView> {
  const invoice = await ownInvoice(deps, caller, id);
  if (invoice.status !== Pending) throw new ApiError('illegal-invoice-update');
  const now = deps.now();
  if (input.action === 'cancel') {
    const result = await deps.db.run(sql`update invoices set status = ${CanceledByReceiver}, updated_at = ${now}
      where id = ${id} and user_id = ${caller.id} and status = ${Pending}`);
    if (!result.rowsAffected) throw new ApiError('illegal-invoice-update');
    return announced(deps, await invoiceView(deps, id));
  }

  const own: readonly string[] = RECEIVER_FIELDS[invoice.method];
  const foreign = ALL_RECEIVER_FIELDS.filter((f) => input[f] !== undefined && !own.includes(f));
  if (foreign.length)
    throw new ApiError('bad-request', {
      message: `Not a detail of a ${invoice.method} withdrawal.`,
      errors: Object.fromEntries(foreign.map((f) => [f, 'invalid' as const])),
    });
  if (input.amount === undefined && !own.some((f) => input[f as keyof ReceiverUpdate] !== undefined)) {
    throw new ApiError('bad-request', { message: 'Nothing to change.', errors: { amount: 'required' } });
  }
  if (input.amount !== undefined)
    parseOrThrow(z.object({ amount: schemas.invoice.amount(await enabledWithdrawMethod(deps, invoice.method)) }), input);
  if (input.bank !== undefined) await checkBankShown(deps, input.bank);
  const amount = input.amount ?? invoice.amount;
  const result = await deps.db.run(sql`update invoices set amount = ${amount},
      phone = coalesce(${input.phone ?? null}, phone), bank = coalesce(${input.bank ?? null}, bank), account = coalesce(${input.account ?? null}, account),
      receiver = coalesce(${input.receiver ?? null}, receiver), username = coalesce(${input.username ?? null}, username),
      status = ${UpdatedByReceiver}, updated_at = ${now}
    where id = ${id} and user_id = ${caller.id} and status = ${Pending} and ${availableSql(caller.id, now, id)} >= ${amount}`);
  if (!result.rowsAffected) {
    if ((await findInvoice(deps, id))?.status !== Pending) throw new ApiError('illegal-invoice-update');
    throw overBalance(await availableFor(deps, caller.id, id));
  }
  return announced(deps, await invoiceView(deps, id));
}

export type AdminUpdate = z.infer<typeof schemas.invoice.adminUpdate> & { receipt?: File };

/** Why an admin's change cannot apply to `invoice` as it stands; undefined when it can. */
function refusal(
  invoice: Invoice,
  change: { status?: InvoiceStatus; note: string | null | undefined; receipt: boolean },
): ApiError | undefined {
  if (change.status === undefined) return undefined;
  if (!ADMIN_TRANSITIONS[invoice.status]?.includes(change.status)) return new ApiError('illegal-invoice-update');
  if (change.status === Fulfilled && !change.receipt && !invoice.receipt) {
    return new ApiError('bad-request', { message: 'A fulfilled withdrawal needs its receipt.', errors: { receipt: 'required' } });
  }
  const note = change.note === undefined ? invoice.note : change.note;
  // a refusal, or a cancellation the tutor did not ask for, says why; the tutor is told the reason
  const needsReason =
    change.status === Rejected || (change.status === CancellationApprovedByAdmin && invoice.status !== CanceledByReceiver);
  if (needsReason && !note) return new ApiError('bad-request', { message: 'Say why in a note.', errors: { note: 'empty-invoice-note' } });
  return undefined;
}

/**
 * `PUT /invoice/admin/{id}`: an admin moves a request along (DESIGN.md §3), attaches a receipt, and adds, edits or
 * removes the note (at any time, final requests too). A status change is one update keyed on the status it was read in.
 */
export async function updateByAdmin(deps: Deps, caller: Caller, id: number, input: AdminUpdate): Promise<InvoiceView> {
  if (input.status === undefined && input.note === undefined && !input.clearNote && !input.receipt) throw new ApiError('empty-request');
  if (input.note !== undefined && input.clearNote)
    throw new ApiError('bad-request', { message: 'Send a note or clear it, not both.', errors: { clearNote: 'invalid' } });
  const invoice = await findInvoice(deps, id);
  if (!invoice) throw new ApiError('invoice-not-found');

  let note: string | null | undefined = input.clearNote ? null : undefined;
  if (input.note !== undefined) {
    note = sanitizeHtml(input.note);
    if (!schemas.fields.stripTags(note)) throw new ApiError('bad-request', { errors: { note: 'empty-invoice-note' } });
  }
  const change = { status: input.status, note, receipt: Boolean(input.receipt) };
  const refused = refusal(invoice, change);
  if (refused) throw refused;

  const receipt = input.receipt ? await storeReceipt(deps, id, input.receipt) : null;
  const now = deps.now();
  const statusChange = input.status !== undefined;
  const update = deps.db.run(sql`update invoices set
      status = coalesce(${input.status ?? null}, status),
      note = case when ${note === undefined ? 0 : 1} then ${note ?? null} else note end,
      receipt = coalesce(${receipt?.path ?? null}, receipt),
      addressed_by = case when ${statusChange ? 1 : 0} then ${caller.id} else addressed_by end,
      updated_at = ${now}
    where id = ${id} and (${statusChange ? 0 : 1} or status = ${invoice.status})
      and (${input.status === Fulfilled ? 0 : 1} or coalesce(${receipt?.path ?? null}, receipt) is not null)
      and (${input.status === Rejected || input.status === CancellationApprovedByAdmin ? 0 : 1} or status = ${CanceledByReceiver}
        or ${note === undefined ? sql`note` : note} is not null)`);
  const record = receipt
    ? [
        deps.db.run(sql`insert into assets (name, kind, owner_id, bucket, content_type, size, created_at)
        select ${receipt.name}, 'receipt', user_id, 'receipts', ${receipt.contentType}, ${receipt.size}, ${now} from invoices where id = ${id} and receipt = ${receipt.path}`),
      ]
    : [];
  const [result] = await batch(deps.db, [update, ...record]);
  if (!result.rowsAffected) {
    // another admin or the tutor acted first: answer for the invoice as it is now
    const fresh = await findInvoice(deps, id);
    if (!fresh) throw new ApiError('invoice-not-found');
    throw refusal(fresh, change) ?? new ApiError('illegal-invoice-update');
  }
  const view = await announced(deps, await invoiceView(deps, id));
  // the update above was keyed on the status it was read in, so only one request gets here for each outcome
  const byTeam = input.status === CancellationApprovedByAdmin && invoice.status !== CanceledByReceiver;
  if (input.status === Fulfilled || input.status === Rejected || byTeam) await tellWithdrawal(deps, view);
  return view;
}

/** `GET /invoice/list`: a tutor's own requests; admins all, filtered. Newest first. */
export async function listInvoices(deps: Deps, caller: Caller, q: z.infer<typeof schemas.invoice.listQuery>): Promise<Paged<InvoiceView>> {
  const where = and(
    isAdmin(caller) ? undefined : eq(invoices.userId, caller.id),
    q.status ? eq(invoices.status, q.status) : undefined,
    q.method ? eq(invoices.method, q.method) : undefined,
    q.userId ? eq(invoices.userId, q.userId) : undefined,
  );
  const { list, total } = await pageOf(deps.db, q, viewQuery(deps, where), deps.db.select({ n: count() }).from(invoices).where(where));
  return { list: (list as ViewRow[]).map(toView), total };
}

/** `GET /invoice/stats/{id}`: the balance and earnings over the last 12 Saturday weeks and 12 months (Cairo). */
export async function invoiceStats(deps: Deps, caller: Caller, id: number): Promise<InvoiceStats> {
  if (caller.id !== id && !isAdmin(caller)) throw new ApiError('tutor-not-found');
  const [user] = await deps.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!user || (user.role !== Role.Tutor && user.role !== Role.TutorManager)) throw new ApiError('tutor-not-found');
  const now = deps.now();

  // the last 12 periods, this one included, oldest first: period n starts at `startOf(n)` and ends where n + 1 starts
  const periods = (startOf: (n: number) => Date): TimeRange[] =>
    Array.from({ length: 12 }, (_, i) => ({ start: startOf(i - 11).getTime(), end: startOf(i - 10).getTime() }));
  const thisWeek = new TZDate(weekOf(now).start, TIME_ZONE);
  const weeks = periods((n) => addWeeks(thisWeek, n));
  const thisMonth = startOfMonth(new TZDate(now, TIME_ZONE));
  const months = periods((n) => addMonths(thisMonth, n));
  const from = Math.min(...[...weeks, ...months].map((p) => p.start));

  const fulfilled = taughtBy(id, now);
  const [[earned], byStatus, recent] = await Promise.all([
    deps.db
      .select({ sum: sql<number>`coalesce(sum(${lessons.price}), 0)` })
      .from(lessons)
      .where(fulfilled),
    deps.db
      .select({ status: invoices.status, sum: sql<number>`sum(${invoices.amount})` })
      .from(invoices)
      .where(eq(invoices.userId, id))
      .groupBy(invoices.status),
    deps.db
      .select({ start: lessons.start, price: lessons.price })
      .from(lessons)
      .where(and(fulfilled, sql`${lessons.start} >= ${from}`)),
  ]);
  const sumOf = (statuses: readonly string[]) => byStatus.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + Number(r.sum), 0);
  const series = (list: TimeRange[]) =>
    list.map(({ start, end }) => ({
      start,
      earned: recent.filter((l) => l.start >= start && l.start < end).reduce((s, l) => s + l.price, 0),
    }));

  const total = Number(earned?.sum ?? 0);
  const withdrawn = sumOf([Fulfilled]);
  const pending = sumOf([Pending, UpdatedByReceiver, CanceledByReceiver]);
  return { earned: total, withdrawn, pending, available: total - withdrawn - pending, weekly: series(weeks), monthly: series(months) };
}
