import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PersonalInfo } from '../features/account/personal-info';
import { useCurrentUser } from '../features/auth/api/current-user';
import { homeFor } from '../features/auth/home-for';
import '../features/account/i18n';
import '../features/auth/i18n';
import '../features/contact/i18n';

/** After sign-up (or a first Google sign-in): the personal details we still need. */
export default function CompleteProfile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!user) return <Navigate to="/login?next=/complete-profile" replace />;
  return (
    <section className="container max-w-3xl py-10">
      <h1 className="text-3xl font-700 text-brand-900">{t('completeProfile.title')}</h1>
      <p className="mt-2 text-gray-600">{t('completeProfile.subtitle')}</p>
      <div className="mt-8">
        <PersonalInfo user={user} onSaved={() => navigate(homeFor(user.role), { replace: true })} />
      </div>
    </section>
  );
}
