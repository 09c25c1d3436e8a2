import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { InterviewsBoard } from '../../features/interviews/components/interviews-board';
import '../../features/interviews/i18n';

/** Admins: every interview; admins record results, super admins may also sign them. */
export default function AdminInterviews() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user || !isAdmin(user.role)) {
    return (
      <section className="p-6 md:p-10" data-testid="admins-only">
        <h1 className="text-2xl font-700 text-brand-900">{t('admin.interviews.title')}</h1>
        <p className="mt-3 text-gray-600">{t('admin.interviews.adminsOnly')}</p>
      </section>
    );
  }
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 md:p-8">
      <header>
        <h1 className="text-2xl font-700 text-brand-900 md:text-3xl">{t('admin.interviews.title')}</h1>
        <p className="mt-1 text-gray-600">
          {t(user.role === Role.SuperAdmin ? 'admin.interviews.subtitleSuper' : 'admin.interviews.subtitle')}
        </p>
      </header>
      <InterviewsBoard viewer={user} showInterviewer />
    </section>
  );
}
