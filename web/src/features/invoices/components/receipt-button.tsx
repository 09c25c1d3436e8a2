import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { receiptQuery } from '../api/receipt';
import '../i18n';

/** "View receipt": fetches the private file with the token and shows it from a blob URL. */
export function ReceiptButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        {t('invoices.receipt.view')}
      </button>
      {open && <ReceiptViewer path={path} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReceiptViewer({ path, onClose }: { path: string; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = useQuery(receiptQuery(path));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!receipt.data) return;
    const next = URL.createObjectURL(receipt.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [receipt.data]);
  const type = receipt.data?.type ?? '';
  const name = path.split('/').pop() ?? 'receipt';
  return (
    <Modal title={t('invoices.receipt.title')} onClose={onClose} wide>
      {receipt.isError ? (
        <p role="alert" className="text-red-700">
          {receipt.error instanceof ApiError && receipt.error.status === 404 ? t('invoices.receipt.missing') : t('invoices.receipt.error')}
        </p>
      ) : !url ? (
        <Spinner className="py-8" />
      ) : type.startsWith('image/') ? (
        <img
          src={url}
          alt={t('invoices.receipt.alt')}
          className="max-h-[70vh] w-full rounded-xl object-contain"
          data-testid="receipt-preview"
        />
      ) : type === 'application/pdf' ? (
        <object
          data={url}
          type="application/pdf"
          className="h-[70vh] w-full rounded-xl"
          aria-label={t('invoices.receipt.alt')}
          data-testid="receipt-preview"
        >
          <p className="text-gray-700">{t('invoices.receipt.noPreview')}</p>
        </object>
      ) : (
        <p className="text-gray-700">{t('invoices.receipt.noPreview')}</p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        {url && (
          <a href={url} target="_blank" rel="noopener" className="btn-primary">
            {t('invoices.receipt.open')}
          </a>
        )}
        {url && (
          <a href={url} download={name} className="btn-ghost">
            {t('invoices.receipt.download')}
          </a>
        )}
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
