import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { RatingStars } from '../../../components/rating-stars';
import { formatDate } from '../../../lib/format';
import { usePaging } from '../../../lib/use-paging';
import { useUserRatings } from '../api/user-ratings';
import { Panel } from './admin-page';
import '../i18n';

/** Ratings a student gave (`rater`, with the tutor rated) or a tutor received (`ratee`, with who gave them). */
export function MemberRatings({ side, userId }: { side: 'rater' | 'ratee'; userId: number }) {
  const { t } = useTranslation();
  const { page, size, pager } = usePaging(5);
  const ratings = useUserRatings(side, userId, page, size);
  return (
    <Panel title={t(`admin.member.ratings.${side}`)} testId="member-ratings">
      <QueryState
        query={ratings}
        error={t('admin.member.ratings.error')}
        empty={({ total }) => total === 0 && <p className="text-gray-600">{t('admin.member.ratings.empty')}</p>}
      >
        {({ list, total }) => (
          <div>
            <ul className="grid gap-3">
              {list.map((r) => (
                <li key={r.id} className="rounded-xl border border-gray-100 p-3" data-testid="rating">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <RatingStars value={r.value} label={t('admin.member.ratings.value', { value: r.value })} />
                    <span className="text-sm text-gray-500">{formatDate(r.updatedAt)}</span>
                  </div>
                  {r.text && <p className="mt-2 text-gray-800">{r.text}</p>}
                  <p className="mt-1 text-sm text-gray-600">
                    {side === 'ratee' ? (
                      <>
                        {t('admin.member.ratings.by')}{' '}
                        <Link className="font-600 text-brand-700 hover:underline" to={`/admin/user/${r.rater.id}`}>
                          {r.rater.name}
                        </Link>
                      </>
                    ) : (
                      <Link className="font-600 text-brand-700 hover:underline" to={`/admin/tutor/${r.rateeId}`}>
                        {r.ratee.name}
                      </Link>
                    )}
                  </p>
                </li>
              ))}
            </ul>
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
