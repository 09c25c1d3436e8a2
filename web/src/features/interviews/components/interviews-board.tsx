import type { CurrentUser, InterviewView } from '@kalam/core/api';
import { InterviewStatus, Role } from '@kalam/core/enums';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { formatNumber } from '../../../lib/format';
import { tabAfter } from '../../../lib/tabs';
import { usePaging } from '../../../lib/use-paging';
import { interviewQuery } from '../api/get-interview';
import { useInterviews } from '../api/list-interviews';
import { STATUS_KEYS } from '../lib/status';
import { InterviewPanel } from './interview-panel';
import { InterviewsTable } from './interviews-table';
import '../i18n';

const TABS = [0, InterviewStatus.Pending, InterviewStatus.Passed, InterviewStatus.Rejected, InterviewStatus.Canceled] as const;

/** The interviewer signs their own interviews; a super admin signs any. */
export const maySign = (viewer: Pick<CurrentUser, 'id' | 'role'>, interview: InterviewView) =>
  viewer.role === Role.SuperAdmin || (viewer.role === Role.TutorManager && interview.interviewer.id === viewer.id);

/** Interviews by status tab, paged, each opened in a panel: a tutor manager's own (`/interviews`) or all (`/admin/interviews`). */
export function InterviewsBoard({ viewer, showInterviewer }: { viewer: CurrentUser; showInterviewer?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<(typeof TABS)[number]>(0);
  const [open, setOpen] = useState<InterviewView | null>(null);
  const { page, size, pager } = usePaging(10, tab);
  const interviews = useInterviews({ page, size, status: tab || undefined });
  // a notice's link (`?id=`) opens that interview at once
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('id')) || 0;
  const linkedInterview = useQuery({ ...interviewQuery(linked), enabled: linked > 0 && !open });
  const shown = open ?? linkedInterview.data ?? null;
  const close = () => {
    setOpen(null);
    if (linked) setParams({}, { replace: true });
  };
  const label = (s: number) => (s ? t(`interviews.tabs.${STATUS_KEYS[s]}`) : t('interviews.tabs.all'));
  // arrow keys move along the tabs (leftwards is forwards in Arabic)
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' ? 1 : e.key === 'ArrowRight' ? -1 : 0;
    if (!step) return;
    const next = tabAfter(TABS, tab, step);
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={t('interviews.tabs.label')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1" onKeyDown={onKey}>
        {TABS.map((s) => (
          <button
            key={s}
            id={`${id}-tab-${s}`}
            type="button"
            role="tab"
            aria-selected={tab === s}
            aria-controls={`${id}-panel`}
            tabIndex={tab === s ? 0 : -1}
            onClick={() => setTab(s)}
            className={`whitespace-nowrap rounded-full px-4 py-2 text-sm font-600 focus-visible:outline-2 focus-visible:outline-brand-600 ${tab === s ? 'bg-brand-700 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50'}`}
          >
            {label(s)}
          </button>
        ))}
      </div>
      {/* another tab's or page's rows stay, dimmed and marked busy, until this one's arrive */}
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        aria-busy={interviews.isPlaceholderData}
        className={interviews.isPlaceholderData ? 'opacity-60' : undefined}
      >
        <QueryState
          query={interviews}
          error={t('interviews.error')}
          empty={({ total }) => total === 0 && (tab ? t('interviews.emptyStatus', { status: label(tab) }) : t('interviews.empty'))}
        >
          {({ list, total }) => (
            <>
              <p className="mb-3 text-sm text-gray-600" data-testid="interviews-total">
                {t('interviews.total', { count: total, total: formatNumber(total) })}
              </p>
              <div className="relative md:card md:overflow-x-auto">
                <InterviewsTable interviews={list} showInterviewer={showInterviewer} onOpen={setOpen} />
              </div>
              <Pagination {...pager(total)} />
            </>
          )}
        </QueryState>
      </div>
      {shown && <InterviewPanel key={shown.id} interview={shown} canSign={maySign(viewer, shown)} onClose={close} />}
    </div>
  );
}
