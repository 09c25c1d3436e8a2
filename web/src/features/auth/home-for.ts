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

/** Each role's own settings screen. */
export function settingsFor(role: number): string {
  if (role === Role.Tutor || role === Role.TutorManager) return '/t/settings';
  if (role === Role.Student) return '/s/settings';
  return '/admin/user-settings';
}

/** Whether a role works in the main app, with its own links in the header and tab bar, rather than the admin area. */
export const worksInApp = (role: number) => !homeFor(role).startsWith('/admin');
