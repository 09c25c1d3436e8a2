import { Role } from '@kalam/core/enums';
import { Navigate } from 'react-router';
import { settingsFor } from '../features/auth/home-for';
import { useSession } from '../lib/session';

/** `/profile`: an onboarded tutor's is their public page; everyone else edits theirs in their settings. */
export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return <Navigate to="/login?next=%2Fprofile" replace />;
  if (user.role === Role.Tutor && user.tutor?.activated) return <Navigate to={`/t/${user.id}`} replace />;
  return <Navigate to={settingsFor(user.role)} replace />;
}
