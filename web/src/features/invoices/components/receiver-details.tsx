import type { InvoiceView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { useBankName } from '../api/banks';
import '../i18n';

/** The method and where the money goes: wallet number, bank account and holder, or InstaPay username. */
export function ReceiverDetails({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const bankName = useBankName();
  return (
    <span className="flex flex-col">
      <span className="font-600">{t(`invoices.methods.${invoice.method}`)}</span>
      {invoice.method === 'wallet' && (
        <span className="text-sm text-gray-600">
          <bdi dir="ltr">{invoice.phone}</bdi>
        </span>
      )}
      {invoice.method === 'instapay' && (
        <span className="text-sm text-gray-600">
          <bdi dir="ltr">{invoice.username}</bdi>
        </span>
      )}
      {invoice.method === 'bank' && (
        <span className="text-sm text-gray-600">
          {invoice.bank ? bankName(invoice.bank) : ''}
          {invoice.account && (
            <>
              {' '}
              · <bdi dir="ltr">{invoice.account}</bdi>
            </>
          )}
          {invoice.receiver && <> · {invoice.receiver}</>}
        </span>
      )}
    </span>
  );
}
