import type { InterviewView } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { useTranslation } from 'react-i18next';
import { BODY, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDateTime, formatNumber, userTimeZone } from '../../../lib/format';
import { PersonAvatar } from './person-avatar';
import { InterviewStatusBadge, SignedBadge } from './status-badge';
import '../i18n';

// cells centred on the applicant's avatar, unlike the shared cell's baseline
const CELL =
  'flex items-center justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-middle before:shrink-0 before:text-sm before:text-gray-500 before:content-[attr(data-label)] md:before:content-none';

/** Applicant, (interviewer), time, status with the signed mark, level; each row opens the interview. */
export function InterviewsTable({
  interviews,
  showInterviewer,
  onOpen,
}: {
  interviews: InterviewView[];
  showInterviewer?: boolean;
  onOpen: (i: InterviewView) => void;
}) {
  const { t } = useTranslation();
  const zone = userTimeZone();
  const columns = ['applicant', ...(showInterviewer ? ['interviewer'] : []), 'time', 'status', 'level'];
  const label = (c: string) => t(`interviews.columns.${c}`);
  return (
    <table className={TABLE} data-testid="interviews">
      <TableHead caption={t('interviews.title')} labels={columns.map(label)} actions={t('interviews.columns.actions')} />
      <tbody className={BODY}>
        {interviews.map((i) => (
          <tr key={i.id} className={ROW} data-testid="interview-row">
            <td className={CELL} data-label={label('applicant')}>
              <span className="flex min-w-0 items-center gap-2">
                <PersonAvatar user={i.interviewee} size={36} />
                <span className="truncate font-700 text-gray-900">{i.interviewee.name}</span>
              </span>
            </td>
            {showInterviewer && (
              <td className={CELL} data-label={label('interviewer')}>
                {i.interviewer.name}
              </td>
            )}
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('time')}>
              {formatDateTime(i.start, zone)}
            </td>
            <td className={CELL} data-label={label('status')}>
              <span className="flex flex-wrap gap-1.5">
                <InterviewStatusBadge interview={i} />
                {i.signedAt !== null && <SignedBadge />}
              </span>
            </td>
            <td className={CELL} data-label={label('level')}>
              {i.level === null
                ? '—'
                : t('interviews.levelOf', { level: formatNumber(i.level), max: formatNumber(BOUNDS.interviewLevel.max) })}
            </td>
            <td className="pt-2 md:table-cell md:px-3 md:py-3 md:align-middle">
              <button
                type="button"
                className="btn-ghost w-full px-3 py-1.5 text-sm md:w-auto"
                onClick={() => onOpen(i)}
                aria-label={t('interviews.openFor', { name: i.interviewee.name })}
              >
                {t('interviews.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
