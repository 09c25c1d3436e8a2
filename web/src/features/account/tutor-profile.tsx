import type { CurrentUser } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { FormError } from '../../components/form-error';
import { type StepForm, useDraft, useReportDirty } from '../../lib/use-draft';
import { fieldSetter, useFormErrors } from '../../lib/use-form-errors';
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
  const set = fieldSetter(setValues);
  const { submit, error, pending } = useTutorSave({ user, handle, form, input: () => values, stored: (tutor) => saved(valuesOf(tutor)) });

  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-6" aria-labelledby="tutor-profile-title">
      <h2 id="tutor-profile-title" className="text-xl font-700">
        {t('tutorSettings.profile')}
      </h2>
      <Field
        label={t('tutorSettings.bio')}
        name="bio"
        value={values.bio}
        onChange={set('bio')}
        maxLength={BOUNDS.bio.max}
        error={error('bio')}
        hint={t('tutorSettings.bioHint')}
      />
      <Field
        label={t('tutorSettings.about')}
        name="about"
        multiline
        value={values.about}
        onChange={set('about')}
        maxLength={BOUNDS.tutorAbout.max}
        error={error('about')}
      />
      <Field
        label={t('tutorSettings.notice')}
        name="noticeMinutes"
        inputMode="numeric"
        dir="ltr"
        value={values.noticeMinutes}
        onChange={set('noticeMinutes')}
        error={error('noticeMinutes')}
        hint={t('tutorSettings.noticeHint')}
      />
      <FormError message={form.formError} />
      {!handle && (
        <button type="submit" className="btn-primary justify-self-start" disabled={pending}>
          {t('tutorSettings.saveProfile')}
        </button>
      )}
    </form>
  );
}
