import type { InviteView, Plan } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { EmailField, SelectField } from '../../../components/field';
import { formatDate } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { usePaging } from '../../../lib/use-paging';
import { type InviteInput, useDeleteInvite, useInvites, useSaveInvite } from '../api/invites';
import { useAllPlans } from '../api/plans';
import { AdminForm, AdminPanel } from './admin-panel';
import '../i18n';

/** Invites unlock an invite-only plan for one email address, once. */
export function InvitesPanel() {
  const { t } = useTranslation();
  const { page, size, pager } = usePaging(10);
  const invites = useInvites(page, size);
  const plans = useAllPlans();
  const label = (c: string) => t(`admin.invites.columns.${c}`);
  const planName = (id: number) => {
    const plan = plans.data?.list.find((p) => p.id === id);
    return plan ? plan.nameAr : t('admin.invites.planNumber', { id });
  };
  return (
    <AdminPanel
      name="invite"
      query={invites}
      pager={pager}
      columns={[
        { label: label('email'), className: 'break-all font-600', cell: (invite) => <span dir="ltr">{invite.email}</span> },
        { label: label('plan'), cell: (invite) => planName(invite.planId) },
        {
          label: label('state'),
          cell: (invite) =>
            invite.usedAt ? (
              <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-600 text-gray-700">
                {t('admin.invites.used', { date: formatDate(invite.usedAt) })}
              </span>
            ) : (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-600 text-green-800">{t('admin.invites.unused')}</span>
            ),
        },
        { label: label('created'), cell: (invite) => formatDate(invite.createdAt) },
      ]}
      canEdit={(invite) => !invite.usedAt}
      form={(invite, onClose) => <InviteForm invite={invite} plans={plans.data?.list ?? []} onClose={onClose} />}
      useRemove={useDeleteInvite}
      removeBody={(invite) => t('admin.invites.delete.body', { email: invite.email })}
      removed={(invite, after) =>
        // a removed invite answers as it was; one a payment used answers marked used
        t(after.usedAt !== invite.usedAt ? 'admin.invites.delete.used' : 'admin.invites.delete.done')
      }
    />
  );
}

function InviteForm({ invite, plans, onClose }: { invite?: InviteView; plans: Plan[]; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveInvite(invite?.id);
  // invite-only plans first: those are what an invite is for
  const choices = [...plans].sort((a, b) => Number(b.forInvitesOnly) - Number(a.forInvitesOnly));
  const form = useForm({ email: invite?.email ?? '', planId: invite ? String(invite.planId) : '' });
  const { values } = form;
  // until one is picked, the first choice (the plans may arrive after the form opens)
  const planId = values.planId || String(choices[0]?.id ?? '');
  const input = () => ({ email: values.email.trim(), planId: planId ? Number(planId) : null }) as InviteInput;

  return (
    <AdminForm
      name="invite"
      editing={Boolean(invite)}
      form={form}
      save={save}
      schema={(s) => (invite ? s.invite.update : s.invite.create)}
      input={input}
      onClose={onClose}
    >
      <EmailField label={t('auth.email')} data-testid="invite-email" autoComplete="off" {...form.field('email')} />
      <SelectField label={t('admin.invites.form.plan')} data-testid="invite-plan" {...form.field('planId')} value={planId}>
        {choices.length === 0 && <option value="">—</option>}
        {choices.map((p) => (
          <option key={p.id} value={p.id}>
            {p.nameAr}
            {p.forInvitesOnly ? ` — ${t('pricing.invitesOnly')}` : ''}
          </option>
        ))}
      </SelectField>
    </AdminForm>
  );
}
