import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge, VerifiedBadge } from './users-table';
import '../i18n';

interface MemberCardProps {
  member: { email: string; role: number; verified: boolean };
  /** before the address (the photo) */
  lead?: ReactNode;
  /** after the role and verification badges */
  badges?: ReactNode;
  /** under the badges */
  note?: ReactNode;
  /** at the card's end: links to the member's other pages */
  actions: ReactNode;
}

/** The head of a member's admin page: who they are (address, role, verified) and where to go from here. */
export function MemberCard({ member, lead, badges, note, actions }: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <section className="card flex flex-wrap items-center gap-4 p-4 md:p-6" aria-label={t('admin.user.profile')}>
      {lead}
      <div className="grid min-w-0 gap-1">
        <p className="break-all text-gray-700" dir="ltr">
          {member.email}
        </p>
        <div className="flex flex-wrap gap-2">
          <RoleBadge role={member.role} />
          <VerifiedBadge verified={member.verified} />
          {badges}
        </div>
        {note}
      </div>
      {actions}
    </section>
  );
}
