import type { InterviewView } from '@kalam/core/api';
import { InterviewStatus } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS, STATUS_TONES } from '../lib/status';
import '../i18n';

const BADGE = 'inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-700';

/**
 * An interview's status as a coloured Arabic label. The applicant sees an unsigned result as "under review": the
 * interviewer may still change it until it is signed.
 */
export function InterviewStatusBadge({
  interview,
  applicant,
}: {
  interview: Pick<InterviewView, 'status' | 'signedAt'>;
  applicant?: boolean;
}) {
  const { t } = useTranslation();
  const decided = interview.status === InterviewStatus.Passed || interview.status === InterviewStatus.Rejected;
  const key = applicant && decided && interview.signedAt === null ? 'review' : (STATUS_KEYS[interview.status] ?? 'pending');
  return (
    <span className={`${BADGE} ${STATUS_TONES[key]}`} data-testid="interview-status">
      {t(`interviews.status.${key}`)}
    </span>
  );
}

/** "Signed" once the result is final. */
export function SignedBadge() {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} bg-brand-50 text-brand-800 ring-1 ring-brand-200`} data-testid="signed-badge">
      {t('interviews.signed')}
    </span>
  );
}
