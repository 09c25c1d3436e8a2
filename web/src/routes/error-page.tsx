import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { downloadLog, logLine } from '../lib/log';
import NotFound from './not-found';

/** The shared error page: a way home and the log file for support. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  logLine('route-error', error);
  return (
    <section className="container py-20 text-center" data-testid="error-page">
      <p className="text-6xl" aria-hidden>
        ⚠️
      </p>
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

export default ErrorPage;
