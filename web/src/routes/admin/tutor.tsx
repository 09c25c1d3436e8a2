import type { CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/query-state';
import { RatingStars } from '../../components/rating-stars';
import { useUser } from '../../features/admin/api/get-user';
import { AdminPage, Panel } from '../../features/admin/components/admin-page';
import { MemberCard } from '../../features/admin/components/member-card';
import { MemberLessons } from '../../features/admin/components/member-lessons';
import { MemberRatings } from '../../features/admin/components/member-ratings';
import { TutorActivityPanel, TutorStatsPanel } from '../../features/admin/components/member-stats';
import { isAdmin, teaches } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/error-message';
import { formatDate, formatMinutes, formatNextFree, formatRating } from '../../lib/format';
import { useTutorInfo } from '../../lib/resources/tutor';
import '../../features/admin/i18n';
import '../../features/lessons/i18n';
import '../../lib/error-messages';

/** /admin/tutor/:id: the tutor's profile as students see it, their account, stats, activity, lessons and ratings. */
export default function AdminTutor() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const valid = Number.isInteger(id) && id > 0;
  const admin = isAdmin(me?.role);
  const user = useUser(id, valid && admin);
  return (
    <AdminPage
      admin={admin}
      title={user.data?.name ?? t('admin.tutor.title')}
      subtitle={
        <Link to="/admin/users?role=3" className="text-brand-700 hover:underline">
          {t('admin.tutor.back')}
        </Link>
      }
    >
      {!valid ? (
        <p className="card p-6 text-gray-600">{t('errors.api.tutor-not-found')}</p>
      ) : (
        <QueryState
          query={user}
          error={apiErrorMessage(t, user.error)}
          empty={(data) =>
            !teaches(data.role) && (
              <p className="card p-6 text-gray-600" data-testid="not-a-tutor">
                {t('admin.tutor.notATutor')}{' '}
                <Link className="font-600 text-brand-700 underline" to={`/admin/user/${id}`}>
                  {t('admin.tutor.account')}
                </Link>
              </p>
            )
          }
        >
          {(data) => (
            <div className="grid gap-6" data-testid="admin-tutor">
              <MemberCard
                member={data}
                badges={
                  data.tutor && (
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-600 ${data.tutor.activated ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {t(data.tutor.activated ? 'admin.tutor.activated' : 'admin.tutor.notActivated')}
                    </span>
                  )
                }
                actions={
                  <nav aria-label={t('admin.tutor.links')} className="ms-auto flex flex-wrap gap-2">
                    <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/user/${id}`}>
                      {t('admin.tutor.account')}
                    </Link>
                    <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/photo-session/${id}`}>
                      {t('admin.tutor.photoSession')}
                    </Link>
                    {id !== me?.id && (
                      <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/chat?with=${id}`}>
                        {t('admin.user.chat')}
                      </Link>
                    )}
                  </nav>
                }
              />
              <TutorProfile id={id} listed={data.role === Role.Tutor && Boolean(data.tutor?.activated)} account={data.tutor} />
              <TutorStatsPanel userId={id} />
              <TutorActivityPanel userId={id} />
              <MemberLessons as="tutor" userId={id} />
              <MemberRatings side="ratee" userId={id} />
            </div>
          )}
        </QueryState>
      )}
    </AdminPage>
  );
}

/** The public profile: only activated tutors have one (asked only for them: a 404 would be a console error in the browser). */
function TutorProfile({ id, listed, account }: { id: number; listed: boolean; account: CurrentUser['tutor'] }) {
  const { t } = useTranslation();
  const info = useTutorInfo(id, { enabled: listed, expectMissing: true });
  // a deactivated account is still `activated` as a tutor, and answers tutor-not-found
  const notOnboarded = !listed || (info.error instanceof ApiError && info.error.code === 'tutor-not-found');
  return (
    <Panel
      title={t('admin.tutor.profile')}
      testId="tutor-profile"
      actions={
        info.data && (
          <Link to={`/t/${id}`} className="text-sm font-600 text-brand-700 hover:underline">
            {t('admin.tutor.publicPage')}
          </Link>
        )
      }
    >
      {notOnboarded ? (
        <>
          <p className="text-gray-600" data-testid="not-onboarded">
            {t('admin.tutor.notOnboarded')}
          </p>
          {account && (
            <dl className="grid gap-4 md:grid-cols-2">
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.bio')}</dt>
                <dd className="font-600">{account.bio || '—'}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.notice')}</dt>
                <dd>{formatMinutes(account.noticeMinutes)}</dd>
              </div>
              <div className="md:col-span-2">
                <dt className="text-sm text-gray-500">{t('admin.tutor.about')}</dt>
                <dd className="whitespace-pre-line">{account.about || '—'}</dd>
              </div>
            </dl>
          )}
        </>
      ) : (
        <QueryState query={info} error={apiErrorMessage(t, info.error)}>
          {(data) => (
            <dl className="grid gap-4 md:grid-cols-2">
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.bio')}</dt>
                <dd className="font-600">{data.bio || '—'}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.member.stats.rating')}</dt>
                <dd className="flex items-center gap-2">
                  {data.rating.avg === null ? (
                    '—'
                  ) : (
                    <>
                      <RatingStars value={data.rating.avg} label={formatRating(data.rating.avg)} /> {formatRating(data.rating.avg)}
                    </>
                  )}
                  <span className="text-sm text-gray-500">({t('admin.member.stats.ratings', { count: data.rating.count })})</span>
                </dd>
              </div>
              <div className="md:col-span-2">
                <dt className="text-sm text-gray-500">{t('admin.tutor.about')}</dt>
                <dd className="whitespace-pre-line">{data.about || '—'}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.topics')}</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {data.topics.length
                    ? data.topics.map((topic) => (
                        <span key={topic.id} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm">
                          {topic.nameAr}
                        </span>
                      ))
                    : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.notice')}</dt>
                <dd>{formatMinutes(data.noticeMinutes)}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.nextFree')}</dt>
                <dd>{data.nextFreeTime ? formatNextFree(data.nextFreeTime) : t('admin.tutor.noFreeTime')}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.joined')}</dt>
                <dd>{formatDate(data.joinedAt)}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">{t('admin.tutor.video')}</dt>
                <dd>{data.video ? t('admin.tutor.hasVideo') : t('admin.tutor.noVideo')}</dd>
              </div>
            </dl>
          )}
        </QueryState>
      )}
    </Panel>
  );
}
