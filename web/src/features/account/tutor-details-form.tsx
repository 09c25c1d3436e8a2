import type { CurrentUser } from '@kalam/core/api';
import { PROFILE_BOUNDS } from '@kalam/core/tutor-profile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/field';
import { FormError } from '../../components/form-error';
import { type StepForm, useDraft, useReportDirty } from '../../lib/use-draft';
import { bindFields, useFormErrors } from '../../lib/use-form-errors';
import { type Certificate, CertificateRows, type Language, LanguageRows, rowKey } from './tutor-details-rows';
import { useTutorSave } from './use-tutor-save';
import './i18n';

type Tutor = NonNullable<CurrentUser['tutor']>;

/** What the form holds: numbers as typed (either digit script), blank for none. */
const valuesOf = (tutor: Tutor | null) => ({
  nameAr: tutor?.nameAr ?? '',
  nameLatin: tutor?.nameLatin ?? '',
  years: tutor?.yearsTeaching === null || tutor?.yearsTeaching === undefined ? '' : String(tutor.yearsTeaching),
  languages: (tutor?.languages ?? []).map(({ code, level }): Language => ({ code, level, key: rowKey() })),
  certificates: (tutor?.certificates ?? []).map(
    (c): Certificate => ({ key: rowKey(), name: c.name, year: c.year === null ? '' : String(c.year) }),
  ),
});

/**
 * Languages with levels, years of teaching, certificates and the display names (decision 032): in tutor settings and
 * the onboarding profile step, with a link to the public profile (a preview before approval). Kept as a draft until saved.
 */
export function TutorDetailsForm({ user, handle, onDirty }: { user: CurrentUser } & StepForm) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const { values, setValues, dirty, saved } = useDraft(`draft:${user.id}:tutor-details`, () => valuesOf(user.tutor));
  useReportDirty(dirty, onDirty);

  const blankIsNone = (s: string) => (s.trim() === '' ? null : s);
  const { submit, error, pending } = useTutorSave({
    user,
    handle,
    form,
    input: () => ({
      nameAr: values.nameAr,
      nameLatin: values.nameLatin,
      yearsTeaching: blankIsNone(values.years),
      languages: values.languages.map(({ code, level }) => ({ code, level })),
      certificates: values.certificates.map((c) => ({ name: c.name, year: blankIsNone(c.year) })),
    }),
    stored: (tutor) => saved(valuesOf(tutor)),
  });
  const fields = bindFields(values, setValues, error);

  const activated = Boolean(user.tutor?.activated);
  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-4 sm:p-6" aria-labelledby="tutor-details-title">
      <div>
        <h2 id="tutor-details-title" className="text-xl font-700">
          {t('tutorSettings.details.title')}
        </h2>
        <p className="mt-1 text-gray-600">{t('tutorSettings.details.intro')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('tutorSettings.details.nameAr')}
          optional
          maxLength={PROFILE_BOUNDS.displayName.max}
          hint={t('tutorSettings.details.nameArHint')}
          {...fields.field('nameAr')}
        />
        <Field
          label={t('tutorSettings.details.nameLatin')}
          optional
          dir="ltr"
          lang="en"
          autoComplete="name"
          maxLength={PROFILE_BOUNDS.displayName.max}
          hint={t('tutorSettings.details.nameLatinHint')}
          {...fields.field('nameLatin')}
        />
      </div>

      <LanguageRows languages={values.languages} error={error} onChange={(languages) => fields.setValue('languages', languages)} />

      <div className="sm:max-w-56">
        <Field
          label={t('tutorSettings.details.years')}
          optional
          inputMode="numeric"
          dir="ltr"
          hint={t('tutorSettings.details.yearsHint')}
          {...fields.field('years')}
          name="yearsTeaching"
          error={error('yearsTeaching')}
        />
      </div>

      <CertificateRows
        certificates={values.certificates}
        error={error}
        onChange={(certificates) => fields.setValue('certificates', certificates)}
      />

      <FormError message={form.formError} />
      <div className="flex flex-wrap items-center gap-3">
        {!handle && (
          <button type="submit" className="btn-primary" disabled={pending}>
            {t('tutorSettings.details.save')}
          </button>
        )}
        <Link to={activated ? `/t/${user.id}` : '/tutor/preview'} className="btn-ghost" data-testid="profile-preview-link">
          {t(activated ? 'tutorSettings.details.viewProfile' : 'tutorSettings.details.preview')}
        </Link>
      </div>
    </form>
  );
}
