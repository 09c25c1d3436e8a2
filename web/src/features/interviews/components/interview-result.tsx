import type { InterviewView } from '@kalam/core/api';
import { BOUNDS, INTERVIEW_MINUTES } from '@kalam/core/constants';
import { InterviewStatus } from '@kalam/core/enums';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { formatDate, formatDateTime, formatMinutes, formatNumber, formatTime, userTimeZone } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useUpdateInterview } from '../api/update-interview';
import { canCancel, canJoin, joinOpensAt, mayBookAgain, retakeFrom } from '../lib/status';
import { InterviewText } from './interview-text';
import { JoinLink } from './join-link';
import { PersonAvatar } from './person-avatar';
import { InterviewStatusBadge, SignedBadge } from './status-badge';
import '../i18n';

/** Step 4: the booked interview, its join link from ten minutes before, cancel while pending, and the signed result. */
export function InterviewResult({
  interview,
  onBookAgain,
  onPassed,
}: {
  interview: InterviewView;
  onBookAgain: () => void;
  onPassed: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const zone = userTimeZone();
  const now = useNow(30_000);
  const toast = useToast();
  const update = useUpdateInterview();
  const [asking, setAsking] = useState(false);
  const signed = interview.signedAt !== null;
  const cancelled = interview.status === InterviewStatus.Canceled;
  const joinable = canJoin(interview, now);
  const upcoming = !cancelled && !signed && now < interview.end;

  const cancel = () =>
    update.mutate(
      { id: interview.id, change: { status: InterviewStatus.Canceled } },
      {
        onSuccess: () => (setAsking(false), toast({ type: 'success', title: t('onboarding.result.cancelled') })),
      },
    );

  return (
    <section className="grid gap-5" aria-labelledby={`${id}-title`} data-testid="interview-result">
      <h2 id={`${id}-title`} className="text-xl font-700 text-brand-900">
        {t('onboarding.result.title')}
      </h2>
      <div className="card grid gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <PersonAvatar user={interview.interviewer} size={48} />
          <div className="grid flex-1">
            <span className="text-sm text-gray-500">{t('onboarding.result.with')}</span>
            <span className="font-700 text-gray-900">{interview.interviewer.name}</span>
          </div>
          <div className="flex flex-wrap gap-2">
            <InterviewStatusBadge interview={interview} applicant />
            {signed && <SignedBadge />}
          </div>
        </div>
        <p className="font-600 text-gray-800" data-testid="interview-when">
          {formatDateTime(interview.start, zone)} · {formatMinutes(INTERVIEW_MINUTES)}
        </p>

        {upcoming && (
          <div className="flex flex-wrap items-center gap-2">
            <JoinLink interview={interview} now={now} />
            <Link to={`/chat?with=${interview.interviewer.id}`} className="btn-ghost">
              {t('onboarding.result.chat')}
            </Link>
            {canCancel(interview, now) && (
              <button type="button" className="btn-ghost text-red-700" aria-expanded={asking} onClick={() => setAsking(true)}>
                {t('onboarding.result.cancel')}
              </button>
            )}
          </div>
        )}
        {upcoming && !joinable && (
          <p className="text-sm text-gray-500">{t('interviews.joinFrom', { time: formatTime(joinOpensAt(interview), zone) })}</p>
        )}

        {asking && (
          <ConfirmDialog
            inline
            body={t('onboarding.result.cancelConfirm')}
            confirm={t('onboarding.result.cancelYes')}
            cancel={t('onboarding.result.cancelNo')}
            pending={update.isPending}
            error={update.error}
            onClose={() => (setAsking(false), update.reset())}
            onConfirm={cancel}
          />
        )}

        {cancelled && (
          <div className="grid gap-3">
            <p className="text-gray-700">{t('onboarding.result.cancelledBody')}</p>
            <button type="button" className="btn-primary justify-self-start" onClick={onBookAgain}>
              {t('onboarding.result.bookAgain')}
            </button>
          </div>
        )}
        {!cancelled && !signed && now >= interview.end && <p className="text-gray-700">{t('onboarding.result.awaiting')}</p>}

        {signed && (
          <div className="grid gap-3 border-t border-gray-100 pt-4">
            {interview.level !== null && (
              <p className="font-600 text-gray-800">
                {t('interviews.levelOf', { level: formatNumber(interview.level), max: formatNumber(BOUNDS.interviewLevel.max) })}
              </p>
            )}
            {interview.feedback && (
              <div>
                <h3 className="mb-1 font-700 text-gray-900">{t('interviews.fields.feedback')}</h3>
                <InterviewText html={interview.feedback} testId="interview-feedback" />
              </div>
            )}
            {interview.status === InterviewStatus.Passed ? (
              <div className="grid gap-3 rounded-xl bg-green-50 p-4">
                <p className="font-700 text-green-900">{t('onboarding.result.passed')}</p>
                <button type="button" className="btn-primary justify-self-start" onClick={onPassed}>
                  {t('onboarding.result.dashboard')}
                </button>
              </div>
            ) : (
              <div className="grid gap-3 rounded-xl bg-gray-50 p-4">
                <p className="text-gray-800">{t('onboarding.result.rejected', { date: formatDate(retakeFrom(interview), zone) })}</p>
                {mayBookAgain(interview, now) && (
                  <button type="button" className="btn-primary justify-self-start" onClick={onBookAgain}>
                    {t('onboarding.result.bookAgain')}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
