import type { StudentStats } from '@kalam/core/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMinutes } from '../../../lib/format';
import '../i18n';

type Subscription = NonNullable<StudentStats['subscription']>;

/** The active plan: its name, when it ends and what is left of this Saturday-week's minutes. */
export function SubscriptionSummary({ subscription: s, children }: { subscription: Subscription; children?: ReactNode }) {
  const { t } = useTranslation();
  const remaining = Math.max(0, s.weeklyMinutes - s.usedThisWeek);
  const used = s.weeklyMinutes ? Math.min(100, (s.usedThisWeek / s.weeklyMinutes) * 100) : 100;
  return (
    <section
      className="card border-brand-600 bg-brand-50/60 p-5 md:p-6"
      aria-labelledby="subscription-summary-title"
      data-testid="subscription-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="subscription-summary-title" className="text-xl font-700 text-brand-900">
            {t('subscription.active.title', { plan: s.nameAr })}
          </h2>
          <p className="mt-1 text-gray-700">{t('subscription.active.until', { end: formatDate(s.end) })}</p>
        </div>
        <div className="text-start sm:text-end">
          <p className="text-sm text-gray-600">{t('subscription.active.remainingLabel')}</p>
          <p className="text-2xl font-700 text-brand-800" data-testid="remaining-minutes">
            {formatMinutes(remaining)}
          </p>
        </div>
      </div>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-white"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={s.weeklyMinutes}
        aria-valuenow={s.usedThisWeek}
        aria-label={t('subscription.active.weekUse')}
      >
        <div className="h-full bg-brand-600" style={{ width: `${used}%` }} />
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {t('subscription.active.weekLine', { used: formatMinutes(s.usedThisWeek), total: formatMinutes(s.weeklyMinutes) })}
      </p>
      {children && <div className="mt-4 flex flex-wrap gap-3">{children}</div>}
    </section>
  );
}
