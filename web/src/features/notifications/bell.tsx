import type { NotificationView } from '@kalam/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatDateTime, formatNumber, userTimeZone } from '../../lib/format';
import { notificationKeys } from '../../lib/resources/notification';
import { notificationsQuery } from './api/notifications';
import './i18n';

/** Header bell: lesson reminders, bookings and cancellations, and replies to the user's reports, with the unread count. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const list = useQuery({ ...notificationsQuery(), refetchInterval: 60_000 });
  const read = useMutation({
    mutationFn: () => api.put('/notification/read'),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const unread = list.data?.unread ?? 0;
  const toggle = () => {
    setOpen(!open);
    if (!open && unread) read.mutate();
  };
  return (
    <div className="relative">
      <button
        type="button"
        className="btn-ghost relative px-3 py-2"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={toggle}
        aria-label={unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')}
        data-testid="bell"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 && (
          <span
            className="absolute -top-1 -end-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-700 text-white"
            aria-hidden
          >
            {formatNumber(unread)}
          </span>
        )}
      </button>
      {open && (
        <div
          className="fixed inset-x-2 top-16 z-50 rounded-xl md:absolute md:start-auto md:end-0 md:top-12 md:w-80 border border-gray-200 bg-white p-2 shadow-lg"
          role="dialog"
          aria-label={t('notifications.label')}
        >
          {list.data?.list.length ? (
            <ul className="max-h-96 overflow-y-auto">
              {list.data.list.map((n) => (
                <li key={n.id}>
                  <Link
                    to={linkOf(n)}
                    onClick={() => setOpen(false)}
                    className={`block rounded-lg px-3 py-2 text-sm hover:bg-gray-50 ${n.readAt ? 'text-gray-600' : 'font-600 text-gray-900'}`}
                  >
                    {text(n, t)}
                    <span className="block text-xs font-400 text-gray-500">{formatDateTime(n.createdAt, userTimeZone())}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-4 text-sm text-gray-600">{t('notifications.empty')}</p>
          )}
        </div>
      )}
    </div>
  );
}

/** Lesson notices open the lessons; a reply to a report opens that report's thread. */
const linkOf = (n: NotificationView) =>
  n.kind === 'report-replied'
    ? `/reports${n.data?.reportId ? `?id=${n.data.reportId}` : ''}`
    : n.kind === 'lesson-reminder' && n.data?.before === 'now' && n.lessonId
      ? `/lesson/${n.lessonId}`
      : '/upcoming-lessons';

const REMINDER_TEXT: Record<string, string> = {
  '24h': 'notifications.reminderDay',
  '1h': 'notifications.reminderHour',
  now: 'notifications.reminderNow',
};

function text(n: NotificationView, t: (key: string, o?: Record<string, unknown>) => string) {
  const when = n.data?.start ? formatDateTime(n.data.start, userTimeZone()) : '';
  if (n.kind === 'lesson-reminder') return t(REMINDER_TEXT[n.data?.before ?? '24h'] ?? 'notifications.reminderDay', { when });
  return t(`notifications.${n.kind}`, { when });
}
