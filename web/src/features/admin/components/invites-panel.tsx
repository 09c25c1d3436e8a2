import type { InviteView, Plan } from '@kalam/core/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { LoadError } from '../../../components/query-state';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useDeleteInvite, useInvites, useSaveInvite, type InviteInput } from '../api/invites';
import { useAllPlans } from '../api/plans';
import { planAliasKey } from '../lib/periods';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { usePageSize } from '../../../lib/use-page-size';
import '../i18n';

/** Invites unlock an invite-only plan for one email address, once. */
export function InvitesPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = usePageSize(10);
  const invites = useInvites(page, size);
  const plans = useAllPlans();
  const [editing, setEditing] = useState<InviteView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InviteView | null>(null);
  const label = (c: string) => t(`admin.invites.columns.${c}`);
  const planName = (id: number) => {
    const plan = plans.data?.list.find((p) => p.id === id);
    return plan ? t(planAliasKey(plan.alias), { defaultValue: plan.alias }) : t('admin.invites.planNumber', { id });
  };
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <button type="button" className="btn-primary" data-testid="new-invite" onClick={() => setEditing('new')}>{t('admin.invites.new')}</button>
      </div>
      {invites.isPending ? <Spinner /> : invites.isError ? <LoadError message={t('admin.invites.error')} onRetry={() => invites.refetch()} />
        : invites.data.total === 0 ? <p className="card p-6 text-center text-gray-600">{t('admin.invites.empty')}</p> : (
          <div>
            <div className="md:card md:overflow-x-auto">
              <table className={TABLE} data-testid="admin-invites">
                <TableHead caption={t('admin.invites.title')} labels={['email', 'plan', 'state', 'created'].map(label)} actions={t('admin.common.actions')} />
                <tbody className={BODY}>
                  {invites.data.list.map((invite) => (
                    <tr key={invite.id} className={ROW} data-testid="invite-row">
                      <td className={`${CELL} break-all font-600`} data-label={label('email')}><span dir="ltr">{invite.email}</span></td>
                      <td className={CELL} data-label={label('plan')}>{planName(invite.planId)}</td>
                      <td className={CELL} data-label={label('state')}>
                        {invite.usedAt
                          ? <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-600 text-gray-700">{t('admin.invites.used', { date: formatDate(invite.usedAt) })}</span>
                          : <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-600 text-green-800">{t('admin.invites.unused')}</span>}
                      </td>
                      <td className={CELL} data-label={label('created')}>{formatDate(invite.createdAt)}</td>
                      <td className={ACTIONS_CELL}>
                        <div className="flex flex-wrap gap-2">
                          {!invite.usedAt && <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setEditing(invite)}>{t('admin.common.edit')}</button>}
                          <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setDeleting(invite)}>{t('admin.common.delete')}</button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} size={size} total={invites.data.total} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
          </div>
        )}
      {editing && <InviteForm key={editing === 'new' ? 'new' : editing.id} invite={editing === 'new' ? undefined : editing} plans={plans.data?.list ?? []} onClose={() => setEditing(null)} />}
      {deleting && <DeleteInvite invite={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function InviteForm({ invite, plans, onClose }: { invite?: InviteView; plans: Plan[]; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const save = useSaveInvite(invite?.id);
  const form = useFormErrors();
  // invite-only plans first: those are what an invite is for
  const choices = [...plans].sort((a, b) => Number(b.forInvitesOnly) - Number(a.forInvitesOnly));
  const [values, setValues] = useState({ email: invite?.email ?? '', planId: invite ? String(invite.planId) : '' });
  // until one is picked, the first choice (the plans may arrive after the form opens)
  const planId = values.planId || String(choices[0]?.id ?? '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { email: values.email.trim(), planId: planId ? Number(planId) : null };
    if (!(await form.check((s) => invite ? s.invite.update : s.invite.create, input))) return;
    try {
      await save.mutateAsync(input as InviteInput);
      toast({ type: 'success', title: t(invite ? 'admin.invites.form.updated' : 'admin.invites.form.created') });
      onClose();
    } catch (err) {
      form.fail(err);
    }
  }

  return (
    <Modal title={t(invite ? 'admin.invites.form.editTitle' : 'admin.invites.form.newTitle')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-5" data-testid="invite-form">
        <Field label={t('auth.email')} name="email" type="email" dir="ltr" data-testid="invite-email" autoComplete="off"
          value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} error={form.errors.email} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-plan`} className="font-600 text-gray-800">{t('admin.invites.form.plan')}</label>
          <select id={`${id}-plan`} className="input" data-testid="invite-plan" value={planId} aria-invalid={form.errors.planId ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, planId: e.target.value }))}>
            {choices.length === 0 && <option value="">—</option>}
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {t(planAliasKey(p.alias), { defaultValue: p.alias })}{p.forInvitesOnly ? ` — ${t('pricing.invitesOnly')}` : ''}
              </option>
            ))}
          </select>
          {form.errors.planId && <p role="alert" className="text-sm font-600 text-red-600">{t(`errors.field.${form.errors.planId}`)}</p>}
        </div>
        {form.formError && <p role="alert" className="font-600 text-red-600">{form.formError}</p>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" data-testid="invite-submit" disabled={save.isPending} aria-busy={save.isPending}>{t('admin.invites.form.save')}</button>
          <button type="button" className="btn-ghost" onClick={onClose}>{t('admin.common.back')}</button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteInvite({ invite, onClose }: { invite: InviteView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteInvite();
  return (
    <ConfirmDialog title={t('admin.invites.delete.title')} body={t('admin.invites.delete.body', { email: invite.email })} confirm={t('admin.invites.delete.yes')} cancel={t('admin.common.back')}
      pending={remove.isPending} error={remove.error} onClose={onClose}
      onConfirm={() => remove.mutate(invite.id, {
        // a removed invite answers as it was; one a payment used answers marked used
        onSuccess: (after) => (toast({ type: 'success', title: t(after.usedAt !== invite.usedAt ? 'admin.invites.delete.used' : 'admin.invites.delete.done') }), onClose()),
      })} />
  );
}
