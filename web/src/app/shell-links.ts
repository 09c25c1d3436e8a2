import type { CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import type { NavIconName } from '../components/nav-icon';
import { settingsFor } from '../features/auth/home-for';

/** One destination of a signed-in person's navigation. */
export interface ShellLink {
  to: string;
  /** i18n key of its short label */
  label: string;
  icon: NavIconName;
  /** in the phone's bottom tab bar (at most five) */
  tab: boolean;
  /** in the header's links (settings live in the account menu there) */
  header: boolean;
  /** carries the unread messages count */
  unread?: boolean;
}

const link = (to: string, label: string, icon: NavIconName, where: 'both' | 'tab' | 'header', unread = false): ShellLink => ({
  to,
  label: `nav.shell.${label}`,
  icon,
  tab: where !== 'header',
  header: where !== 'tab',
  ...(unread && { unread }),
});

/**
 * Where each signed-in person goes day to day, as Preply and italki lay it out: a student's lessons, calendar, messages,
 * plan and settings; a working tutor's tools; an applicant's application; an interviewer's interviews and hours.
 * Admins and the studio work in the admin area: null (the public links stay).
 */
export function shellLinksFor(user: Pick<CurrentUser, 'role' | 'tutor'>): ShellLink[] | null {
  const messages = link('/chat', 'messages', 'messages', 'both', true);
  const settings = link(settingsFor(user.role), 'settings', 'settings', 'tab');
  // a student's and a working tutor's week: their lessons and their calendar
  const week = [link('/upcoming-lessons', 'lessons', 'lessons', 'both'), link('/lessons-schedule', 'calendar', 'calendar', 'both')];
  switch (user.role) {
    case Role.Student:
      return [
        link('/tutors', 'tutors', 'search', 'header'),
        ...week,
        link('/practice', 'practice', 'practice', 'header'),
        messages,
        link('/subscription', 'plan', 'plan', 'both'),
        settings,
      ];
    case Role.Tutor:
      if (!user.tutor?.activated) return [link('/tutor/onboarding', 'application', 'application', 'both'), messages, settings];
      return [
        link('/t/dashboard', 'home', 'home', 'header'),
        ...week,
        link('/schedule-management', 'hours', 'hours', 'header'),
        messages,
        link('/invoices', 'earnings', 'earnings', 'both'),
        settings,
      ];
    case Role.TutorManager:
      return [
        link('/interviews', 'interviews', 'interviews', 'both'),
        link('/schedule-management', 'interviewHours', 'hours', 'both'),
        messages,
        settings,
      ];
    default:
      return null;
  }
}
