import type { CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FormActions } from '../components/confirm-dialog';
import { PasswordField } from '../components/field';
import { NewPasswordFields } from '../components/new-password-fields';
import { useToast } from '../components/toast';
import { useUpdateUser } from '../features/account/api/update-user';
import { PersonalInfo } from '../features/account/personal-info';
import { PhoneVerification } from '../features/account/phone-verification';
import { ProfilePhoto } from '../features/account/profile-photo';
import { SignedInDevices } from '../features/account/signed-in-devices';
import { TutorDetailsForm } from '../features/account/tutor-details-form';
import { TutorProfileForm } from '../features/account/tutor-profile';
import { TutorTopics } from '../features/account/tutor-topics';
import { useCurrentUser } from '../features/auth/api/current-user';
import { PreferencesGrid } from '../features/notifications/components/preferences-grid';
import { useForm } from '../lib/use-form-errors';
import '../features/auth/i18n';
import '../features/account/i18n';
import '../features/contact/i18n';

/** /s/settings and /t/settings: tutor profile and topics (tutors), personal info, password, signed-in devices and notifications. */
export default function Settings() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <section className="container max-w-3xl py-10">
      <h1 className="text-3xl font-700 text-brand-900">{t('settings.title')}</h1>
      <div className="mt-8 grid gap-8">
        <ProfilePhoto user={user} />
        {(user.role === Role.Tutor || user.role === Role.TutorManager) && <TutorProfileForm user={user} />}
        {user.role === Role.Tutor && <TutorDetailsForm user={user} />}
        {(user.role === Role.Tutor || user.role === Role.TutorManager) && <TutorTopics userId={user.id} />}
        <PersonalInfo user={user} />
        <PhoneVerification user={user} />
        <PasswordForm user={user} />
        <SignedInDevices />
        <Notifications user={user} />
      </div>
    </section>
  );
}

function PasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const empty = { currentPassword: '', password: '', confirmPassword: '' };
  const form = useForm(empty);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.auth.changePassword,
      form.values,
      async () => {
        await update.mutateAsync(form.values);
        form.setValues(empty);
        toast({ type: 'success', title: t('settings.passwordChanged') });
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-6" aria-labelledby="password-title">
      <h2 id="password-title" className="text-xl font-700">
        {t('settings.password')}
      </h2>
      <PasswordField label={t('settings.currentPassword')} autoComplete="current-password" {...form.field('currentPassword')} />
      <NewPasswordFields label={t('auth.reset.newPassword')} form={form} />
      <FormActions error={form.formError} small={false} busy={update.isPending} submit={t('settings.changePassword')} />
    </form>
  );
}

/** Event × channel settings, this device's pushes, and the spec's marketing opt-in (kept on the account). */
function Notifications({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const [marketing, setMarketing] = useState(user.notifications?.marketing ?? false);
  async function toggleMarketing(on: boolean) {
    setMarketing(on);
    try {
      await update.mutateAsync({ notifications: { ...user.notifications, marketing: on } });
      toast({ type: 'success', title: t('settings.saved') });
    } catch {
      setMarketing(!on);
      toast({ type: 'error', title: t('common.genericError') });
    }
  }
  return (
    <fieldset className="card grid gap-4 p-4 md:p-6" id="notifications">
      <legend className="px-1 text-xl font-700">{t('settings.notifications')}</legend>
      <PreferencesGrid phoneConfirmed={user.phoneVerified} />
      <label className="flex items-center gap-3">
        <input type="checkbox" checked={marketing} onChange={(e) => void toggleMarketing(e.target.checked)} />
        {t('settings.channels.marketing')}
      </label>
    </fieldset>
  );
}
