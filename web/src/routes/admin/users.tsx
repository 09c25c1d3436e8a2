import { type MatchMode, matchModes, roles, type SortOrder } from '@kalam/core/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserFilters, useUsers } from '../../features/admin/api/list-users';
import { AdminPage } from '../../features/admin/components/admin-page';
import { FilterSearch, FilterSelect, PagedTable } from '../../features/admin/components/list-parts';
import { UsersTable } from '../../features/admin/components/users-table';
import { useListFilters } from '../../features/admin/lib/list-filters';
import { ALL_ROLES, isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import '../../features/admin/i18n';

const SIZE = 10;

/** The filters live in the address, so a filtered list can be linked to and survives going back. */
function filtersFrom(params: URLSearchParams): Omit<UserFilters, 'page' | 'size'> {
  const verified = params.get('verified');
  const match = params.get('match') as MatchMode | null;
  const sort = params.get('sort') as SortOrder | null;
  return {
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
  const user = useCurrentUser();
  const { params, change, page, size, pager } = useListFilters(SIZE);
  const filters: UserFilters = { page, size, ...filtersFrom(params) };
  const admin = isAdmin(user?.role);
  const users = useUsers(filters, admin);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [match, setMatch] = useState<string>(filters.match ?? 'loose');

  const submitSearch = (e: FormEvent) => (
    e.preventDefault(), change({ q: search.trim() || undefined, match: search.trim() && match !== 'loose' ? match : undefined })
  );

  return (
    <AdminPage
      admin={admin}
      title={t('admin.users.title')}
      subtitle={t('admin.users.subtitle')}
      total={{ key: 'admin.users.total', count: users.data?.total, testId: 'users-total' }}
    >
      <div className="card grid gap-4 p-4">
        <form role="search" onSubmit={submitSearch} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_auto_auto]">
          <FilterSearch
            label={t('admin.users.filters.search')}
            className="col-span-2 sm:col-span-1"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <FilterSelect label={t('admin.users.filters.match')} value={match} onChange={(e) => setMatch(e.target.value)}>
            {matchModes.map((m) => (
              <option key={m} value={m}>
                {t(`admin.users.match.${m}`)}
              </option>
            ))}
          </FilterSelect>
          <button type="submit" className="btn-primary">
            {t('admin.users.filters.submit')}
          </button>
        </form>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FilterSelect label={t('admin.users.filters.role')} value={filters.role ?? ''} onChange={(e) => change({ role: e.target.value })}>
            <option value="">{t('admin.common.all')}</option>
            {ALL_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('admin.users.filters.verified')}
            value={filters.verified === undefined ? '' : String(filters.verified)}
            onChange={(e) => change({ verified: e.target.value })}
          >
            <option value="">{t('admin.common.all')}</option>
            <option value="true">{t('admin.users.verified.yes')}</option>
            <option value="false">{t('admin.users.verified.no')}</option>
          </FilterSelect>
          <FilterSelect
            label={t('admin.users.filters.sort')}
            value={filters.sort ?? 'desc'}
            onChange={(e) => change({ sort: e.target.value === 'asc' ? 'asc' : undefined })}
          >
            <option value="desc">{t('admin.users.sort.desc')}</option>
            <option value="asc">{t('admin.users.sort.asc')}</option>
          </FilterSelect>
        </div>
      </div>
      <PagedTable query={users} error={t('admin.users.error')} empty={t('admin.users.empty')} pager={pager}>
        {(list) => <UsersTable users={list} />}
      </PagedTable>
    </AdminPage>
  );
}
