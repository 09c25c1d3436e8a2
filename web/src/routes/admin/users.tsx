import { BOUNDS } from '@kalam/core/constants';
import { type MatchMode, matchModes, roles, type SortOrder } from '@kalam/core/enums';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { type UserFilters, useUsers } from '../../features/admin/api/list-users';
import { AdminPage } from '../../features/admin/components/admin-page';
import { UsersTable } from '../../features/admin/components/users-table';
import { useListFilters } from '../../features/admin/lib/list-filters';
import { ALL_ROLES, isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { formatNumber } from '../../lib/format';
import { usePageSize } from '../../lib/use-page-size';
import '../../features/admin/i18n';

const SIZE = 10;
const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The filters live in the address, so a filtered list can be linked to and survives going back. */
function filtersFrom(params: URLSearchParams, chosenSize: number): UserFilters {
  const verified = params.get('verified');
  const match = params.get('match') as MatchMode | null;
  const sort = params.get('sort') as SortOrder | null;
  return {
    page: positive(params.get('page')) ?? 1,
    size: Math.min(positive(params.get('size')) ?? chosenSize, BOUNDS.pageSize.max),
    role: roles.find((r) => String(r) === params.get('role')),
    verified: verified === 'true' ? true : verified === 'false' ? false : undefined,
    search: params.get('q')?.trim() || undefined,
    match: match && matchModes.includes(match) ? match : undefined,
    sort: sort === 'asc' ? 'asc' : undefined,
  };
}

/** /admin/users: every account, by role, email verification and name or email, newest first. */
export default function AdminUsers() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const { params, change } = useListFilters();
  const [pageSize, setPageSize] = usePageSize(SIZE);
  const filters = filtersFrom(params, pageSize);
  const admin = isAdmin(user?.role);
  const users = useUsers(filters, admin);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [match, setMatch] = useState<string>(filters.match ?? 'loose');

  const submitSearch = (e: FormEvent) => (
    e.preventDefault(), change({ q: search.trim() || undefined, match: search.trim() && match !== 'loose' ? match : undefined })
  );
  const select = 'input py-2';
  const labelClass = 'flex flex-col gap-1 text-sm font-600 text-gray-700';

  return (
    <AdminPage
      admin={admin}
      title={t('admin.users.title')}
      subtitle={t('admin.users.subtitle')}
      total={
        users.data && {
          text: t('admin.users.total', { count: users.data.total, total: formatNumber(users.data.total) }),
          testId: 'users-total',
        }
      }
    >
      <div className="card grid gap-4 p-4">
        <form role="search" onSubmit={submitSearch} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_auto_auto]">
          <label className={`${labelClass} col-span-2 sm:col-span-1`} htmlFor={`${id}-q`}>
            {t('admin.users.filters.search')}
            <input
              id={`${id}-q`}
              type="search"
              className={select}
              value={search}
              maxLength={BOUNDS.search.max}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <label className={labelClass} htmlFor={`${id}-match`}>
            {t('admin.users.filters.match')}
            <select id={`${id}-match`} className={select} value={match} onChange={(e) => setMatch(e.target.value)}>
              {matchModes.map((m) => (
                <option key={m} value={m}>
                  {t(`admin.users.match.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            {t('admin.users.filters.submit')}
          </button>
        </form>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <label className={labelClass} htmlFor={`${id}-role`}>
            {t('admin.users.filters.role')}
            <select id={`${id}-role`} className={select} value={filters.role ?? ''} onChange={(e) => change({ role: e.target.value })}>
              <option value="">{t('admin.common.all')}</option>
              {ALL_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.roles.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass} htmlFor={`${id}-verified`}>
            {t('admin.users.filters.verified')}
            <select
              id={`${id}-verified`}
              className={select}
              value={filters.verified === undefined ? '' : String(filters.verified)}
              onChange={(e) => change({ verified: e.target.value })}
            >
              <option value="">{t('admin.common.all')}</option>
              <option value="true">{t('admin.users.verified.yes')}</option>
              <option value="false">{t('admin.users.verified.no')}</option>
            </select>
          </label>
          <label className={labelClass} htmlFor={`${id}-sort`}>
            {t('admin.users.filters.sort')}
            <select
              id={`${id}-sort`}
              className={select}
              value={filters.sort ?? 'desc'}
              onChange={(e) => change({ sort: e.target.value === 'asc' ? 'asc' : undefined })}
            >
              <option value="desc">{t('admin.users.sort.desc')}</option>
              <option value="asc">{t('admin.users.sort.asc')}</option>
            </select>
          </label>
        </div>
      </div>
      <QueryState query={users} error={t('admin.users.error')} empty={({ total }) => total === 0 && t('admin.users.empty')}>
        {({ list, total }) => (
          <div>
            <div className="relative md:card md:overflow-x-auto">
              <UsersTable users={list} />
            </div>
            <Pagination
              page={filters.page}
              size={filters.size}
              total={total}
              onPage={(page) => change({}, page)}
              onSize={(size) => (setPageSize(size), change({ size: undefined }))}
            />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
