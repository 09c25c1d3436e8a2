import type { InterviewView } from '@kalam/core/api';
import { InterviewStatus, Role } from '@kalam/core/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { ProfilePhoto } from '../features/account/profile-photo';
import { TutorDetailsForm } from '../features/account/tutor-details-form';
import { TutorProfileForm } from '../features/account/tutor-profile';
import { TutorTopics } from '../features/account/tutor-topics';
import { useCurrentUser } from '../features/auth/api/current-user';
import { homeFor } from '../features/auth/home-for';
import { useLatestInterview } from '../features/interviews/api/list-interviews';
import { BookInterviewStep } from '../features/interviews/components/book-interview-step';
import { InterviewResult } from '../features/interviews/components/interview-result';
import { IntroVideoStep } from '../features/interviews/components/intro-video-step';
import { ONBOARDING_STEPS, type OnboardingStep, OnboardingStepper } from '../features/interviews/components/onboarding-stepper';
import { mayBookAgain } from '../features/interviews/lib/status';
import { userKeys } from '../lib/resources/user';
import '../features/interviews/i18n';

/** A tutor applicant's way in: profile, intro video, an interview with a tutor manager, and its result. */
export default function TutorOnboarding() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const latest = useLatestInterview(user?.role === Role.Tutor);
  const [chosen, setChosen] = useState<OnboardingStep | null>(null);
  const [booked, setBooked] = useState<InterviewView | null>(null);
  if (!user) return <Navigate to="/login?next=/tutor/onboarding" replace />;
  if (user.role !== Role.Tutor) return <Navigate to={homeFor(user.role)} replace />;
  if (user.tutor?.activated) {
    // a tutor activated by a signed pass still reads its result here (level, feedback, the way on); anyone else goes on
    const passed = latest.interview?.status === InterviewStatus.Passed && latest.interview.signedAt !== null;
    if (latest.isPending) return <Spinner />;
    if (!passed) return <Navigate to="/t/dashboard" replace />;
  }

  // the booking just made shows at once, before the list comes back with it
  const interview = booked && latest.interview?.id !== booked.id && (latest.interview?.id ?? 0) < booked.id ? booked : latest.interview;
  const active = Boolean(interview && interview.status !== InterviewStatus.Canceled);
  const step: OnboardingStep = chosen ?? (interview ? 'result' : 'profile');
  const bookable = !interview || mayBookAgain(interview, Date.now());
  const go = (next: OnboardingStep) => (setChosen(next), window.scrollTo?.({ top: 0 }));
  const index = ONBOARDING_STEPS.indexOf(step);
  const done = (s: OnboardingStep) =>
    s === 'profile'
      ? Boolean(user.tutor?.bio && user.tutor.about)
      : s === 'interview'
        ? active
        : s === 'result'
          ? Boolean(interview?.signedAt)
          : false;
  // a signed pass activated the account: refresh the signed-in user, and the dashboard takes over
  const toDashboard = () => (void client.invalidateQueries({ queryKey: userKeys.current }), navigate('/t/dashboard'));

  return (
    <>
      <PageHeader title={t('onboarding.title')} subtitle={t('onboarding.subtitle')} />
      <div className="container grid max-w-4xl gap-6 pb-16">
        <OnboardingStepper current={step} done={done} onSelect={go} />
        <QueryState query={latest} error={t('onboarding.loadError')}>
          {() => (
            <div className="grid gap-6">
              {step === 'profile' && (
                <section className="grid gap-6" aria-label={t('onboarding.steps.profile')}>
                  <p className="text-gray-700">{t('onboarding.profile.body')}</p>
                  <ProfilePhoto user={user} />
                  <TutorProfileForm user={user} />
                  <TutorDetailsForm user={user} />
                  <TutorTopics />
                </section>
              )}
              {step === 'video' && (
                <div className="card p-4 sm:p-6">
                  <IntroVideoStep tutorId={user.id} />
                </div>
              )}
              {step === 'interview' && (
                <div className="card p-4 sm:p-6">
                  {!bookable ? (
                    <div className="grid gap-3">
                      <p className="text-gray-700">{t('onboarding.book.already')}</p>
                      <button type="button" className="btn-primary justify-self-start" onClick={() => go('result')}>
                        {t('onboarding.book.seeBooked')}
                      </button>
                    </div>
                  ) : (
                    <BookInterviewStep verified={user.verified} onBooked={(i) => (setBooked(i), go('result'))} />
                  )}
                </div>
              )}
              {step === 'result' &&
                (interview ? (
                  <InterviewResult interview={interview} onBookAgain={() => (setBooked(null), go('interview'))} onPassed={toDashboard} />
                ) : (
                  <div className="card grid gap-3 p-4 sm:p-6">
                    <p className="text-gray-700">{t('onboarding.result.none')}</p>
                    <button type="button" className="btn-primary justify-self-start" onClick={() => go('interview')}>
                      {t('onboarding.result.bookFirst')}
                    </button>
                  </div>
                ))}
              <div className="flex justify-between gap-3">
                {index > 0 ? (
                  <button type="button" className="btn-ghost" onClick={() => go(ONBOARDING_STEPS[index - 1] ?? step)}>
                    {t('onboarding.back')}
                  </button>
                ) : (
                  <span />
                )}
                {index < ONBOARDING_STEPS.length - 1 && (
                  <button type="button" className="btn-primary" onClick={() => go(ONBOARDING_STEPS[index + 1] ?? step)}>
                    {t('onboarding.next')}
                  </button>
                )}
              </div>
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
