import { BOUNDS, daysFrom, type LessonView, localDate, localTime, type ScheduleView, spanOf, TIME_ZONE } from '@kalam/core';
import { Role, type Weekday } from '@kalam/core/enums';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Modal } from '../components/modal';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { useToast } from '../components/toast';
import { conflictOf, type NewAvailability, useAddAvailability, useOwnAvailability, useRemoveAvailability } from '../features/schedule/api';
import { ApiError } from '../lib/api';
import { formatDateTime, formatDay, formatMinutes, formatTime, formatWeekday } from '../lib/format';
import { useSession } from '../lib/session';
import '../features/schedule/i18n';
import '../lib/error-messages';

// Saturday first, as the week starts in Egypt.
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;
const QUARTERS = Array.from({ length: 96 }, (_, i) => i * 15);
const LENGTHS = Array.from({ length: 47 }, (_, i) => 30 + i * 15).filter((m) => m <= 720);
const clock = (minute: number) => formatTime(Date.UTC(2026, 0, 1, Math.floor(minute / 60), minute % 60), 'UTC');

type Pending = { lessons: LessonView[]; retry: () => void };

export default function ScheduleManagement() {
  const { t } = useTranslation();
  const { user } = useSession();
  // templates are kept in Cairo time, the platform's zone
  const zone = TIME_ZONE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the days are recomputed when the zone changes, not on every render's clock
  const days = useMemo(() => daysFrom(Date.now(), 14, zone), [zone]);
  const span = spanOf(days);
  const own = useOwnAvailability(span.start, span.end);
  const add = useAddAvailability();
  const remove = useRemoveAvailability();
  const [pending, setPending] = useState<Pending | null>(null);
  const toast = useToast();
  const setNotice = (text: string | null, type: 'success' | 'error' = 'success') => text && toast({ type, title: text });

  if (!user) return <Navigate to="/login?next=/schedule-management" replace />;
  if (user.role !== Role.Tutor && user.role !== Role.TutorManager) {
    return <div className="container py-16 text-center text-gray-700">{t('schedule.onlyTutors')}</div>;
  }

  /** Runs a change; a 409 `conflicting-lessons` asks the tutor before cancelling the lessons it names. */
  const run = (act: (confirm: boolean) => Promise<unknown>, done: string) => {
    act(false).then(
      () => setNotice(done),
      (err) => {
        const lessons = err instanceof ApiError && err.code === 'conflicting-lessons' ? conflictOf(err.details) : null;
        if (lessons)
          setPending({
            lessons,
            retry: () =>
              act(true).then(() => {
                setPending(null);
                setNotice(t('schedule.lessonsCanceled', { count: lessons.length }));
              }),
          });
        else
          setNotice(
            err instanceof ApiError
              ? Object.values(err.errors)[0]
                ? t(`errors.field.${Object.values(err.errors)[0]}`)
                : t(`errors.api.${err.code}`)
              : t('common.genericError'),
            'error',
          );
      },
    );
  };

  return (
    <>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')} />
      <div className="container grid gap-6 pb-16 lg:grid-cols-2 lg:items-start">
        <section className="card min-w-0 p-5" aria-labelledby="templates-title">
          <h2 id="templates-title" className="text-lg font-700 text-brand-900">
            {t('schedule.templates')}
          </h2>
          <QueryState
            query={own}
            error={t('schedule.error')}
            empty={({ schedules }) => !schedules?.length && <p className="mt-3 text-gray-600">{t('schedule.noTemplates')}</p>}
          >
            {({ schedules }) => (
              <ul className="mt-3 divide-y divide-gray-100">
                {schedules?.map((s) => (
                  <li key={s.id} className="flex items-start justify-between gap-3 py-3" data-testid="schedule-item">
                    <div>
                      <p className="font-700 text-gray-900">{s.title}</p>
                      <p className="text-sm text-gray-600">{describe(s)}</p>
                    </div>
                    <button
                      type="button"
                      className="btn-ghost text-sm text-red-700"
                      disabled={remove.isPending}
                      onClick={() => run((confirm) => remove.mutateAsync({ id: s.id, type: 'schedule', confirm }), t('schedule.removed'))}
                    >
                      {t('schedule.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <TemplateForm onSubmit={(body) => run(() => add.mutateAsync(body), t('schedule.added'))} error={add.error} busy={add.isPending} />
        </section>

        <div className="grid min-w-0 gap-6">
          <section className="card p-5" aria-labelledby="slot-title">
            <h2 id="slot-title" className="text-lg font-700 text-brand-900">
              {t('schedule.oneOff')}
            </h2>
            {own.data?.slots?.length ? (
              <ul className="mt-3 divide-y divide-gray-100">
                {own.data.slots.map((s) => (
                  <li key={s.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span>
                      <span
                        className={`me-2 rounded-full px-2 py-0.5 text-xs font-700 ${s.kind === 'add' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
                      >
                        {t(`schedule.kind.${s.kind}`)}
                      </span>
                      {formatDateTime(s.start, zone)} – {formatTime(s.end, zone)}
                    </span>
                    <button
                      type="button"
                      className="btn-ghost text-xs text-red-700"
                      onClick={() => run((confirm) => remove.mutateAsync({ id: s.id, type: 'slot', confirm }), t('schedule.removed'))}
                    >
                      {t('schedule.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <SlotForm onSubmit={(body) => run((confirm) => add.mutateAsync({ ...body, confirm }), t('schedule.added'))} />
          </section>

          <section className="card p-5" aria-labelledby="preview-title">
            <h2 id="preview-title" className="text-lg font-700 text-brand-900">
              {t('schedule.preview')}
            </h2>
            <p className="text-sm text-gray-500">{t('schedule.previewHint')}</p>
            <ul className="mt-3 space-y-2 text-sm" data-testid="schedule-preview">
              {days.map((d) => {
                const ranges = (own.data?.bookable ?? []).filter((r) => r.start < d.end && r.end > d.start);
                const { weekday, day } = formatDay(d.start, zone);
                return (
                  <li key={d.start} className="flex flex-wrap gap-x-3">
                    <span className="w-28 font-600 text-gray-800">
                      {weekday} {day}
                    </span>
                    <span className="text-gray-600">
                      {ranges.length
                        ? ranges
                            .map((r) => `${formatTime(Math.max(r.start, d.start), zone)} – ${formatTime(Math.min(r.end, d.end), zone)}`)
                            .join('، ')
                        : t('schedule.closed')}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>

      {pending && (
        <Modal role="alertdialog" title={t('schedule.conflict.title')} onClose={() => setPending(null)}>
          <p className="text-gray-700">{t('schedule.conflict.body', { count: pending.lessons.length })}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {pending.lessons.map((l) => (
              <li key={l.id}>
                • {l.student.displayName} — {formatDateTime(l.start, zone)}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex gap-2">
            <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={pending.retry}>
              {t('schedule.conflict.confirm')}
            </button>
            <button type="button" className="btn-ghost" data-autofocus onClick={() => setPending(null)}>
              {t('schedule.conflict.keep')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );

  function describe(s: ScheduleView) {
    const days = WEEK.filter((d) => s.weekdays.includes(d))
      .map(formatWeekday)
      .join('، ');
    return t('schedule.describe', {
      days,
      from: clock(s.startMinute),
      to: clock((s.startMinute + s.durationMinutes) % 1440),
      length: formatMinutes(s.durationMinutes),
    });
  }
}

function TemplateForm({ onSubmit, error, busy }: { onSubmit: (body: NewAvailability) => void; error: unknown; busy: boolean }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [days, setDays] = useState<Weekday[]>([]);
  const [start, setStart] = useState(18 * 60);
  const [length, setLength] = useState(120);
  const fieldErrors = error instanceof ApiError ? error.errors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({
      type: 'schedule',
      title,
      weekdays: days,
      startMinute: start,
      durationMinutes: length,
      timeZone: TIME_ZONE,
      validFrom: localTime(localDate(Date.now()), 0),
    });
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-4 border-t border-gray-100 pt-5" noValidate>
      <h3 className="font-700 text-gray-900">{t('schedule.newTemplate')}</h3>
      <label className="block">
        <span className="mb-1 block text-sm font-600">{t('schedule.fields.title')}</span>
        <input
          className="input w-full"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={BOUNDS.scheduleTitle.max}
          aria-invalid={!!fieldErrors.title}
        />
        {fieldErrors.title && <span className="text-sm text-red-700">{t(`errors.field.${fieldErrors.title}`)}</span>}
      </label>
      <fieldset>
        <legend className="mb-1 text-sm font-600">{t('schedule.fields.days')}</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK.map((d) => (
            <label
              key={d}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm ${days.includes(d) ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-200'}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={days.includes(d)}
                onChange={() => setDays(days.includes(d) ? days.filter((x) => x !== d) : [...days, d])}
              />
              {formatWeekday(d)}
            </label>
          ))}
        </div>
        {fieldErrors.weekdays && <span className="text-sm text-red-700">{t('schedule.pickDays')}</span>}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <label className="block">
          <span className="mb-1 block text-sm font-600">{t('schedule.fields.start')}</span>
          <select className="input w-full" value={start} onChange={(e) => setStart(Number(e.target.value))}>
            {QUARTERS.map((m) => (
              <option key={m} value={m}>
                {clock(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-600">{t('schedule.fields.length')}</span>
          <select className="input w-full" value={length} onChange={(e) => setLength(Number(e.target.value))}>
            {LENGTHS.map((m) => (
              <option key={m} value={m}>
                {formatMinutes(m)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error instanceof ApiError && !Object.keys(fieldErrors).length && error.code !== 'conflicting-lessons' && (
        <p role="alert" className="text-sm text-red-700">
          {t(`errors.api.${error.code}`)}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t('schedule.addTemplate')}
      </button>
    </form>
  );
}

function SlotForm({ onSubmit }: { onSubmit: (body: { type: 'slot'; kind: 'add' | 'remove'; start: number; end: number }) => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(localDate(Date.now() + 86_400_000));
  const [from, setFrom] = useState(10 * 60);
  const [to, setTo] = useState(12 * 60);
  const [kind, setKind] = useState<'add' | 'remove'>('add');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ type: 'slot', kind, start: localTime(date, from), end: localTime(date, to === 0 ? 1440 : to) });
  };
  return (
    <form onSubmit={submit} className="mt-4 grid grid-cols-2 gap-3" noValidate>
      <label className="block">
        <span className="mb-1 block text-sm font-600">{t('schedule.fields.kind')}</span>
        <select className="input w-full" value={kind} onChange={(e) => setKind(e.target.value as 'add' | 'remove')}>
          <option value="add">{t('schedule.kind.add')}</option>
          <option value="remove">{t('schedule.kind.remove')}</option>
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-600">{t('schedule.fields.date')}</span>
        <input type="date" className="input w-full" value={date} min={localDate(Date.now())} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-600">{t('schedule.fields.from')}</span>
        <select className="input w-full" value={from} onChange={(e) => setFrom(Number(e.target.value))}>
          {QUARTERS.map((m) => (
            <option key={m} value={m}>
              {clock(m)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-600">{t('schedule.fields.to')}</span>
        <select className="input w-full" value={to} onChange={(e) => setTo(Number(e.target.value))}>
          {QUARTERS.map((m) => (
            <option key={m} value={m}>
              {clock(m)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-ghost col-span-2">
        {t('schedule.saveSlot')}
      </button>
    </form>
  );
}
