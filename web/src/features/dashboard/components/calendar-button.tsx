import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { fetchCalendarUrl } from '../api';
import '../i18n';

/** Copies the private calendar link so lessons show in the user's calendar app. */
export function CalendarButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const get = async () => {
    const feed = await fetchCalendarUrl();
    setUrl(feed.url);
    await navigator.clipboard?.writeText(feed.url).then(
      () => toast({ type: 'success', title: t('dashboard.calendarCopied') }),
      () => undefined,
    );
  };
  return (
    <div className="card p-4">
      <p className="font-700 text-gray-900">{t('dashboard.calendar')}</p>
      <p className="mt-1 text-sm text-gray-600">{t('dashboard.calendarHint')}</p>
      {url ? (
        <input
          readOnly
          className="input mt-3 text-xs"
          dir="ltr"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-label={t('dashboard.calendar')}
        />
      ) : (
        <button type="button" className="btn-ghost mt-3" onClick={get}>
          {t('dashboard.calendarGet')}
        </button>
      )}
    </div>
  );
}
