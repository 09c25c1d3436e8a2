import { localDate, localTime } from '@kalam/core';
import type { CouponView } from '@kalam/core/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { LoadError } from '../../../components/query-state';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { formatDate, formatPercent } from '../../../lib/format';
import { parseTypedNumber } from '@kalam/core/numbers';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCoupons, useDeleteCoupon, useSaveCoupon, type CouponInput } from '../api/coupons';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { usePageSize } from '../../../lib/use-page-size';
import '../i18n';

const DAY_END = 24 * 60;
/** A coupon is good until the end of its last Cairo day: the day shown is the one before its expiry instant. */
const lastDay = (expiresAt: number) => localDate(expiresAt - 1);

/** Discount codes students type at checkout: code, percent off and the last day they work. */
export function CouponsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = usePageSize(10);
  const coupons = useCoupons(page, size);
  const [editing, setEditing] = useState<CouponView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CouponView | null>(null);
  const label = (c: string) => t(`admin.coupons.columns.${c}`);
  const now = Date.now();
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <button type="button" className="btn-primary" data-testid="new-coupon" onClick={() => setEditing('new')}>{t('admin.coupons.new')}</button>
      </div>
      {coupons.isPending ? <Spinner /> : coupons.isError ? <LoadError message={t('admin.coupons.error')} onRetry={() => coupons.refetch()} />
        : coupons.data.total === 0 ? <p className="card p-6 text-center text-gray-600">{t('admin.coupons.empty')}</p> : (
          <div>
            <div className="md:card md:overflow-x-auto">
              <table className={TABLE} data-testid="admin-coupons">
                <TableHead caption={t('admin.coupons.title')} labels={['code', 'discount', 'validUntil', 'state'].map(label)} actions={t('admin.common.actions')} />
                <tbody className={BODY}>
                  {coupons.data.list.map((coupon) => (
                    <tr key={coupon.id} className={ROW} data-testid="coupon-row">
                      <td className={`${CELL} font-700 tracking-wider`} data-label={label('code')}><span dir="ltr">{coupon.code}</span></td>
                      <td className={CELL} data-label={label('discount')}>{formatPercent(coupon.discount)}</td>
                      <td className={CELL} data-label={label('validUntil')}>{formatDate(coupon.expiresAt - 1)}</td>
                      <td className={CELL} data-label={label('state')}>
                        <span className={`rounded-full px-2.5 py-0.5 text-sm font-600 ${coupon.expiresAt > now ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}>
                          {t(coupon.expiresAt > now ? 'admin.coupons.valid' : 'admin.coupons.expired')}
                        </span>
                      </td>
                      <td className={ACTIONS_CELL}>
                        <div className="flex flex-wrap gap-2">
                          <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setEditing(coupon)}>{t('admin.common.edit')}</button>
                          <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setDeleting(coupon)}>{t('admin.common.delete')}</button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} size={size} total={coupons.data.total} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
          </div>
        )}
      {editing && <CouponForm key={editing === 'new' ? 'new' : editing.id} coupon={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCoupon coupon={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function CouponForm({ coupon, onClose }: { coupon?: CouponView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCoupon(coupon?.id);
  const form = useFormErrors();
  const [values, setValues] = useState({ code: coupon?.code ?? '', discount: coupon ? String(coupon.discount) : '', lastDay: coupon ? lastDay(coupon.expiresAt) : '' });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      code: values.code.trim().toUpperCase(),
      discount: parseTypedNumber(values.discount),
      expiresAt: /^\d{4}-\d{2}-\d{2}$/.test(values.lastDay) ? localTime(values.lastDay, DAY_END) : null,
    };
    // an edit sends what changed, so an expired coupon's code or discount can be corrected without a new date
    const body = coupon
      ? Object.fromEntries(Object.entries(input).filter(([key, value]) => key === 'expiresAt' ? values.lastDay !== lastDay(coupon.expiresAt) : value !== coupon[key as 'code' | 'discount']))
      : input;
    if (!(await form.check((s) => coupon ? s.coupon.update : s.coupon.create, body))) return;
    try {
      await save.mutateAsync(body as CouponInput);
      toast({ type: 'success', title: t(coupon ? 'admin.coupons.form.updated' : 'admin.coupons.form.created') });
      onClose();
    } catch (err) {
      form.fail(err);
    }
  }

  return (
    <Modal title={t(coupon ? 'admin.coupons.form.editTitle' : 'admin.coupons.form.newTitle')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-5" data-testid="coupon-form">
        <Field label={t('admin.coupons.form.code')} name="code" data-testid="coupon-code" dir="ltr" autoCapitalize="characters" maxLength={32}
          value={values.code} onChange={set('code')} error={form.errors.code} hint={t('admin.coupons.form.codeHint')} />
        <Field label={t('admin.coupons.form.discount')} name="discount" data-testid="coupon-discount" inputMode="numeric" dir="ltr"
          value={values.discount} onChange={set('discount')} error={form.errors.discount} />
        <Field label={t('admin.coupons.form.lastDay')} name="lastDay" data-testid="coupon-expiry" type="date" min={localDate(Date.now())}
          value={values.lastDay} onChange={set('lastDay')} error={form.errors.expiresAt} hint={t('admin.coupons.form.lastDayHint')} />
        {form.formError && <p role="alert" className="font-600 text-red-600">{form.formError}</p>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" data-testid="coupon-submit" disabled={save.isPending} aria-busy={save.isPending}>{t('admin.coupons.form.save')}</button>
          <button type="button" className="btn-ghost" onClick={onClose}>{t('admin.common.back')}</button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteCoupon({ coupon, onClose }: { coupon: CouponView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteCoupon();
  return (
    <ConfirmDialog title={t('admin.coupons.delete.title')} body={t('admin.coupons.delete.body', { code: coupon.code })} confirm={t('admin.coupons.delete.yes')} cancel={t('admin.common.back')}
      pending={remove.isPending} error={remove.error} onClose={onClose}
      onConfirm={() => remove.mutate(coupon.id, {
        // a removed coupon answers as it was; one kept for its payments answers expired now
        onSuccess: (after) => (toast({ type: 'success', title: t(after.updatedAt !== coupon.updatedAt ? 'admin.coupons.delete.expired' : 'admin.coupons.delete.done') }), onClose()),
      })} />
  );
}
