import type { InterviewView } from '@kalam/core/api';
import { InterviewStatus, Role } from '@kalam/core/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { useToast } from '../components/toast';
import { ProfilePhoto } from '../features/account/profile-photo';
import { TutorDetailsForm } from '../features/account/tutor-details-form';
import { TutorProfileForm } from '../features/account/tutor-profile';
import { TutorTopics } from '../features/account/tutor-topics';
import { useCurrentUser } from '../features/auth/api/current-user';
import { homeFor } from '../features/auth/home-for';
import { useLatestInterview } from '../features/interviews/api/list-interviews';
import { useTutorMeta } from '../features/interviews/api/tutor-meta';
import { BookInterviewStep } from '../features/interviews/components/book-interview-step';
import { InterviewResult } from '../features/interviews/components/interview-result';
import { IntroVideoStep } from '../features/interviews/components/intro-video-step';
import { ONBOARDING_STEPS, type OnboardingStep, OnboardingStepper } from '../features/interviews/components/onboarding-stepper';
import { mayBookAgain } from '../features/interviews/lib/status';
import { userKeys } from '../lib/resources/user';
import { type SaveHandle, useLeaveWarning } from '../lib/use-draft';
import '../features/interviews/i18n';

const PROFILE_FORMS = ['profile', 'details', 'topics'] as const;

/**
 * A tutor applicant's way in, step by step until approval: profile, photo, intro video, an interview with a tutor manager,
 * and its result. The profile step has one button that saves its three forms; what is typed stays as a draft meanwhile.
 */
export default function TutorOnboarding() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const latest = useLatestInterview(user?.role === Role.Tutor);
  const meta = useTutorMeta(user?.id ?? 0, user?.role === Role.Tutor);
  const [chosen, setChosen] = useState<OnboardingStep | null>(null);
  const [booked, setBooked] = useState<InterviewView | null>(null);
  const [saving, setSaving] = useState(false);
  const forms = { profile: useRef<SaveHandle>(null), details: useRef<SaveHandle>(null), topics: useRef<SaveHandle>(null) };
  const [unsaved, setUnsaved] = useState<Record<string, boolean>>({});
  // one stable callback per form, so reporting its state never loops
  const onDirty = useMemo(
    () =>
      Object.fromEntries(
        PROFILE_FORMS.map((name) => [name, (dirty: boolean) => setUnsaved((u) => (u[name] === dirty ? u : { ...u, [name]: dirty }))]),
      ),
    [],
  );
  const anyUnsaved = Object.values(unsaved).some(Boolean);
  const blocker = useLeaveWarning(anyUnsaved);
  if (!user) return <Navigate to="/login?next=/tutor/onboarding" replace />;
  if (user.role !== Role.Tutor) return <Navigate to={homeFor(user.role)} replace />;
  if (user.tutor?.activated) {
    // a tutor activated by a signed pass still reads its result here (level, feedback, the way on); anyone else goes on
    const passed = latest.interview?.status === InterviewStatus.Passed && latest.interview.signedAt !== null;
    if (latest.isPending) return <Spinner />;
    if (!passed) return <Navigate to="/t/dashboard" replace />;
  }

  if (meta.isPending) return <Spinner />;

  // the booking just made shows at once, before the list comes back with it
  const interview = booked && latest.interview?.id !== booked.id && (latest.interview?.id ?? 0) < booked.id ? booked : latest.interview;
  const active = Boolean(interview && interview.status !== InterviewStatus.Canceled);
  const bookable = !interview || mayBookAgain(interview, Date.now());
  const go = (next: OnboardingStep) => (setChosen(next), window.scrollTo?.({ top: 0 }));
  // each step is ticked by what the server holds, never by what was only typed
  const finished: Record<OnboardingStep, boolean> = {
    profile: Boolean(user.tutor?.bio && user.tutor.about),
    photo: Boolean(user.image),
    video: Boolean(meta.data?.video),
    interview: active,
    result: Boolean(interview?.signedAt),
  };
  const done = (s: OnboardingStep) => finished[s];
  // a returning applicant opens where they left off: the result once booked, else the first step not done
  const step: OnboardingStep = chosen ?? (interview ? 'result' : (ONBOARDING_STEPS.find((s) => !done(s)) ?? 'result'));
  const index = ONBOARDING_STEPS.indexOf(step);
  const next = () => go(ONBOARDING_STEPS[index + 1] ?? step);
  async function saveProfile() {
    // held on this step while saving: the first save ticks it, which would otherwise open the next step under the others
    setChosen('profile');
    setSaving(true);
    try {
      for (const name of PROFILE_FORMS) if (!(await forms[name].current?.save())) return;
      toast({ type: 'success', title: t('onboarding.profile.saved') });
      next();
    } finally {
      setSaving(false);
    }
  }
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
                  <TutorProfileForm user={user} handle={forms.profile} onDirty={onDirty.profile} />
                  <TutorDetailsForm user={user} handle={forms.details} onDirty={onDirty.details} />
                  <TutorTopics userId={user.id} handle={forms.topics} onDirty={onDirty.topics} />
                  {anyUnsaved && (
                    <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="draft-note">
                      {t('onboarding.profile.draft')}
                    </p>
                  )}
                </section>
              )}
              {step === 'photo' && (
                <section className="grid gap-4" aria-label={t('onboarding.steps.photo')}>
                  <p className="text-gray-700">{t('onboarding.photo.body')}</p>
                  <ProfilePhoto user={user} />
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
                {step === 'profile' ? (
                  <button type="button" className="btn-primary" disabled={saving} onClick={saveProfile}>
                    {t('onboarding.profile.saveNext')}
                  </button>
                ) : (
                  index < ONBOARDING_STEPS.length - 1 && (
                    <button type="button" className="btn-primary" onClick={next}>
                      {t('onboarding.next')}
                    </button>
                  )
                )}
              </div>
            </div>
          )}
        </QueryState>
      </div>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('onboarding.leave.title')}
          body={t('onboarding.leave.body')}
          confirm={t('onboarding.leave.go')}
          cancel={t('onboarding.leave.stay')}
          danger={false}
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        />
      )}
    </>
  );
}
