import type { CurrentUser } from '@kalam/core/api';
import { Governorate, governorates } from '@kalam/core/enums';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/field';
import { FormError } from '../../components/form-error';
import { useToast } from '../../components/toast';
import { optionOf, useFormErrors, useFormValues } from '../../lib/use-form-errors';
import { useUpdateUser } from './api/update-user';
import './i18n';

/** Name, phone, birth year, gender and governorate; `onSaved` runs after a successful save. */
export function PersonalInfo({ user, onSaved }: { user: CurrentUser; onSaved?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const form = useFormErrors();
  const [values, , set] = useFormValues({
    name: user.name,
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    birthYear: user.birthYear ? String(user.birthYear) : '',
    city: user.city ? String(user.city) : '',
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      name: values.name,
      phone: values.phone,
      gender: (values.gender || null) as 'male' | 'female' | null,
      birthYear: values.birthYear || null,
      city: optionOf(governorates, values.city),
    };
    const checked = await form.check((s) => s.user.update, input);
    if (!checked) return;
    try {
      await update.mutateAsync(checked);
      toast({ type: 'success', title: t('settings.saved') });
      onSaved?.();
    } catch (err) {
      form.fail(err);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-6 md:grid-cols-2" aria-labelledby="personal-title">
      <h2 id="personal-title" className="text-xl font-700 md:col-span-2">
        {t('settings.personal')}
      </h2>
      <Field label={t('auth.name')} name="name" value={values.name} onChange={set('name')} error={form.errors.name} />
      <Field label={t('auth.email')} name="email" dir="ltr" value={user.email} readOnly disabled />
      <Field
        label={t('contact.phone')}
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
      <SelectField label={t('settings.gender')} name="gender" value={values.gender} onChange={set('gender')} error={form.errors.gender}>
        <option value="">—</option>
        <option value="male">{t('settings.male')}</option>
        <option value="female">{t('settings.female')}</option>
      </SelectField>
      <SelectField label={t('settings.city')} name="city" value={values.city} onChange={set('city')} error={form.errors.city}>
        <option value="">—</option>
        {Object.entries(Governorate).map(([key, id]) => (
          <option key={id} value={id}>
            {t(`governorates.${key}`)}
          </option>
        ))}
      </SelectField>
      <FormError message={form.formError} className="md:col-span-2" />
      <div className="md:col-span-2">
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
