import type { FieldErrorCode } from '@kalam/core/errors';
import {
  KNOWN_CERTIFICATES,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  PROFILE_BOUNDS,
  TUTOR_LANGUAGES,
  type TutorLanguage,
} from '@kalam/core/tutor-profile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/field';
import { bindFields } from '../../lib/use-form-errors';
import './i18n';
import '../../lib/error-messages';

export type Language = { code: TutorLanguage; level: LanguageLevel; key: string };
export type Certificate = { key: string; name: string; year: string };
type ErrorOf = (key: string) => FieldErrorCode | undefined;

/** Row `i` of a list kept in a form, as bindFields binds it: a change to the row is the list with that row changed. */
const bindRow = <R extends object>(
  rows: R[],
  i: number,
  onChange: (rows: R[]) => void,
  errorOf: (key: string) => FieldErrorCode | undefined,
  list: string,
) =>
  bindFields(
    rows[i] as R,
    (update) => onChange(rows.map((row, k) => (k === i ? (typeof update === 'function' ? update(row) : update) : row))),
    errorOf,
    `${list}.${i}.`,
  );

/** Rows keep their own key while their language or name changes; unique across page loads, as drafts keep them. */
let nextRow = 0;
export const rowKey = () => `${Date.now().toString(36)}-${++nextRow}`;

/** The languages a tutor speaks, each with its level; a row is added with the next language not yet listed. */
export function LanguageRows({
  languages,
  error,
  onChange,
}: {
  languages: Language[];
  error: ErrorOf;
  onChange: (languages: Language[]) => void;
}) {
  const { t } = useTranslation();
  const addLanguage = () => {
    const code = TUTOR_LANGUAGES.find((c) => !languages.some((l) => l.code === c)) ?? 'en';
    onChange([...languages, { code, level: code === 'ar' ? 'native' : 'C1', key: rowKey() }]);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-600 text-gray-800">{t('tutorSettings.details.languages')}</legend>
      {languages.map((l, i) => {
        const row = bindRow(languages, i, onChange, error, 'languages');
        return (
          <div key={l.key} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2" data-testid="language-row">
            {/* the column names show once, above the first row */}
            <SelectField label={t('tutorSettings.details.language')} hideLabel={i > 0} {...row.field('code')}>
              {TUTOR_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`tutorDetails.languages.${code}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('tutorSettings.details.level')} hideLabel={i > 0} {...row.field('level')}>
              {LANGUAGE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {/* the code first, so a narrow select still shows it */}
                  {level === 'native' ? t('tutorDetails.levels.native') : `${level} — ${t(`tutorDetails.levels.${level}`)}`}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className="btn-ghost px-3"
              aria-label={t('tutorSettings.details.removeLanguage', { language: t(`tutorDetails.languages.${l.code}`) })}
              onClick={() => onChange(languages.filter((_, k) => k !== i))}
            >
              ✕
            </button>
          </div>
        );
      })}
      {error('languages') && (
        <p role="alert" className="text-sm font-600 text-red-600">
          {t(`errors.field.${error('languages')}`)}
        </p>
      )}
      {languages.length < PROFILE_BOUNDS.languages.max && (
        <button type="button" className="btn-ghost justify-self-start" onClick={addLanguage}>
          {t('tutorSettings.details.addLanguage')}
        </button>
      )}
    </fieldset>
  );
}

/** Certificates by name (known ones suggested) and optional year. */
export function CertificateRows({
  certificates,
  error,
  onChange,
}: {
  certificates: Certificate[];
  error: ErrorOf;
  onChange: (certificates: Certificate[]) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-600 text-gray-800">{t('tutorSettings.details.certificates')}</legend>
      <datalist id={listId}>
        {KNOWN_CERTIFICATES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {certificates.map((c, i) => {
        const row = bindRow(certificates, i, onChange, error, 'certificates');
        return (
          <div
            key={c.key}
            className="grid gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
            data-testid="certificate-row"
            role="group"
            aria-label={t('tutorSettings.details.certificateNumber', { number: i + 1 })}
          >
            <Field
              label={t('tutorSettings.details.certificateName')}
              list={listId}
              dir="auto"
              maxLength={PROFILE_BOUNDS.certificateName.max}
              hint={i === 0 ? t('tutorSettings.details.certificateNameHint') : undefined}
              {...row.field('name')}
            />
            <Field label={t('tutorSettings.details.certificateYear')} optional inputMode="numeric" dir="ltr" {...row.field('year')} />
            <button
              type="button"
              className="btn-ghost justify-self-start sm:mt-7"
              aria-label={t('tutorSettings.details.removeCertificate', { number: i + 1 })}
              onClick={() => onChange(certificates.filter((_, k) => k !== i))}
            >
              ✕
            </button>
          </div>
        );
      })}
      {error('certificates') && (
        <p role="alert" className="text-sm font-600 text-red-600">
          {t(`errors.field.${error('certificates')}`)}
        </p>
      )}
      {certificates.length < PROFILE_BOUNDS.certificates.max && (
        <button
          type="button"
          className="btn-ghost justify-self-start"
          onClick={() => onChange([...certificates, { key: rowKey(), name: '', year: '' }])}
        >
          {t('tutorSettings.details.addCertificate')}
        </button>
      )}
    </fieldset>
  );
}
