import type { FieldErrorCode } from '@kalam/core/errors';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

/**
 * A new password and its confirmation, as signing up, resetting and changing a password ask for them (the strings come
 * with the auth bundle those screens load); `label` names the first field.
 */
export function NewPasswordFields({
  label,
  values,
  set,
  errors,
}: {
  label: string;
  values: { password: string; confirmPassword: string };
  set: (field: 'password' | 'confirmPassword') => (e: { target: { value: string } }) => void;
  errors: Partial<Record<string, FieldErrorCode>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        dir="ltr"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('auth.register.passwordHint')}
      />
      <Field
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        type="password"
        dir="ltr"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
