import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListHints } from '../api/list-tutors';
import '../i18n';

/**
 * What an empty list says: the close spelling the server found and each filter whose removal alone finds tutors
 * (with how many), as links that keep everything else; else clearing everything.
 */
export function NoResults({
  hints,
  hrefWith,
  labelOf,
  anyFilter,
}: {
  hints: ListHints | undefined;
  hrefWith: (change: Record<string, string | undefined>) => string;
  labelOf: (filter: ListHints['without'][number]['filter']) => string;
  anyFilter: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="py-10 text-center" data-testid="no-results">
      <p className="text-gray-700">{t('tutors.empty')}</p>
      {hints?.spelling && (
        <p className="mt-3">
          {t('tutors.hints.didYouMean')}{' '}
          <Link to={hrefWith({ search: hints.spelling })} className="font-700 text-brand-700 underline underline-offset-4">
            «<bdi>{hints.spelling}</bdi>»
          </Link>
        </p>
      )}
      {hints && hints.without.length > 0 && (
        <div className="mt-4">
          <p className="text-sm text-gray-600">{t('tutors.hints.dropOne')}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {hints.without.map((w) => (
              <li key={w.filter}>
                <Link to={hrefWith({ [w.filter]: undefined })} className="btn-ghost text-sm">
                  {t('tutors.hints.without', { filter: labelOf(w.filter), count: w.total })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {anyFilter && !hints?.without.length && (
        <Link to="/tutors" className="btn-ghost mt-4">
          {t('tutors.filters.clear')}
        </Link>
      )}
    </div>
  );
}
