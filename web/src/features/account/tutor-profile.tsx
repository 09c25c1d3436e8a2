import type { CurrentUser } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/confirm-dialog';
import { Field } from '../../components/field';
import { FormError } from '../../components/form-error';
import { type StepForm, useDraft, useReportDirty } from '../../lib/use-draft';
import { bindFields, useFormErrors } from '../../lib/use-form-errors';
import { useTutorSave } from './use-tutor-save';
import './i18n';

/** What the form holds of the tutor: the texts, and the notice in minutes as typed. */
const valuesOf = (tutor: CurrentUser['tutor']) => ({
  bio: tutor?.bio ?? '',
  about: tutor?.about ?? '',
  noticeMinutes: String(tutor?.noticeMinutes ?? 0),
});

/**
 * A tutor's public profile: Arabic bio, about and the notice students must give before a lesson. What is typed is kept
 * as a draft until saved; inside an onboarding step (`handle`) the step's button saves it.
 */
export function TutorProfileForm({ user, handle, onDirty }: { user: CurrentUser } & StepForm) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const { values, setValues, dirty, saved } = useDraft(`draft:${user.id}:tutor-profile`, () => valuesOf(user.tutor));
  useReportDirty(dirty, onDirty);
  const { submit, error, pending } = useTutorSave({ user, handle, form, input: () => values, stored: (tutor) => saved(valuesOf(tutor)) });
  const fields = bindFields(values, setValues, error);

  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-6" aria-labelledby="tutor-profile-title">
      <h2 id="tutor-profile-title" className="text-xl font-700">
        {t('tutorSettings.profile')}
      </h2>
      <Field label={t('tutorSettings.bio')} maxLength={BOUNDS.bio.max} hint={t('tutorSettings.bioHint')} {...fields.field('bio')} />
      <Field label={t('tutorSettings.about')} multiline maxLength={BOUNDS.tutorAbout.max} {...fields.field('about')} />
      <Field
        label={t('tutorSettings.notice')}
        inputMode="numeric"
        dir="ltr"
        hint={t('tutorSettings.noticeHint')}
        {...fields.field('noticeMinutes')}
      />
      {handle ? (
        <FormError message={form.formError} />
      ) : (
        <FormActions error={form.formError} small={false} busy={pending} submit={t('tutorSettings.saveProfile')} />
      )}
    </form>
  );
}
