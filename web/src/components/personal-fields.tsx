import type { CurrentUser } from '@kalam/core/api';
import { Governorate, genders, governorates } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { type FieldsOf, optionOf } from '../lib/use-form-errors';
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
export function PersonalFields({ form, phoneLabel }: { form: FieldsOf<PersonalField>; phoneLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('auth.name')} {...form.field('name')} />
      <Field label={phoneLabel} type="tel" dir="ltr" optional {...form.field('phone')} />
      <Field label={t('settings.birthYear')} inputMode="numeric" dir="ltr" optional {...form.field('birthYear')} />
      <SelectField label={t('settings.gender')} {...form.field('gender')}>
        <option value="">—</option>
        {genders.map((g) => (
          <option key={g} value={g}>
            {t(`settings.${g}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('settings.city')} {...form.field('city')}>
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
