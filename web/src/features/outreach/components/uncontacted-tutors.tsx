import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { formatDate } from '../../../lib/format';
import { usePaging } from '../../../lib/use-paging';
import { useUncontactedTutors } from '../api/uncontacted-tutors';
import '../i18n';

/** Tutor applicants nobody on the team has talked to yet, with their contacts and a way to message them. */
export function UncontactedTutors() {
  const { t } = useTranslation();
  const id = useId();
  const { page, size, pager } = usePaging(10);
  const tutors = useUncontactedTutors(page, size);
  return (
    <section className="card grid gap-4 p-4 md:p-6" aria-labelledby={`${id}-title`} data-testid="uncontacted-tutors">
      <header>
        <h2 id={`${id}-title`} className="text-xl font-700 text-brand-900">
          {t('manage.outreach.title')}
          {tutors.data && (
            <span className="ms-2 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-600 text-brand-800" data-testid="uncontacted-total">
              {t('manage.outreach.count', { count: tutors.data.total })}
            </span>
          )}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('manage.outreach.subtitle')}</p>
      </header>
      <QueryState
        query={tutors}
        error={t('manage.common.loadError')}
        pending={<Spinner className="py-6" />}
        empty={({ total }) => total === 0 && <p className="text-gray-600">{t('manage.outreach.empty')}</p>}
      >
        {({ list, total }) => (
          <div>
            <ul className="divide-y divide-gray-100">
              {list.map((tutor) => (
                <li
                  key={tutor.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="uncontacted-tutor"
                >
                  <div className="min-w-0">
                    <p className="font-700 text-gray-900" dir="auto">
                      {tutor.name}
                    </p>
                    <p className="mt-1 flex flex-col gap-x-4 gap-y-0.5 text-sm text-gray-600 sm:flex-row sm:flex-wrap">
                      <span className="min-w-0 truncate">
                        {t('manage.outreach.email')}:{' '}
                        <a href={`mailto:${tutor.email}`} dir="ltr" className="text-brand-700 underline">
                          {tutor.email}
                        </a>
                        {!tutor.verified && <span className="ms-1 text-amber-800">({t('manage.outreach.unverified')})</span>}
                      </span>
                      <span>
                        {t('manage.outreach.phone')}:{' '}
                        {tutor.phone ? (
                          <a href={`tel:${tutor.phone}`} dir="ltr" className="text-brand-700 underline">
                            {tutor.phone}
                          </a>
                        ) : (
                          t('manage.outreach.noPhone')
                        )}
                      </span>
                      <span>{t('manage.outreach.joined', { date: formatDate(tutor.createdAt) })}</span>
                    </p>
                  </div>
                  <Link
                    to={`/chat?with=${tutor.id}`}
                    className="btn-primary shrink-0 px-4 py-2"
                    aria-label={t('manage.outreach.messageLabel', { name: tutor.name })}
                  >
                    {t('manage.outreach.message')}
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
