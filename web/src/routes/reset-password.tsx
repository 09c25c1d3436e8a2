import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CodeField, EmailField } from '../components/field';
import { FormError } from '../components/form-error';
import { NewPasswordFields } from '../components/new-password-fields';
import { useResetPassword } from '../features/auth/api/verification';
import { useForm } from '../lib/use-form-errors';
import '../features/auth/i18n';

export default function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const form = useForm({ email: params.get('email') ?? '', code: '', password: '', confirmPassword: '' });
  const { values } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { password, confirmPassword } = values;
    const input = token ? { token, password, confirmPassword } : values;
    // the checked input carries the code in Latin digits, however it was typed
    await form.submit(
      (s) => s.auth.resetPassword,
      input,
      (checked) => reset.mutateAsync(checked),
    );
  }

  if (reset.isSuccess) {
    return (
      <section className="container max-w-md py-16 text-center" role="status">
        <h1 className="text-2xl font-700 text-brand-900">{t('auth.reset.done')}</h1>
        <Link to="/login" className="btn-primary mt-8">
          {t('nav.login')}
        </Link>
      </section>
    );
  }
  return (
    <section className="container max-w-md py-12">
      <h1 className="text-3xl font-700 text-brand-900">{t('auth.reset.title')}</h1>
      <p className="mt-2 text-gray-600">{t(token ? 'auth.reset.byLink' : 'auth.reset.byCode')}</p>
      <form noValidate onSubmit={submit} className="card mt-8 grid gap-5 p-6">
        {!token && (
          <>
            <EmailField label={t('auth.email')} {...form.field('email')} />
            <CodeField label={t('auth.reset.code')} maxLength={5} {...form.field('code')} />
          </>
        )}
        <NewPasswordFields label={t('auth.reset.newPassword')} form={form} />
        <FormError message={form.formError} />
        <button type="submit" className="btn-primary" disabled={reset.isPending}>
          {t('auth.reset.submit')}
        </button>
      </form>
    </section>
  );
}
