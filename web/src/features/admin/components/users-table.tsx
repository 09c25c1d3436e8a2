import type { ListedUser } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDate, formatDateTime } from '../../../lib/format';
import { teaches } from '../lib/roles';
import '../i18n';

const COLUMNS = ['name', 'email', 'role', 'status', 'signedUp', 'lastActive'] as const;
type Column = (typeof COLUMNS)[number];

export function RoleBadge({ role }: { role: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-600 text-brand-800">{t(`admin.roles.${role}`)}</span>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-600 text-green-800">
      {t('admin.users.verified.yes')}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-600 text-amber-900">
      {t('admin.users.verified.no')}
    </span>
  );
}

/** Whether the account may sign in: suspended by an admin, or active. */
export function AccountStatusBadge({ deactivated }: { deactivated: boolean }) {
  const { t } = useTranslation();
  return deactivated ? (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-600 text-red-800">
      {t('admin.users.status.suspended')}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-600 text-green-800">
      {t('admin.users.status.active')}
    </span>
  );
}

/** Accounts as table rows on desktop and cards on phones, each linked to its admin page. */
export function UsersTable({ users }: { users: ListedUser[] }) {
  const { t } = useTranslation();
  const label = (c: Column) => t(`admin.users.columns.${c}`);
  return (
    <table className={TABLE} data-testid="admin-users">
      <TableHead caption={t('admin.users.title')} labels={COLUMNS.map(label)} actions={t('admin.common.actions')} />
      <tbody className={BODY}>
        {users.map((user) => (
          <tr key={user.id} className={ROW} data-testid="user-row">
            <td className={CELL} data-label={label('name')}>
              {/* one block, so the account name sits under the shown name on a phone's card as in the table */}
              <span className="text-end md:text-start">
                <Link className="font-700 text-brand-700 hover:underline" to={`/admin/user/${user.id}`}>
                  {user.displayName}
                </Link>
                {/* the account name, which admins search and edit, where the person is shown by another */}
                {user.displayName !== user.name && (
                  <span className="block text-sm text-gray-600">{t('admin.users.accountName', { name: user.name })}</span>
                )}
              </span>
            </td>
            <td className={`${CELL} break-all`} data-label={label('email')}>
              <span dir="ltr">{user.email}</span>
            </td>
            <td className={CELL} data-label={label('role')}>
              <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                <RoleBadge role={user.role} />
                {!user.verified && <VerifiedBadge verified={false} />}
              </span>
            </td>
            <td className={CELL} data-label={label('status')}>
              <AccountStatusBadge deactivated={user.deactivated} />
            </td>
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('signedUp')}>
              {formatDate(user.createdAt)}
            </td>
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('lastActive')}>
              {user.lastActiveAt ? formatDateTime(user.lastActiveAt) : t('admin.users.neverActive')}
            </td>
            <td className={ACTIONS_CELL}>
              <div className="flex flex-wrap gap-2">
                <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/user/${user.id}`}>
                  {t('admin.users.open')}
                </Link>
                {teaches(user.role) && (
                  <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/tutor/${user.id}`}>
                    {t('admin.users.tutorPage')}
                  </Link>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
