import type { InterviewView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, userTimeZone } from '../../../lib/format';
import { canJoin, joinHref, joinOpensAt } from '../lib/status';
import '../i18n';

/** "Join the interview": a link to the call from ten minutes before the start until the end, shown disabled before. */
export function JoinLink({ interview, now, className = 'btn-primary' }: { interview: InterviewView; now: number; className?: string }) {
  const { t } = useTranslation();
  if (canJoin(interview, now))
    return (
      <Link to={joinHref(interview.id)} className={className}>
        {t('interviews.join')}
      </Link>
    );
  const hint = t('interviews.joinFrom', { time: formatTime(joinOpensAt(interview), userTimeZone()) });
  // not a button: a disabled control would still be the first thing a dialog tries to focus
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: see above; its time is in the title and the panel's text
    <span role="link" aria-disabled="true" title={hint} className={`${className} cursor-not-allowed opacity-50`}>
      {t('interviews.join')}
    </span>
  );
}
