import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSubject } from './report-dialog';

// The dialog and its strings load when someone opens it, not with the lesson or profile page.
const ReportDialog = lazy(() => import('./report-dialog'));

/** "Report a problem" about a lesson or a person; opens the report dialog. */
export function ReportButton({ subject, className = 'btn-ghost' }: { subject: ReportSubject; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="report-problem">
        {t('reports.action')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
