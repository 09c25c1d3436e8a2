import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { downloadLog, logLine } from '../lib/log';
import NotFound from './not-found';

/** The shared error page: a way home and the log file for support. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) logLine('route-error', error);
  }, [error, notFound]);
  if (notFound) return <NotFound />;
  return (
    <section className="container py-20 text-center" data-testid="error-page">
      <svg
        viewBox="0 0 24 24"
        className="mx-auto h-16 w-16 text-amber-500"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        <path d="M12 9v4M12 17h.01" />
      </svg>
      <h1 className="mt-4 text-3xl font-700 text-gray-900">{t('errorPage.title')}</h1>
      <p className="mx-auto mt-4 max-w-xl text-gray-600">{t('errorPage.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn-primary">
          {t('common.backHome')}
        </a>
        <button type="button" className="btn-ghost" onClick={() => downloadLog()}>
          {t('errorPage.saveLog')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => location.reload()}>
          {t('errorPage.reload')}
        </button>
      </div>
    </section>
  );
}
