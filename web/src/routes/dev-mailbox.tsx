import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';
import { api } from '../lib/api';
import { formatDateTime } from '../lib/format';
import '../features/auth/i18n';
import '../lib/error-messages';

/** Development mailbox: the emails and messages the app sent locally. */
export default function DevMailbox() {
  const { t } = useTranslation();
  const mail = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => api.get('/dev/outbox'),
    refetchInterval: 3000,
  });
  return (
    <section className="container py-10">
      <h1 className="text-3xl font-700 text-brand-900">{t('devMailbox.title')}</h1>
      <p className="mt-2 text-gray-600">{t('devMailbox.subtitle')}</p>
      {mail.isPending ? (
        <Spinner />
      ) : mail.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('errors.api.not-found')}
        </p>
      ) : mail.data.list.length === 0 ? (
        <p className="mt-6 text-gray-600">{t('devMailbox.empty')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {mail.data.list.map((m) => (
            <li key={m.id} className="card p-5" data-testid="mail">
              <p className="text-sm text-gray-500">
                {t('devMailbox.to')}:{' '}
                <span dir="ltr" data-testid="mail-to">
                  {m.to}
                </span>{' '}
                · {formatDateTime(m.createdAt)}
              </p>
              <p className="mt-1 font-700">{m.subject}</p>
              <pre
                className="mt-3 whitespace-pre-wrap break-words [overflow-wrap:anywhere] font-sans text-gray-800"
                data-testid="mail-body"
              >
                {m.body}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
