import { Role } from '@kalam/core/enums';

/** Where each role lands after signing in. */
export function homeFor(role: number): string {
  switch (role) {
    case Role.Student:
      return '/s/dashboard';
    case Role.Tutor:
      return '/t/dashboard';
    case Role.TutorManager:
      return '/interviews';
    case Role.Studio:
      return '/admin/photo-sessions';
    default:
      return '/admin';
  }
}
