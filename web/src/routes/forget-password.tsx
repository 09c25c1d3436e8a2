import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../components/field';
import { FormError } from '../components/form-error';
import { useForgetPassword } from '../features/auth/api/verification';
import { useForm } from '../lib/use-form-errors';
import '../features/auth/i18n';

export default function ForgetPassword() {
  const { t } = useTranslation();
  const forget = useForgetPassword();
  const form = useForm({ email: '' });
  const { email } = form.values;

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.auth.forgetPassword,
      { email, callbackUrl: '/reset-password' },
      () => forget.mutateAsync(email),
    );
  }

  return (
    <section className="container max-w-md py-12">
      <h1 className="text-3xl font-700 text-brand-900">{t('auth.forget.title')}</h1>
      <p className="mt-2 text-gray-600">{t('auth.forget.subtitle')}</p>
      {forget.isSuccess ? (
        <div role="status" className="card mt-8 p-6">
          <p className="font-600 text-brand-800">{t('auth.forget.sent')}</p>
          <Link to={`/reset-password?email=${encodeURIComponent(email)}`} className="btn-primary mt-6 w-full">
            {t('auth.forget.haveCode')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="card mt-8 grid gap-5 p-6">
          <EmailField label={t('auth.email')} {...form.field('email')} />
          <FormError message={form.formError} />
          <button type="submit" className="btn-primary" disabled={forget.isPending}>
            {t('auth.forget.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
