import type { NotificationView } from '@kalam/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatDateTime, formatMoney, formatNumber, isolate, userTimeZone } from '../../lib/format';
import { notificationKeys } from '../../lib/resources/notification';
import { notificationsQuery } from './api/notifications';
import './i18n';

/** Header bell: every outcome told in the app, naming the other person, each opening the thing itself; with the unread count. */
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
                    to={n.link}
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

const REMINDER_TEXT: Record<string, string> = {
  '24h': 'reminderDay',
  '1h': 'reminderHour',
  now: 'reminderNow',
};

/** What a notice says, naming the other person when it was written with their name (older notices say it without). */
function text(n: NotificationView, t: (key: string, o?: Record<string, unknown>) => string) {
  const d = n.data;
  const values = {
    when: d?.start ? formatDateTime(d.start, userTimeZone()) : '',
    name: d?.name ? isolate(d.name) : '',
    amount: d?.amount !== undefined ? formatMoney(d.amount) : '',
    text: d?.text ? `\u2068${d.text}\u2069` : '',
    reason: d?.reason ? `\u2068${d.reason}\u2069` : '',
  };
  const reminder = REMINDER_TEXT[d?.before ?? '24h'] ?? 'reminderDay';
  if (!d?.name) return t(`notifications.${n.kind === 'lesson-reminder' ? reminder : n.kind}`, values);
  if (n.kind === 'lesson-reminder') return t(`notifications.named.${reminder}`, values);
  if (n.kind === 'interview-passed' || n.kind === 'interview-rejected')
    return t(`notifications.named.${n.kind}-${d.side ?? 'applicant'}`, values);
  if (n.kind.startsWith('lesson-') && d.byTeam) return t(`notifications.named.${n.kind}-team${d.reason ? '-reason' : ''}`, values);
  return t(`notifications.named.${n.kind}`, values);
}
