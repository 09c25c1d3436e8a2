import type { CurrentUser } from '@kalam/core/api';
import { Governorate, governorates, Role, roles } from '@kalam/core/enums';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useToast } from '../../../components/toast';
import { optionOf, useFormErrors, useFormValues } from '../../../lib/use-form-errors';
import { type AdminUserInput, useAdminUpdateUser } from '../api/update-user';
import { ALL_ROLES } from '../lib/roles';
import { Panel } from './admin-page';
import '../i18n';

/** Name, phone, governorate, gender and birth year of an account; its role too for the super admin. */
export function UserEditForm({ user, callerRole }: { user: CurrentUser; callerRole: number }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const update = useAdminUpdateUser(user.id);
  const form = useFormErrors();
  const superAdmin = callerRole === Role.SuperAdmin;
  const [values, , set] = useFormValues({
    name: user.name,
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    birthYear: user.birthYear ? String(user.birthYear) : '',
    city: user.city ? String(user.city) : '',
    role: String(user.role),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      name: values.name,
      phone: values.phone,
      gender: (values.gender || null) as AdminUserInput['gender'],
      birthYear: values.birthYear || null,
      city: optionOf(governorates, values.city),
      // only the super admin sends a role, and only a changed one
      ...(superAdmin && values.role !== String(user.role) && { role: optionOf(roles, values.role) }),
    };
    const checked = await form.check((s) => s.user.update, input);
    if (!checked) return;
    try {
      await update.mutateAsync(checked);
      toast({ type: 'success', title: t('admin.user.edit.saved') });
    } catch (err) {
      form.fail(err);
    }
  }

  return (
    <Panel title={t('admin.user.edit.title')} testId="user-edit">
      <form noValidate onSubmit={submit} className="grid gap-5 md:grid-cols-2">
        <Field label={t('auth.name')} name="name" value={values.name} onChange={set('name')} error={form.errors.name} />
        <Field
          label={t('admin.user.edit.phone')}
          name="phone"
          type="tel"
          dir="ltr"
          optional
          value={values.phone}
          onChange={set('phone')}
          error={form.errors.phone}
        />
        <Field
          label={t('settings.birthYear')}
          name="birthYear"
          inputMode="numeric"
          dir="ltr"
          optional
          value={values.birthYear}
          onChange={set('birthYear')}
          error={form.errors.birthYear}
        />
        <label className="flex flex-col gap-1.5" htmlFor={`${id}-gender`}>
          <span className="font-600 text-gray-800">{t('settings.gender')}</span>
          <select id={`${id}-gender`} className="input" value={values.gender} onChange={set('gender')}>
            <option value="">—</option>
            <option value="male">{t('settings.male')}</option>
            <option value="female">{t('settings.female')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1.5" htmlFor={`${id}-city`}>
          <span className="font-600 text-gray-800">{t('settings.city')}</span>
          <select id={`${id}-city`} className="input" value={values.city} onChange={set('city')}>
            <option value="">—</option>
            {Object.entries(Governorate).map(([key, value]) => (
              <option key={value} value={value}>
                {t(`governorates.${key}`)}
              </option>
            ))}
          </select>
        </label>
        {superAdmin && (
          <div className="flex flex-col gap-1.5">
            <label className="font-600 text-gray-800" htmlFor={`${id}-role`}>
              {t('admin.user.edit.role')}
            </label>
            <select
              id={`${id}-role`}
              className="input"
              value={values.role}
              onChange={set('role')}
              aria-describedby={`${id}-role-hint`}
              aria-invalid={form.errors.role ? true : undefined}
            >
              {ALL_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.roles.${r}`)}
                </option>
              ))}
            </select>
            <p id={`${id}-role-hint`} className="text-sm text-gray-500">
              {t('admin.user.edit.roleHint')}
            </p>
            {form.errors.role && (
              <p role="alert" className="text-sm font-600 text-red-600">
                {t(`errors.field.${form.errors.role}`)}
              </p>
            )}
          </div>
        )}
        <FormError message={form.formError} className="md:col-span-2" />
        <div className="md:col-span-2">
          <button type="submit" className="btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
            {t('admin.user.edit.save')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
