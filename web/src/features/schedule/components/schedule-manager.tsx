import { type LessonView, weekOf } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatZone } from '../../../lib/format';
import { useOwnAvailability } from '../api';
import { useScheduleChanges } from '../hooks/use-schedule-changes';
import { type ExtraBlock, type HoursBlock, shiftWeek, weekDays } from '../lib/week';
import { HoursDialog } from './hours-dialog';
import { ConflictDialog, ExtraHoursDialog } from './schedule-dialogs';
import { TimeOff } from './time-off';
import { WeekGrid } from './week-grid';
import '../i18n';

/** A phone shows three days at a time, paged within the week: full-width columns a finger can aim at, no sideways scroll fighting the drags. */
const PHONE = '(max-width: 639px)';
const PAGE = 3;
const subscribe = (notify: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
const usePhone = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);

/**
 * A host's week: weekly hours dragged on the grid, one-off extra hours, time off. The week shown is the page's
 * (`weekAt`), as are the week's lessons drawn on the grid (a tutor's; none for a tutor manager).
 */
export function ScheduleManager({
  zone,
  weekAt,
  onWeekAt,
  lessons,
}: {
  zone: string;
  weekAt: number;
  onWeekAt: (at: number) => void;
  lessons: LessonView[];
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const phone = usePhone();
  const week = weekDays(weekAt, zone);
  const span = weekOf(weekAt, zone);
  const own = useOwnAvailability(span.start, span.end);
  const changes = useScheduleChanges(week, zone);
  const { editing, setEditing, busy } = changes;
  const [extra, setExtra] = useState<ExtraBlock | null>(null);

  const open = (block: HoursBlock) => {
    const s = own.data?.schedules?.find((x) => x.id === block.id);
    if (s)
      setEditing({ block, initial: { weekday: block.weekday, startMinute: s.startMinute, endMinute: s.startMinute + s.durationMinutes } });
  };
  const removeOf = (block?: HoursBlock) => block && (() => changes.removeDay(block));

  const first = phone ? Math.min(page, 7 - PAGE) : 0;
  const shown = phone ? week.slice(first, first + PAGE) : week;
  // the week starts on Saturday (6): the day before the first shown one
  const dayBefore = ((first + 5) % 7) as Weekday;
  const offs = own.data?.slots?.filter((s) => s.kind === 'remove') ?? [];
  const extras = own.data?.slots?.filter((s) => s.kind === 'add') ?? [];
  const goWeek = (weeks: number) => (onWeekAt(weeks ? shiftWeek(weekAt, weeks, zone) : Date.now()), setPage(0));

  return (
    <>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.gridSubtitle', { zone: formatZone(zone) })} />
      <div className="container grid gap-6 pb-16">
        <section className="min-w-0" aria-labelledby="week-title">
          <WeekBar
            title={t('schedule.grid.week', { from: formatDate(span.start, zone), to: formatDate(span.end - 1, zone) })}
            onWeek={goWeek}
            onAdd={() => setEditing({ initial: { weekday: shown[0]?.weekday ?? 6, startMinute: 18 * 60, endMinute: 20 * 60 } })}
          />
          <p className="mb-3 text-sm text-gray-600">{t(phone ? 'schedule.grid.howPhone' : 'schedule.grid.how')}</p>
          {phone && (
            <div className="mb-2 flex items-center justify-between">
              <button type="button" className="btn-ghost text-sm" disabled={first === 0} onClick={() => setPage(Math.max(0, first - PAGE))}>
                {t('schedule.grid.earlierDays')}
              </button>
              <button type="button" className="btn-ghost text-sm" disabled={first + PAGE >= 7} onClick={() => setPage(first + PAGE)}>
                {t('schedule.grid.laterDays')}
              </button>
            </div>
          )}
          {own.isError ? (
            <p role="alert" className="text-red-700">
              {t('schedule.error')}
            </p>
          ) : (
            <WeekGrid
              days={shown}
              dayBefore={dayBefore}
              schedules={own.data?.schedules ?? []}
              offs={offs}
              extras={extras}
              lessons={lessons}
              zone={zone}
              onAdd={changes.addHours}
              onChange={changes.changeHours}
              onOpen={open}
              onOpenExtra={setExtra}
            />
          )}
        </section>
        <TimeOff offs={offs} zone={zone} busy={busy} onAdd={changes.addTimeOff} onRemove={(id) => changes.removeSlot(id)} />
      </div>

      {editing && (
        <HoursDialog
          initial={editing.initial}
          editing={!!editing.block}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(p, once) => (editing.block ? changes.changeHours(editing.block, p) : changes.addHours(p, once))}
          onRemove={removeOf(editing.block)}
        />
      )}
      {extra && (
        <ExtraHoursDialog
          extra={extra}
          zone={zone}
          busy={busy}
          onRemove={() => changes.removeSlot(extra.slot.id, () => setExtra(null))}
          onClose={() => setExtra(null)}
        />
      )}
      {changes.pending && (
        <ConflictDialog lessons={changes.pending.lessons} zone={zone} onConfirm={changes.pending.retry} onClose={changes.dismissPending} />
      )}
    </>
  );
}

/** The shown week's dates, the buttons to the previous, this and the next week, and adding hours by typing. */
function WeekBar({ title, onWeek, onAdd }: { title: string; onWeek: (weeks: number) => void; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h2 id="week-title" className="text-lg font-700 text-brand-900" aria-live="polite">
        {title}
      </h2>
      <div className="flex flex-wrap gap-1">
        <button type="button" className="btn-ghost text-sm" onClick={() => onWeek(-1)}>
          {t('schedule.grid.previousWeek')}
        </button>
        <button type="button" className="btn-ghost text-sm" onClick={() => onWeek(0)}>
          {t('schedule.grid.thisWeek')}
        </button>
        <button type="button" className="btn-ghost text-sm" onClick={() => onWeek(1)}>
          {t('schedule.grid.nextWeek')}
        </button>
        <button type="button" className="btn-primary text-sm" onClick={onAdd}>
          {t('schedule.grid.add')}
        </button>
      </div>
    </div>
  );
}
