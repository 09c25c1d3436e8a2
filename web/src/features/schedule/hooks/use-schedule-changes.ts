import { type LessonView, localTime, weekOf } from '@kalam/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { conflictOf, useAddAvailability, useEditHours, useRemoveAvailability } from '../api';
import type { Day, HoursBlock, Placement } from '../lib/week';
import '../i18n';
import '../../../lib/error-messages';

type Pending = { lessons: LessonView[]; retry: () => void };
type Editing = { initial: Placement; block?: HoursBlock };

/**
 * The changes a host makes to their week, each sent once; one the server refuses for booked lessons waits in `pending`
 * for the host to confirm cancelling them. `editing` is the hours open in the dialog, closed once a change lands.
 */
export function useScheduleChanges(week: Day[], zone: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddAvailability();
  const edit = useEditHours();
  const remove = useRemoveAvailability();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

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
  const removeDay = ({ id, weekday }: HoursBlock) =>
    run((confirm) => remove.mutateAsync({ id, type: 'schedule', weekday, confirm }), t('schedule.removed'));
  const addTimeOff = (range: { start: number; end: number }) =>
    run((confirm) => add.mutateAsync({ type: 'slot', kind: 'remove', ...range, confirm }), t('schedule.timeOff.saved'));
  /** Removes one-off hours or time off; `then` runs once it is gone. */
  const removeSlot = (id: number, then?: () => void) =>
    run((confirm) => remove.mutateAsync({ id, type: 'slot', confirm }).then(then), t('schedule.removed'));

  return {
    addHours,
    changeHours,
    removeDay,
    addTimeOff,
    removeSlot,
    busy: add.isPending || edit.isPending || remove.isPending,
    pending,
    dismissPending: () => setPending(null),
    editing,
    setEditing,
  };
}
