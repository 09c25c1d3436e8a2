import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import '../i18n';

/**
 * An admin screen: its heading (with a list's count once known, as the plural string `total.key` says it) and, for
 * admins only (the studio shares the area), its content.
 */
export function AdminPage({
  admin,
  title,
  subtitle,
  total,
  actions,
  children,
}: {
  admin: boolean;
  title: string;
  subtitle?: ReactNode;
  total?: { key: string; count: number | undefined; testId: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 md:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-700 text-brand-900 md:text-3xl">{title}</h1>
          {subtitle && (
            <p className="mt-1 text-gray-600">
              {subtitle}
              {total?.count !== undefined && (
                <span className="ms-2 font-600" data-testid={total.testId}>
                  {t(total.key, { count: total.count, total: formatNumber(total.count) })}
                </span>
              )}
            </p>
          )}
        </div>
        {admin && actions}
      </header>
      {admin ? (
        children
      ) : (
        <p className="card p-6 text-gray-600" data-testid="admins-only">
          {t('admin.common.adminsOnly')}
        </p>
      )}
    </section>
  );
}

/** A titled card inside an admin screen. */
export function Panel({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="card grid gap-4 p-4 md:p-6" aria-labelledby={`panel-${id}`} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`panel-${id}`} className="text-lg font-700 text-brand-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
