import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import '../i18n';

/** Why a payment could not start, in Arabic, with the way forward when there is one. */
export function PaymentError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const api = error instanceof ApiError ? error : null;
  const code = api?.code;
  const message =
    code === 'subscription-exists' || code === 'invite-not-found' || code === 'plan-not-found' || code === 'fawry-payment-error'
      ? t(`checkout.errors.${code}`)
      : apiErrorMessage(t, error);
  // Fawry's own words help support; the envelope's message defaults to the code itself
  const provider = code === 'fawry-payment-error' && api?.message !== code ? (api?.message ?? null) : null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="payment-error">
      <p>{message}</p>
      {provider && (
        <p className="mt-1 text-sm" dir="auto">
          {t('checkout.errors.provider', { message: provider })}
        </p>
      )}
      {code === 'subscription-exists' && (
        <Link to="/payments" className="mt-2 inline-block font-700 underline">
          {t('checkout.errors.seePayments')}
        </Link>
      )}
      {(code === 'invite-not-found' || code === 'plan-not-found') && (
        <Link to="/subscription" className="mt-2 inline-block font-700 underline">
          {t('checkout.errors.seePlans')}
        </Link>
      )}
    </div>
  );
}
