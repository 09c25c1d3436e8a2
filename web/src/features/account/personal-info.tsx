import type { CurrentUser } from '@kalam/core/api';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/confirm-dialog';
import { Field } from '../../components/field';
import { PersonalFields, personalInput, personalValues } from '../../components/personal-fields';
import { useToast } from '../../components/toast';
import { useForm } from '../../lib/use-form-errors';
import { useUpdateUser } from './api/update-user';
import './i18n';

/** Name, phone, birth year, gender and governorate; `onSaved` runs after a successful save. */
export function PersonalInfo({ user, onSaved }: { user: CurrentUser; onSaved?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const form = useForm(() => personalValues(user));

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.user.update,
      personalInput(form.values),
      async (checked) => {
        await update.mutateAsync(checked);
        toast({ type: 'success', title: t('settings.saved') });
        onSaved?.();
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-6 md:grid-cols-2" aria-labelledby="personal-title">
      <h2 id="personal-title" className="text-xl font-700 md:col-span-2">
        {t('settings.personal')}
      </h2>
      <Field label={t('auth.email')} name="email" dir="ltr" value={user.email} readOnly disabled />
      <PersonalFields form={form} phoneLabel={t('contact.phone')} />
      <FormActions error={form.formError} small={false} busy={update.isPending} submit={t('settings.save')} className="md:col-span-2" />
    </form>
  );
}
