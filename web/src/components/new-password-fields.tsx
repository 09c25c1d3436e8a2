import { useTranslation } from 'react-i18next';
import type { FieldsOf } from '../lib/use-form-errors';
import { PasswordField } from './field';

/**
 * A new password and its confirmation, as signing up, resetting and changing a password ask for them (the strings come
 * with the auth bundle those screens load); `label` names the first field.
 */
export function NewPasswordFields({ label, form }: { label: string; form: FieldsOf<'password' | 'confirmPassword'> }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={t('auth.register.passwordHint')} {...form.field('password')} />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
    </>
  );
}
