import type { CurrentUser } from '@kalam/core/api';
import { Role, roles } from '@kalam/core/enums';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/field';
import { PersonalFields, personalInput, personalValues } from '../../../components/personal-fields';
import { useToast } from '../../../components/toast';
import { optionOf, useForm } from '../../../lib/use-form-errors';
import { useAdminUpdateUser } from '../api/update-user';
import { ALL_ROLES } from '../lib/roles';
import { Panel } from './admin-page';
import '../i18n';

/** Name, phone, governorate, gender and birth year of an account; its role too for the super admin. */
export function UserEditForm({ user, callerRole }: { user: CurrentUser; callerRole: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useAdminUpdateUser(user.id);
  const superAdmin = callerRole === Role.SuperAdmin;
  const form = useForm(() => ({ ...personalValues(user), role: String(user.role) }));
  const { values } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      ...personalInput(values),
      // only the super admin sends a role, and only a changed one
      ...(superAdmin && values.role !== String(user.role) && { role: optionOf(roles, values.role) }),
    };
    await form.submit(
      (s) => s.user.update,
      input,
      async (checked) => {
        await update.mutateAsync(checked);
        toast({ type: 'success', title: t('admin.user.edit.saved') });
      },
    );
  }

  return (
    <Panel title={t('admin.user.edit.title')} testId="user-edit">
      <form noValidate onSubmit={submit} className="grid gap-5 md:grid-cols-2">
        <PersonalFields form={form} phoneLabel={t('admin.user.edit.phone')} />
        {superAdmin && (
          <SelectField label={t('admin.user.edit.role')} hint={t('admin.user.edit.roleHint')} {...form.field('role')}>
            {ALL_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </SelectField>
        )}
        <FormActions
          error={form.formError}
          small={false}
          busy={update.isPending}
          submit={t('admin.user.edit.save')}
          className="md:col-span-2"
        />
      </form>
    </Panel>
  );
}
