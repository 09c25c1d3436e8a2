import { LOCALE, TIME_ZONE } from '@kalam/core/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDateTime, formatMinutes, formatMoney } from '../../../lib/format';
import { usePaging } from '../../../lib/use-paging';
import { useEarnings, useEarningsExport } from '../api/earnings';
import '../i18n';

// The month a time falls in, in Cairo: "2026-11" (the API's month), and its name: «نوفمبر ٢٠٢٦».
const monthKey = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });
const monthName = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: 'numeric', month: 'long' });

/**
 * What each taught lesson earned, a month at a time (the months of the chart, newest first), with the month's sum and a
 * spreadsheet of it: what a tutor checks against a transfer or hands to an accountant.
 */
export function EarningsByLesson({ months }: { months: number[] }) {
  const { t } = useTranslation();
  const choices = months.toReversed().map((start) => ({ key: monthKey.format(start), name: monthName.format(start) }));
  const [month, setMonth] = useState(choices[0]?.key ?? '');
  const { page, size, pager } = usePaging(10, month);
  const earnings = useEarnings({ month, page, size });
  const save = useEarningsExport();
  const selectId = useId();
  const name = choices.find((c) => c.key === month)?.name ?? month;
  const columns = ['when', 'student', 'duration', 'earned'] as const;
  const label = (c: (typeof columns)[number]) => t(`invoices.lessons.columns.${c}`);
  return (
    <section aria-labelledby="earnings-lessons-title" data-testid="earnings-by-lesson">
      <h2 id="earnings-lessons-title" className="mb-4 text-xl font-700 text-brand-900">
        {t('invoices.lessons.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="label">
            {t('invoices.lessons.month')}
          </label>
          <select id={selectId} className="input" value={month} onChange={(e) => setMonth(e.target.value)}>
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-ghost" disabled={save.isPending} onClick={() => save.mutate(month)}>
          {t(save.isPending ? 'invoices.lessons.exporting' : 'invoices.lessons.export')}
        </button>
      </div>
      {save.isError && (
        <p role="alert" className="mb-3 text-red-700">
          {apiErrorMessage(t, save.error)}
        </p>
      )}
      <QueryState
        query={earnings}
        error={t('invoices.lessons.error')}
        empty={({ total }) => total === 0 && t('invoices.lessons.empty', { month: name })}
      >
        {({ list, total, earned }) => (
          <>
            <p className="mb-3 font-600 text-gray-800" data-testid="earnings-month-sum" data-count={total}>
              {t('invoices.lessons.sum', { count: total, month: name, amount: formatMoney(earned) })}
            </p>
            <div className="relative md:card md:overflow-x-auto">
              <table className={TABLE}>
                <TableHead caption={t('invoices.lessons.title')} labels={columns.map(label)} actions={t('invoices.lessons.columns.open')} />
                <tbody className={BODY}>
                  {list.map((l) => (
                    <tr key={l.lessonId} className={ROW} data-testid="earning-row">
                      <td className={CELL} data-label={label('when')}>
                        {formatDateTime(l.start)}
                      </td>
                      <td className={CELL} data-label={label('student')}>
                        <bdi>{l.student.displayName}</bdi>
                      </td>
                      <td className={CELL} data-label={label('duration')}>
                        {formatMinutes(l.duration)}
                      </td>
                      <td className={`${CELL} font-700`} data-label={label('earned')}>
                        {formatMoney(l.earned)}
                      </td>
                      <td className={ACTIONS_CELL}>
                        <Link to={`/lesson/${l.lessonId}`} className="btn-ghost px-3 py-1.5 text-sm">
                          {t('invoices.lessons.open')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination {...pager(total)} />
          </>
        )}
      </QueryState>
    </section>
  );
}
