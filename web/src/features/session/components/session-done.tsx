import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n';

/** After the call: left (and may come back while the lesson runs) or ended. */
export function SessionDone({ how, canRejoin, onRejoin }: { how: 'left' | 'ended'; canRejoin: boolean; onRejoin: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card p-6 text-center sm:p-8" data-testid="session-done" data-how={how}>
      <h2 className="text-xl font-700 text-brand-900">{t(how === 'left' ? 'session.done.leftTitle' : 'session.done.endedTitle')}</h2>
      <p className="mt-2 text-gray-600">{t(how === 'left' && canRejoin ? 'session.done.leftBody' : 'session.done.endedBody')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {how === 'left' && canRejoin && (
          <button type="button" className="btn-primary" onClick={onRejoin}>
            {t('session.done.rejoin')}
          </button>
        )}
        <Link to="/upcoming-lessons" className="btn-ghost">
          {t('session.back')}
        </Link>
      </div>
    </section>
  );
}
