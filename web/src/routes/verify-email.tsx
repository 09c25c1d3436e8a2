import { Role } from '@kalam/core/enums';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CodeField } from '../components/field';
import { FormError } from '../components/form-error';
import { useToast } from '../components/toast';
import { useCurrentUser } from '../features/auth/api/current-user';
import { RESEND_COOLDOWN_S, useSendVerifyEmail, useVerifyEmail, verifyEmailSentAt } from '../features/auth/api/verification';
import { formatNumber } from '../lib/format';
import { safeNext, withNext } from '../lib/next-path';
import { userKeys } from '../lib/resources/user';
import { getSession, updateSessionUser } from '../lib/session';
import { useForm } from '../lib/use-form-errors';
import '../features/auth/i18n';

export default function VerifyEmail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const next = safeNext(params.get('next'));
  const user = useCurrentUser();
  const verify = useVerifyEmail();
  const send = useSendVerifyEmail();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm({ code: '' });
  const tried = useRef(false);
  const wait = useResendWait(send.isSuccess);

  const done = () => {
    const current = getSession().user;
    if (current) updateSessionUser({ ...current, verified: true });
    void queryClient.invalidateQueries({ queryKey: userKeys.current });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a link from the email verifies once, when its token arrives
  useEffect(() => {
    // A link from the email verifies at once.
    if (token && !tried.current) {
      tried.current = true;
      verify.mutateAsync({ token }).then(done, form.fail);
    }
  }, [token]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.auth.verifyEmail,
      form.values,
      async (checked) => {
        await verify.mutateAsync(checked);
        done();
      },
    );
  }
  async function resend() {
    try {
      await send.mutateAsync();
      toast({ type: 'success', title: t('auth.verify.sent', { email: user?.email ?? '' }) });
    } catch (err) {
      form.fail(err);
    }
  }

  const applicant = user?.role === Role.Tutor && !user.tutor?.activated;
  if (verify.isSuccess || user?.verified) {
    // verified on the way to a chosen time: straight back to it
    if (next) return <Navigate to={next} replace />;
    return (
      <section className="container max-w-md py-16 text-center" role="status">
        <p className="text-5xl" aria-hidden>
          ✅
        </p>
        <h1 className="mt-4 text-2xl font-700 text-brand-900">{t(applicant ? 'auth.verify.doneTutor' : 'auth.verify.done')}</h1>
        {applicant ? (
          <Link to="/tutor/onboarding" className="btn-primary mt-8">
            {t('auth.verify.continueApplication')}
          </Link>
        ) : (
          <Link to="/tutors" className="btn-primary mt-8">
            {t('auth.verify.browseTutors')}
          </Link>
        )}
      </section>
    );
  }
  return (
    <section className="container max-w-md py-12">
      <h1 className="text-3xl font-700 text-brand-900">{t('auth.verify.title')}</h1>
      <p className="mt-2 text-gray-600">{user ? t('auth.verify.subtitle', { email: user.email }) : t('auth.verify.signInFirst')}</p>
      <FormError message={form.formError} className="mt-4" />
      {user && (
        <form noValidate onSubmit={submit} className="card mt-8 grid gap-5 p-6">
          <CodeField label={t('auth.verify.code')} maxLength={4} {...form.field('code')} />
          <button type="submit" className="btn-primary" disabled={verify.isPending}>
            {t('auth.verify.submit')}
          </button>
          <button type="button" className="btn-ghost" onClick={resend} disabled={send.isPending || wait > 0}>
            {t('auth.verify.resend')}
          </button>
          {wait > 0 && (
            <p className="text-center text-sm text-gray-600" aria-live="polite">
              {t('auth.verify.resendIn', { count: wait, n: formatNumber(wait) })}
            </p>
          )}
        </form>
      )}
      {!user && !token && (
        <Link to={`/login?next=${encodeURIComponent(withNext('/verify-email', next))}`} className="btn-primary mt-6">
          {t('nav.login')}
        </Link>
      )}
    </section>
  );
}

/** Seconds left before another code may be asked for, counted from the last mail this browser asked for. */
function useResendWait(sentAgain: boolean): number {
  const left = () => Math.max(0, Math.ceil((verifyEmailSentAt() + RESEND_COOLDOWN_S * 1000 - Date.now()) / 1000));
  const [wait, setWait] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cool-down restarts when a new code is sent
  useEffect(() => {
    setWait(left());
    const timer = setInterval(() => setWait(left()), 1000);
    return () => clearInterval(timer);
  }, [sentAgain]);
  return wait;
}
