import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/page-blocks';
import '../i18n';

/** An unknown lesson, or one of someone else's: the same answer, with the way to one's own lessons. */
export function SessionNotFound() {
  const { t } = useTranslation();
  return (
    <Notice title={t('session.notFound.title')} body={t('session.notFound.body')} testId="session-not-found">
      <Link to="/upcoming-lessons" className="btn-primary">
        {t('session.back')}
      </Link>
    </Notice>
  );
}
