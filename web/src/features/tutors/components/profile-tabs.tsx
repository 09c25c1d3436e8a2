import type { TutorInfo } from '@kalam/core';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHydrated } from '../../../lib/client-value';
import { formatNumber } from '../../../lib/format';
import '../i18n';

const IntroVideo = lazy(() => import('./intro-video').then((m) => ({ default: m.IntroVideo })));

const TABS = ['about', 'specialities', 'video', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/**
 * Tabs with a roving focus (arrow keys follow the reading direction, Home/End) and the open tab in `?tab=`; `reviews` (the
 * ratings feature's list) is shown in its tab.
 */
export function ProfileTabs({ tutor, reviews }: { tutor: TutorInfo; reviews: ReactNode }) {
  const { t, i18n } = useTranslation();
  // the video and reviews tabs load their code and data in the browser; the server sends their frame
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'about';
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  const select = (next: Tab) =>
    setParams(
      (p) => {
        p.set('tab', next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const rtl = i18n.dir() === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const to =
      e.key === forward
        ? (i + 1) % TABS.length
        : e.key === back
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to] ?? tab;
    select(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label={t('tutorProfile.tabsLabel')}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-gray-200"
        onKeyDown={onKey}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${base}-${name}`}
            data-tab={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={tab === name ? `${base}-panel` : undefined}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-3 sm:px-4 font-600 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
              tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-brand-700'
            }`}
          >
            {t(`tutorProfile.tabs.${name}`)}
            {name === 'reviews' && tutor.rating.count > 0 && (
              <span className="ms-2 rounded-full bg-gray-100 px-2 text-xs text-gray-600" aria-hidden>
                {formatNumber(tutor.rating.count)}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus, as it may hold nothing focusable
        tabIndex={0}
        className="py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid={`panel-${tab}`}
      >
        {tab === 'about' &&
          (tutor.about ? (
            <p className="whitespace-pre-line leading-8 text-gray-800" dir="auto">
              {tutor.about}
            </p>
          ) : (
            <Empty>{t('tutorProfile.noAbout')}</Empty>
          ))}
        {tab === 'specialities' &&
          (tutor.topics.length ? (
            <ul className="flex flex-wrap gap-2">
              {tutor.topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={`/tutors?topic=${topic.id}`}
                    className="inline-block rounded-full bg-brand-50 px-4 py-2 font-600 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {topic.nameAr}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t('tutorProfile.noTopics')}</Empty>
          ))}
        {/* one boundary per tab: a tab whose code is still loading shows its placeholder at once */}
        {(tab === 'video' || tab === 'reviews') &&
          (hydrated ? (
            <Suspense key={tab} fallback={<TabPlaceholder />}>
              {tab === 'video' && <IntroVideo video={tutor.video} thumbnail={tutor.thumbnail} name={tutorDisplayName(tutor)} />}
              {tab === 'reviews' && reviews}
            </Suspense>
          ) : (
            <TabPlaceholder />
          ))}
      </div>
    </>
  );
}

const TabPlaceholder = () => <div className="h-48 animate-pulse rounded-2xl bg-gray-50" />;

function Empty({ children }: { children: string }) {
  return <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-600">{children}</p>;
}
