import { type LessonView, localTime, weekOf } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime, formatTime, formatZone } from '../../../lib/format';
import { conflictOf, useAddAvailability, useEditHours, useOwnAvailability, useRemoveAvailability } from '../api';
import { type ExtraBlock, type HoursBlock, shiftWeek, weekDays } from '../lib/week';
import { HoursDialog } from './hours-dialog';
import { TimeOff } from './time-off';
import { type Placement, WeekGrid } from './week-grid';
import '../i18n';
import '../../../lib/error-messages';

type Pending = { lessons: LessonView[]; retry: () => void };
type Editing = { initial: Placement; block?: HoursBlock };

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
  const add = useAddAvailability();
  const edit = useEditHours();
  const remove = useRemoveAvailability();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [extra, setExtra] = useState<ExtraBlock | null>(null);
  const toast = useToast();

  /**
   * Runs a change; a 409 `conflicting-lessons` asks the tutor before cancelling the lessons it names. Hours changed on
   * the grid tell nothing on success (the grid shows them; a toast would cover the cells being dragged).
   */
  const run = (act: (confirm: boolean) => Promise<unknown>, done?: string) => {
    act(false).then(
      () => (setEditing(null), done && toast({ type: 'success', title: done })),
      (err) => {
        const held = err instanceof ApiError && err.code === 'conflicting-lessons' ? conflictOf(err.details) : null;
        if (held)
          return setPending({
            lessons: held,
            retry: () =>
              act(true).then(() => {
                setPending(null);
                setEditing(null);
                toast({ type: 'success', title: t('schedule.lessonsCanceled', { count: held.length }) });
              }),
          });
        toast({ type: 'error', title: apiErrorMessage(t, err) });
      },
    );
  };

  const addHours = (p: Placement, once = false) => {
    const day = week.find((d) => d.weekday === p.weekday);
    if (once && day)
      return run(
        (confirm) =>
          add.mutateAsync({
            type: 'slot',
            kind: 'add',
            start: localTime(day.date, p.startMinute, zone),
            end: localTime(day.date, p.endMinute, zone),
            confirm,
          }),
        t('schedule.extra.added'),
      );
    return run(() =>
      add.mutateAsync({
        type: 'schedule',
        weekdays: [p.weekday],
        startMinute: p.startMinute,
        durationMinutes: p.endMinute - p.startMinute,
        timeZone: zone,
        validFrom: weekOf(Date.now(), zone).start,
      }),
    );
  };
  const changeHours = (block: HoursBlock, p: Placement) =>
    run((confirm) =>
      edit.mutateAsync({
        id: block.id,
        from: block.weekday,
        weekday: p.weekday,
        startMinute: p.startMinute,
        durationMinutes: p.endMinute - p.startMinute,
        confirm,
      }),
    );
  const removeDay =
    ({ id, weekday }: HoursBlock) =>
    () =>
      run((confirm) => remove.mutateAsync({ id, type: 'schedule', weekday, confirm }), t('schedule.removed'));
  const open = (block: HoursBlock) => {
    const s = own.data?.schedules?.find((x) => x.id === block.id);
    if (s)
      setEditing({ block, initial: { weekday: block.weekday, startMinute: s.startMinute, endMinute: s.startMinute + s.durationMinutes } });
  };

  const first = phone ? Math.min(page, 7 - PAGE) : 0;
  const shown = phone ? week.slice(first, first + PAGE) : week;
  // the week starts on Saturday (6): the day before the first shown one
  const dayBefore = ((first + 5) % 7) as Weekday;
  const offs = own.data?.slots?.filter((s) => s.kind === 'remove') ?? [];
  const extras = own.data?.slots?.filter((s) => s.kind === 'add') ?? [];
  const goWeek = (weeks: number) => (onWeekAt(weeks ? shiftWeek(weekAt, weeks, zone) : Date.now()), setPage(0));
  const busy = add.isPending || edit.isPending || remove.isPending;

  return (
    <>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.gridSubtitle', { zone: formatZone(zone) })} />
      <div className="container grid gap-6 pb-16">
        <section className="min-w-0" aria-labelledby="week-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="week-title" className="text-lg font-700 text-brand-900" aria-live="polite">
              {t('schedule.grid.week', { from: formatDate(span.start, zone), to: formatDate(span.end - 1, zone) })}
            </h2>
            <div className="flex flex-wrap gap-1">
              <button type="button" className="btn-ghost text-sm" onClick={() => goWeek(-1)}>
                {t('schedule.grid.previousWeek')}
              </button>
              <button type="button" className="btn-ghost text-sm" onClick={() => goWeek(0)}>
                {t('schedule.grid.thisWeek')}
              </button>
              <button type="button" className="btn-ghost text-sm" onClick={() => goWeek(1)}>
                {t('schedule.grid.nextWeek')}
              </button>
              <button
                type="button"
                className="btn-primary text-sm"
                onClick={() => setEditing({ initial: { weekday: shown[0]?.weekday ?? 6, startMinute: 18 * 60, endMinute: 20 * 60 } })}
              >
                {t('schedule.grid.add')}
              </button>
            </div>
          </div>
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
              onAdd={addHours}
              onChange={changeHours}
              onOpen={open}
              onOpenExtra={setExtra}
            />
          )}
        </section>
        <TimeOff
          offs={offs}
          zone={zone}
          busy={busy}
          onAdd={(range) =>
            run((confirm) => add.mutateAsync({ type: 'slot', kind: 'remove', ...range, confirm }), t('schedule.timeOff.saved'))
          }
          onRemove={(id) => run((confirm) => remove.mutateAsync({ id, type: 'slot', confirm }), t('schedule.removed'))}
        />
      </div>

      {editing && (
        <HoursDialog
          initial={editing.initial}
          editing={!!editing.block}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(p, once) => (editing.block ? changeHours(editing.block, p) : addHours(p, once))}
          onRemove={editing.block && removeDay(editing.block)}
        />
      )}

      {extra && (
        <Modal title={t('schedule.extra.title')} onClose={() => setExtra(null)}>
          <p className="text-gray-700" data-testid="extra-when">
            {t('schedule.extra.when', { from: formatDateTime(extra.slot.start, zone), to: formatTime(extra.slot.end, zone) })}
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-ghost text-red-700"
              disabled={busy}
              onClick={() =>
                run(
                  (confirm) => remove.mutateAsync({ id: extra.slot.id, type: 'slot', confirm }).then(() => setExtra(null)),
                  t('schedule.removed'),
                )
              }
            >
              {t('schedule.extra.remove')}
            </button>
            <button type="button" className="btn-ghost" data-autofocus onClick={() => setExtra(null)}>
              {t('schedule.extra.close')}
            </button>
          </div>
        </Modal>
      )}

      {pending && (
        <ConfirmDialog
          title={t('schedule.conflict.title')}
          body={t('schedule.conflict.body', { count: pending.lessons.length })}
          confirm={t('schedule.conflict.confirm')}
          cancel={t('schedule.conflict.keep')}
          onConfirm={pending.retry}
          onClose={() => setPending(null)}
        >
          <ul className="mt-3 space-y-1 text-sm">
            {pending.lessons.map((l) => (
              <li key={l.id}>
                • {l.student.displayName} — {formatDateTime(l.start, zone)}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
}
