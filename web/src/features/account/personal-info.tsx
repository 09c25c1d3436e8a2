import type { CurrentUser } from '@kalam/core/api';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { FormError } from '../../components/form-error';
import { PersonalFields, personalInput, personalValues } from '../../components/personal-fields';
import { useToast } from '../../components/toast';
import { useFormErrors, useFormValues } from '../../lib/use-form-errors';
import { useUpdateUser } from './api/update-user';
import './i18n';

/** Name, phone, birth year, gender and governorate; `onSaved` runs after a successful save. */
export function PersonalInfo({ user, onSaved }: { user: CurrentUser; onSaved?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const form = useFormErrors();
  const [values, , set] = useFormValues(() => personalValues(user));

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.user.update,
      personalInput(values),
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
      <PersonalFields values={values} set={set} errors={form.errors} phoneLabel={t('contact.phone')} />
      <FormError message={form.formError} className="md:col-span-2" />
      <div className="md:col-span-2">
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
