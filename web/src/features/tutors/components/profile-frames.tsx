import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n';

/** Says whose eyes this page is for: the applicant's own preview, or staff looking at an applicant. */
export function PreviewBanner({ own }: { own: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      data-testid="preview-banner"
      className="mb-4 grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-700">{t('tutorProfile.preview.title')}</p>
      <p>{t(own ? 'tutorProfile.preview.body' : 'tutorProfile.preview.staffBody')}</p>
      {own && (
        <div className="flex flex-wrap gap-2">
          <Link to="/tutor/onboarding" className="btn-ghost">
            {t('tutorProfile.preview.back')}
          </Link>
        </div>
      )}
    </div>
  );
}

export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    // at least a screen tall, like the profile it stands for: the footer stays below the fold instead of jumping away
    <div
      className="container grid min-h-[calc(100vh-4rem)] content-start gap-6 py-6 md:py-8 lg:grid-cols-[minmax(0,1fr)_26rem]"
      role="status"
      aria-busy="true"
      aria-label={t('app.loading')}
    >
      <div className="card flex animate-pulse gap-4 p-6">
        <div className="h-24 w-24 shrink-0 rounded-2xl bg-gray-200" />
        <div className="flex-1 space-y-3 pt-2">
          <div className="h-6 w-1/2 rounded bg-gray-200" />
          <div className="h-4 w-3/4 rounded bg-gray-100" />
          <div className="h-4 w-1/3 rounded bg-gray-100" />
        </div>
      </div>
      <div className="card h-72 animate-pulse bg-gray-50" />
    </div>
  );
}

/** The booking panel's frame while its code loads: the card with the title and the four steps' rows. */
export function BookingPanelSkeleton() {
  return (
    <div className="card min-w-0 animate-pulse p-5 md:p-6" aria-hidden data-needs-js>
      <div className="h-7 w-1/3 rounded bg-gray-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-gray-100" />
      <div className="mt-5 space-y-5">
        <div className="h-24 rounded-xl bg-gray-100" />
        {[1, 2, 3].map((n) => (
          <div key={n} className="h-12 rounded-xl bg-gray-50" />
        ))}
      </div>
    </div>
  );
}
