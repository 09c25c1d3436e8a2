import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { holdInstallPrompt } from '../../lib/install-prompt';
import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.pwa.json';

addTranslations(bundle);

/**
 * Loaded after the page's load event: registers the service worker (so it adds nothing to the first page) and, when a
 * new version is waiting, offers to switch to it; the page reloads once the new worker has taken over.
 */
export default function AppUpdates() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    holdInstallPrompt();
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => setWaiting(wb));
    wb.addEventListener('controlling', (e) => (e as unknown as { isUpdate?: boolean }).isUpdate && window.location.reload());
    void wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
  }, []);
  if (!waiting) return null;
  return (
    <div role="status" className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-brand-600 bg-white p-4 shadow-lg" data-testid="update-available">
      <p className="flex-1 min-w-[10rem] text-sm">{t('pwa.updateAvailable')}</p>
      <button type="button" className="btn-primary" onClick={() => waiting.messageSkipWaiting()}>{t('pwa.update')}</button>
      <button type="button" className="btn-ghost" onClick={() => setWaiting(null)}>{t('pwa.later')}</button>
    </div>
  );
}
