import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cardKeys } from '../features/payments/api/saved-cards';
import { checkoutReturn } from '../features/payments/lib/navigation';
import '../features/payments/i18n';

/** Fawry's add-card page returns here with its own query; a status code other than 200 or an error means it failed. */
export default function CardAdded() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [back] = useState(checkoutReturn);
  const code = params.get('statusCode');
  const failed = params.has('error') || params.has('errorMessage') || (code !== null && code !== '200');
  const toCheckout = back.startsWith('/checkout/');

  useEffect(() => void client.invalidateQueries({ queryKey: cardKeys.all }), [client]);

  return (
    <section className="container max-w-xl py-16" data-testid="card-added">
      <div className={`card border-t-4 p-6 text-center md:p-8 ${failed ? 'border-t-red-600' : 'border-t-green-600'}`}>
        <span
          className={`mx-auto grid h-12 w-12 place-items-center rounded-full text-2xl ${failed ? 'bg-red-100 text-red-700' : 'bg-green-100 text-green-700'}`}
          aria-hidden
        >
          {failed ? '!' : '✓'}
        </span>
        <h1 className="mt-4 text-2xl font-700 text-gray-900">{failed ? t('cardAdded.failedTitle') : t('cardAdded.title')}</h1>
        <p className="mt-3 text-gray-600">{failed ? t('cardAdded.failedBody') : t('cardAdded.body')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={back} className="btn-primary">
            {toCheckout ? t('cardAdded.backToCheckout') : t('cardAdded.continue')}
          </Link>
          <Link to="/payments" className="btn-ghost">
            {t('cardAdded.payments')}
          </Link>
        </div>
      </div>
    </section>
  );
}
