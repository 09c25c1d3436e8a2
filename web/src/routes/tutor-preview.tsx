import { Role } from '@kalam/core/enums';
import { Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../features/auth/api/current-user';
import { homeFor } from '../features/auth/home-for';
import { tutorIdOf } from '../lib/resources/tutor';
import { TutorProfileView } from './tutor-profile';

const STAFF: number[] = [Role.SuperAdmin, Role.RegularAdmin, Role.TutorManager];

/**
 * `/tutor/preview`: an applicant's own public profile before approval (decision 032); interviewers and admins open an
 * applicant's with `?tutor=`. Signed-in only, so never rendered by the server, cached or listed (robots.txt).
 */
export default function TutorPreview() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  if (!user) return <Navigate to="/login?next=%2Ftutor%2Fpreview" replace />;
  const staff = STAFF.includes(user.role);
  const asked = tutorIdOf(params.get('tutor') ?? undefined);
  if (!staff && user.role !== Role.Tutor) return <Navigate to={homeFor(user.role)} replace />;
  // an approved tutor's page is public: no preview needed
  if (!staff && user.tutor?.activated) return <Navigate to={`/t/${user.id}`} replace />;
  return <TutorProfileView id={staff && asked ? asked : user.id} preview />;
}
