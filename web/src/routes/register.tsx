import { Role } from '@kalam/core/enums';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmailField, Field } from '../components/field';
import { FormError } from '../components/form-error';
import { NewPasswordFields } from '../components/new-password-fields';
import { useRegister } from '../features/auth/api/register';
import { GoogleButton } from '../features/auth/google-button';
import { homeFor } from '../features/auth/home-for';
import { userTimeZone } from '../lib/format';
import { safeNext, withNext } from '../lib/next-path';
import { useForm } from '../lib/use-form-errors';
import NotFound from './not-found';
import '../features/auth/i18n';

const ROLES = { student: Role.Student, tutor: Role.Tutor } as const;
const empty = { name: '', email: '', password: '', confirmPassword: '' };

export default function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role: roleName = '' } = useParams();
  const register = useRegister();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const form = useForm(empty);
  const role = ROLES[roleName as keyof typeof ROLES];
  if (!role) return <NotFound />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { ...form.values, role, timeZone: userTimeZone() };
    await form.submit(
      (s) => s.user.create,
      input,
      async () => {
        const { user } = await register.mutateAsync(input);
        // a new account confirms its email before booking: the code screen, then the chosen time
        // a tutor confirms the email on the way into the application
        const after = next ?? (user.role === Role.Tutor ? '/tutor/onboarding' : undefined);
        void navigate(after ? withNext('/verify-email', after) : homeFor(user.role), { replace: true });
      },
    );
  }

  return (
    <section className="container max-w-md py-12">
      <h1 className="text-3xl font-700 text-brand-900">{t(`auth.register.title.${roleName}`)}</h1>
      <p className="mt-2 text-gray-600">{t(`auth.register.subtitle.${roleName}`)}</p>
      <form noValidate onSubmit={submit} className="card mt-8 grid gap-5 p-6">
        <Field label={t('auth.name')} autoComplete="name" {...form.field('name')} />
        <EmailField label={t('auth.email')} {...form.field('email')} />
        <NewPasswordFields label={t('auth.password')} form={form} />
        <FormError message={form.formError} />
        <button type="submit" className="btn-primary" disabled={register.isPending}>
          {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
        <GoogleButton accountRole={role === Role.Tutor ? 3 : 4} onSignedIn={(r) => navigate(next ?? homeFor(r), { replace: true })} />
        <p className="text-sm text-gray-600">
          {t('auth.register.haveAccount')}{' '}
          <Link to={withNext('/login', next)} className="text-brand-700 underline">
            {t('nav.login')}
          </Link>
        </p>
      </form>
    </section>
  );
}
