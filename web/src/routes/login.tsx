import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailField, PasswordField } from '../components/field';
import { FormError } from '../components/form-error';
import { useSignIn } from '../features/auth/api/sign-in';
import { GoogleButton } from '../features/auth/google-button';
import { homeFor } from '../features/auth/home-for';
import { safeNext, withNext } from '../lib/next-path';
import { useForm } from '../lib/use-form-errors';
import '../features/auth/i18n';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  // the visitor's chosen tutor and time ride along to registration too
  const next = safeNext(params.get('next'));
  const form = useForm({ email: '', password: '', remember: true });
  const { values } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.auth.passwordSignIn,
      values,
      async () => {
        const { user } = await signIn.mutateAsync(values);
        void navigate(next ?? homeFor(user.role), { replace: true });
      },
    );
  }

  return (
    <section className="container max-w-md py-12">
      <h1 className="text-3xl font-700 text-brand-900">{t('auth.login.title')}</h1>
      <p className="mt-2 text-gray-600">{t('auth.login.subtitle')}</p>
      {params.get('reason') === 'suspended' && (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-4 font-600 text-amber-900" data-testid="suspended">
          {t('auth.login.suspended')}
        </p>
      )}
      <form noValidate onSubmit={submit} className="card mt-8 grid gap-5 p-6">
        <EmailField label={t('auth.email')} {...form.field('email')} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...form.field('password')} />
        <label className="flex items-center gap-2 text-gray-700">
          <input {...form.check('remember')} />
          {t('auth.login.remember')}
        </label>
        <FormError message={form.formError} />
        {(params.get('reason') === 'suspended' || (signIn.error as { code?: string } | null)?.code === 'account-suspended') && (
          <Link to="/contact" className="btn-ghost justify-self-start">
            {t('auth.login.contact')}
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={signIn.isPending}>
          {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
        <GoogleButton accountRole={4} onSignedIn={(r) => navigate(next ?? homeFor(r), { replace: true })} />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/forget-password" className="text-brand-700 hover:underline">
            {t('auth.login.forgot')}
          </Link>
          <Link to={withNext('/register/student', next)} className="text-brand-700 hover:underline">
            {t('auth.login.noAccount')}
          </Link>
        </div>
      </form>
    </section>
  );
}
