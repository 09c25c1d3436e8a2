import type { MarkView } from '@kalam/core/api';
import { LOCALE } from '@kalam/core/constants';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useHomeworkDone } from '../api';
import '../i18n';

type Of<K extends MarkView['kind']> = Extract<MarkView, { kind: K }>;
const dueDay = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/**
 * A lesson's marks by kind: new words, corrections, homework. The student ticks homework done; the tutor sees it done
 * and, inside the window, gets `actions` on each mark (edit, delete).
 */
export function MarkList({
  lessonId,
  marks,
  student,
  actions,
}: {
  lessonId: number;
  marks: MarkView[];
  /** the viewer is the lesson's student: homework can be ticked */
  student: boolean;
  actions?: (mark: MarkView) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const words = marks.filter((m): m is Of<'word'> => m.kind === 'word');
  const corrections = marks.filter((m): m is Of<'correction'> => m.kind === 'correction');
  const homework = marks.filter((m): m is Of<'homework'> => m.kind === 'homework');
  return (
    <div className="flex flex-col gap-5">
      {words.length > 0 && (
        <Section title={t('takeaways.kinds.word')} count={words.length} testId="recap-words">
          {words.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-3 py-2.5" data-testid="mark">
              <div className="min-w-0">
                <p className="break-words">
                  <bdi dir="ltr" lang="en" className="font-700 text-brand-900">
                    {m.word}
                  </bdi>
                  <span className="mx-2 text-gray-400" aria-hidden>
                    —
                  </span>
                  <span dir="auto" className="text-gray-900">
                    {m.meaning}
                  </span>
                </p>
                {m.example && (
                  <p className="mt-0.5 break-words text-sm italic text-gray-600" dir="auto" lang="en">
                    {m.example}
                  </p>
                )}
              </div>
              {actions?.(m)}
            </li>
          ))}
        </Section>
      )}
      {corrections.length > 0 && (
        <Section title={t('takeaways.kinds.correction')} count={corrections.length} testId="recap-corrections">
          {corrections.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-3 py-2.5" data-testid="mark">
              <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-gray-500">{t('takeaways.said')}</dt>
                <dd className="break-words text-red-800 line-through decoration-red-300" dir="auto">
                  {m.said}
                </dd>
                <dt className="text-gray-500">{t('takeaways.better')}</dt>
                <dd className="break-words font-700 text-green-800" dir="auto">
                  {m.better}
                </dd>
              </dl>
              {actions?.(m)}
            </li>
          ))}
        </Section>
      )}
      {homework.length > 0 && (
        <Section title={t('takeaways.kinds.homework')} count={homework.length} testId="recap-homework">
          {homework.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-3 py-2.5" data-testid="mark">
              <Homework lessonId={lessonId} mark={m} student={student} />
              {actions?.(m)}
            </li>
          ))}
        </Section>
      )}
    </div>
  );
}

function Section({ title, count, testId, children }: { title: string; count: number; testId: string; children: React.ReactNode }) {
  return (
    <section data-testid={testId}>
      <h3 className="flex items-center gap-2 font-700 text-gray-900">
        {title}
        <span className="rounded-full bg-gray-100 px-2 text-xs font-600 text-gray-600">{formatNumber(count)}</span>
      </h3>
      <ul className="divide-y divide-gray-100">{children}</ul>
    </section>
  );
}

function Homework({ lessonId, mark, student }: { lessonId: number; mark: Of<'homework'>; student: boolean }) {
  const { t } = useTranslation();
  const done = useHomeworkDone(lessonId);
  const due = mark.due && <p className="text-xs text-gray-500">{t('takeaways.due', { day: dueDay.format(Date.parse(mark.due)) })}</p>;
  if (!student)
    return (
      <div className="min-w-0">
        <p className="whitespace-pre-line break-words text-gray-900" dir="auto">
          {mark.task}
        </p>
        {due}
        <p className={`mt-1 text-xs font-700 ${mark.doneAt ? 'text-green-700' : 'text-gray-500'}`} data-testid="homework-state">
          {mark.doneAt ? t('takeaways.doneByStudent') : t('takeaways.notDoneYet')}
        </p>
      </div>
    );
  return (
    <div className="min-w-0">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-green-700"
          // the student's tick shows at once, while it is saved, instead of springing back until the answer
          checked={done.isPending ? done.variables.done : mark.doneAt !== null}
          disabled={done.isPending}
          onChange={(e) => done.mutate({ id: mark.id, done: e.target.checked })}
        />
        <span className={`whitespace-pre-line break-words ${mark.doneAt ? 'text-gray-500 line-through' : 'text-gray-900'}`} dir="auto">
          {mark.task}
        </span>
      </label>
      <div className="ms-8">
        {due}
        {done.isError && (
          <p role="alert" className="text-xs font-600 text-red-700">
            {apiErrorMessage(t, done.error)}
          </p>
        )}
      </div>
    </div>
  );
}
