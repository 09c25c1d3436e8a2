import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Notice } from '../components/page-blocks';
import { PageHeader } from '../components/page-header';
import { useCurrentUser } from '../features/auth/api/current-user';
import { InterviewsBoard } from '../features/interviews/components/interviews-board';
import { UncontactedTutors } from '../features/outreach/components/uncontacted-tutors';
import '../features/interviews/i18n';

const ADMINS: number[] = [Role.SuperAdmin, Role.RegularAdmin];

/** A tutor manager's interviews: record each applicant's result and sign it. */
export default function Interviews() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return <Navigate to="/login?next=/interviews" replace />;
  if (ADMINS.includes(user.role)) return <Navigate to="/admin/interviews" replace />;
  if (user.role === Role.Tutor && !user.tutor?.activated) return <Navigate to="/tutor/onboarding" replace />;
  if (user.role !== Role.TutorManager) {
    return <Notice title={t('interviews.managersOnly.title')} body={t('interviews.managersOnly.body')} testId="managers-only" />;
  }
  return (
    <>
      <PageHeader title={t('interviews.title')} subtitle={t('interviews.subtitle')} />
      <div className="container grid gap-8 pb-16">
        <InterviewsBoard viewer={user} />
        <UncontactedTutors />
      </div>
    </>
  );
}
