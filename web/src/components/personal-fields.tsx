import type { CurrentUser } from '@kalam/core/api';
import { Governorate, genders, governorates } from '@kalam/core/enums';
import type { FieldErrorCode } from '@kalam/core/errors';
import { useTranslation } from 'react-i18next';
import { optionOf } from '../lib/use-form-errors';
import { Field, SelectField } from './field';

type PersonalField = 'name' | 'phone' | 'gender' | 'birthYear' | 'city';
/** An account's own details as a form edits them: text, blank where not given. */
export type PersonalValues = Record<PersonalField, string>;

/** The form's starting values from the account (the account screen's and the admin's user edit alike). */
export const personalValues = (user: CurrentUser): PersonalValues => ({
  name: user.name,
  phone: user.phone ?? '',
  gender: user.gender ?? '',
  birthYear: user.birthYear ? String(user.birthYear) : '',
  city: user.city ? String(user.city) : '',
});

/** What the form sends for the schema to check: a blank select is null (not given), a chosen one its value. */
export const personalInput = (values: PersonalValues) => ({
  name: values.name,
  phone: values.phone,
  gender: optionOf(genders, values.gender),
  birthYear: values.birthYear || null,
  city: optionOf(governorates, values.city),
});

/**
 * Name, phone, birth year, gender and governorate, each with its error line under it (the account screen's and the
 * admin's user edit alike); the strings come with the account bundle, which every screen that edits an account loads.
 */
export function PersonalFields({
  values,
  set,
  errors,
  phoneLabel,
}: {
  values: PersonalValues;
  set: (field: PersonalField) => (e: { target: { value: string } }) => void;
  errors: Partial<Record<string, FieldErrorCode>>;
  phoneLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('auth.name')} name="name" value={values.name} onChange={set('name')} error={errors.name} />
      <Field
        label={phoneLabel}
        name="phone"
        type="tel"
        dir="ltr"
        optional
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Field
        label={t('settings.birthYear')}
        name="birthYear"
        inputMode="numeric"
        dir="ltr"
        optional
        value={values.birthYear}
        onChange={set('birthYear')}
        error={errors.birthYear}
      />
      <SelectField label={t('settings.gender')} name="gender" value={values.gender} onChange={set('gender')} error={errors.gender}>
        <option value="">—</option>
        {genders.map((g) => (
          <option key={g} value={g}>
            {t(`settings.${g}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('settings.city')} name="city" value={values.city} onChange={set('city')} error={errors.city}>
        <option value="">—</option>
        {Object.entries(Governorate).map(([key, id]) => (
          <option key={id} value={id}>
            {t(`governorates.${key}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
