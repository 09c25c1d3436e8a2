import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import '../i18n';

export const ONBOARDING_STEPS = ['profile', 'photo', 'video', 'interview', 'result'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The onboarding steps as a numbered list; any step can be opened, the current one is marked. */
export function OnboardingStepper({
  current,
  done,
  onSelect,
}: {
  current: OnboardingStep;
  done: (step: OnboardingStep) => boolean;
  onSelect: (step: OnboardingStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('onboarding.steps.label')}>
      <ol className="grid grid-cols-5 gap-1 sm:gap-3">
        {ONBOARDING_STEPS.map((step, i) => {
          const on = step === current;
          const finished = done(step);
          return (
            <li key={step}>
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={on ? 'step' : undefined}
                className={`flex w-full flex-col items-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-600 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm sm:text-start ${
                  on ? 'bg-brand-50 text-brand-900' : 'text-gray-600 hover:bg-gray-50'
                }`}
              >
                <span
                  aria-hidden
                  className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm ${on ? 'bg-brand-700 text-white' : finished ? 'bg-brand-100 text-brand-800' : 'bg-gray-100 text-gray-500'}`}
                >
                  {finished && !on ? '✓' : formatNumber(i + 1)}
                </span>
                <span>{t(`onboarding.steps.${step}`)}</span>
                {finished && <span className="sr-only">{t('onboarding.steps.done')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
