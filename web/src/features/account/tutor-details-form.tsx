import type { CurrentUser } from '@kalam/core/api';
import type { FieldErrorCode } from '@kalam/core/errors';
import {
  KNOWN_CERTIFICATES,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  PROFILE_BOUNDS,
  TUTOR_LANGUAGES,
  type TutorLanguage,
} from '@kalam/core/tutor-profile';
import { type FormEvent, useId, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/field';
import { FormError } from '../../components/form-error';
import { useToast } from '../../components/toast';
import { type StepForm, useDraft, useReportDirty } from '../../lib/use-draft';
import { useFormErrors } from '../../lib/use-form-errors';
import { useUpdateUser } from './api/update-user';
import './i18n';

type Tutor = NonNullable<CurrentUser['tutor']>;
type Language = { code: TutorLanguage; level: LanguageLevel; key: string };

/** Rows keep their own key while their language or name changes; unique across page loads, as drafts keep them. */
let nextRow = 0;
const rowKey = () => `${Date.now().toString(36)}-${++nextRow}`;

/** What the form holds: numbers as typed (either digit script), blank for none. */
const valuesOf = (tutor: Tutor | null) => ({
  nameAr: tutor?.nameAr ?? '',
  nameLatin: tutor?.nameLatin ?? '',
  years: tutor?.yearsTeaching === null || tutor?.yearsTeaching === undefined ? '' : String(tutor.yearsTeaching),
  languages: (tutor?.languages ?? []).map(({ code, level }): Language => ({ code, level, key: rowKey() })),
  certificates: (tutor?.certificates ?? []).map((c) => ({ key: rowKey(), name: c.name, year: c.year === null ? '' : String(c.year) })),
});

/**
 * Languages with levels, years of teaching, certificates and the display names (decision 032): in tutor settings and
 * the onboarding profile step, with a link to the public profile (a preview before approval). Kept as a draft until saved.
 */
export function TutorDetailsForm({ user, handle, onDirty }: { user: CurrentUser } & StepForm) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const form = useFormErrors();
  const { values, setValues, dirty, saved } = useDraft(`draft:${user.id}:tutor-details`, () => valuesOf(user.tutor));
  useReportDirty(dirty, onDirty);
  const error = (key: string): FieldErrorCode | undefined => form.errors[`tutor.${key}`] ?? form.errors[key];
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const listId = useId();

  const setLanguage = (i: number, patch: Partial<Language>) =>
    set({ languages: values.languages.map((l, k) => (k === i ? { ...l, ...patch } : l)) });
  const addLanguage = () => {
    const code = TUTOR_LANGUAGES.find((c) => !values.languages.some((l) => l.code === c)) ?? 'en';
    set({ languages: [...values.languages, { code, level: code === 'ar' ? 'native' : 'C1', key: rowKey() }] });
  };
  const setCertificate = (i: number, patch: Partial<(typeof values.certificates)[number]>) =>
    set({ certificates: values.certificates.map((c, k) => (k === i ? { ...c, ...patch } : c)) });

  async function save(): Promise<boolean> {
    const blankIsNone = (s: string) => (s.trim() === '' ? null : s);
    const checked = await form.check((s) => s.tutor.profile, {
      nameAr: values.nameAr,
      nameLatin: values.nameLatin,
      yearsTeaching: blankIsNone(values.years),
      languages: values.languages.map(({ code, level }) => ({ code, level })),
      certificates: values.certificates.map((c) => ({ name: c.name, year: blankIsNone(c.year) })),
    });
    if (!checked) return false;
    try {
      // the form shows what was stored: names tidied, digits as the server reads them
      saved(valuesOf((await update.mutateAsync({ tutor: checked })).tutor));
      return true;
    } catch (err) {
      form.fail(err);
      return false;
    }
  }
  useImperativeHandle(handle, () => ({ save }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await save()) toast({ type: 'success', title: t('tutorSettings.saved') });
  }

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
          name="nameAr"
          optional
          value={values.nameAr}
          onChange={(e) => set({ nameAr: e.target.value })}
          maxLength={PROFILE_BOUNDS.displayName.max}
          error={error('nameAr')}
          hint={t('tutorSettings.details.nameArHint')}
        />
        <Field
          label={t('tutorSettings.details.nameLatin')}
          name="nameLatin"
          optional
          dir="ltr"
          lang="en"
          autoComplete="name"
          value={values.nameLatin}
          onChange={(e) => set({ nameLatin: e.target.value })}
          maxLength={PROFILE_BOUNDS.displayName.max}
          error={error('nameLatin')}
          hint={t('tutorSettings.details.nameLatinHint')}
        />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-600 text-gray-800">{t('tutorSettings.details.languages')}</legend>
        {values.languages.map((l, i) => {
          const name = t(`tutorDetails.languages.${l.code}`);
          return (
            <div key={l.key} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2" data-testid="language-row">
              <label className="grid gap-1 text-sm text-gray-700">
                {/* the column names show once, above the first row */}
                <span className={i ? 'sr-only' : undefined}>{t('tutorSettings.details.language')}</span>
                <select
                  className="input"
                  name={`languages.${i}.code`}
                  value={l.code}
                  onChange={(e) => setLanguage(i, { code: e.target.value as TutorLanguage })}
                >
                  {TUTOR_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`tutorDetails.languages.${code}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 text-sm text-gray-700">
                <span className={i ? 'sr-only' : undefined}>{t('tutorSettings.details.level')}</span>
                <select
                  className="input"
                  name={`languages.${i}.level`}
                  value={l.level}
                  onChange={(e) => setLanguage(i, { level: e.target.value as LanguageLevel })}
                >
                  {LANGUAGE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {/* the code first, so a narrow select still shows it */}
                      {level === 'native' ? t('tutorDetails.levels.native') : `${level} — ${t(`tutorDetails.levels.${level}`)}`}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="btn-ghost px-3"
                aria-label={t('tutorSettings.details.removeLanguage', { language: name })}
                onClick={() => set({ languages: values.languages.filter((_, k) => k !== i) })}
              >
                ✕
              </button>
              {(error(`languages.${i}.code`) ?? error(`languages.${i}.level`)) && (
                <p role="alert" className="col-span-3 text-sm font-600 text-red-600">
                  {t(`errors.field.${error(`languages.${i}.code`) ?? error(`languages.${i}.level`)}`)}
                </p>
              )}
            </div>
          );
        })}
        {error('languages') && (
          <p role="alert" className="text-sm font-600 text-red-600">
            {t(`errors.field.${error('languages')}`)}
          </p>
        )}
        {values.languages.length < PROFILE_BOUNDS.languages.max && (
          <button type="button" className="btn-ghost justify-self-start" onClick={addLanguage}>
            {t('tutorSettings.details.addLanguage')}
          </button>
        )}
      </fieldset>

      <div className="sm:max-w-56">
        <Field
          label={t('tutorSettings.details.years')}
          name="yearsTeaching"
          optional
          inputMode="numeric"
          dir="ltr"
          value={values.years}
          onChange={(e) => set({ years: e.target.value })}
          error={error('yearsTeaching')}
          hint={t('tutorSettings.details.yearsHint')}
        />
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-600 text-gray-800">{t('tutorSettings.details.certificates')}</legend>
        <datalist id={listId}>
          {KNOWN_CERTIFICATES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {values.certificates.map((c, i) => (
          <div
            key={c.key}
            className="grid gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
            data-testid="certificate-row"
            role="group"
            aria-label={t('tutorSettings.details.certificateNumber', { number: i + 1 })}
          >
            <Field
              label={t('tutorSettings.details.certificateName')}
              name={`certificates.${i}.name`}
              list={listId}
              dir="auto"
              value={c.name}
              onChange={(e) => setCertificate(i, { name: e.target.value })}
              maxLength={PROFILE_BOUNDS.certificateName.max}
              error={error(`certificates.${i}.name`)}
              hint={i === 0 ? t('tutorSettings.details.certificateNameHint') : undefined}
            />
            <Field
              label={t('tutorSettings.details.certificateYear')}
              name={`certificates.${i}.year`}
              optional
              inputMode="numeric"
              dir="ltr"
              value={c.year}
              onChange={(e) => setCertificate(i, { year: e.target.value })}
              error={error(`certificates.${i}.year`)}
            />
            <button
              type="button"
              className="btn-ghost justify-self-start sm:mt-7"
              aria-label={t('tutorSettings.details.removeCertificate', { number: i + 1 })}
              onClick={() => set({ certificates: values.certificates.filter((_, k) => k !== i) })}
            >
              ✕
            </button>
          </div>
        ))}
        {error('certificates') && (
          <p role="alert" className="text-sm font-600 text-red-600">
            {t(`errors.field.${error('certificates')}`)}
          </p>
        )}
        {values.certificates.length < PROFILE_BOUNDS.certificates.max && (
          <button
            type="button"
            className="btn-ghost justify-self-start"
            onClick={() => set({ certificates: [...values.certificates, { key: rowKey(), name: '', year: '' }] })}
          >
            {t('tutorSettings.details.addCertificate')}
          </button>
        )}
      </fieldset>

      <FormError message={form.formError} />
      <div className="flex flex-wrap items-center gap-3">
        {!handle && (
          <button type="submit" className="btn-primary" disabled={update.isPending}>
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
