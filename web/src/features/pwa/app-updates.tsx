import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.pwa.json';

addTranslations(bundle);

/** Chromium's install offer, held back (never on the landing page) for the one moment we ask: after a first booking. */
type InstallEvent = Event & { prompt(): Promise<void> };
let held: InstallEvent | null = null;
const OFFER_KEY = 'kalam.phoneOffer';

/**
 * Loaded after the load event of signed-in pages (decision 020): registers the service worker; offers a waiting new
 * version (the page reloads once it has taken over); after a first booking, once per browser, offers reminders on this
 * phone (consent is given on the settings screen) and installing the app.
 */
function AppUpdates() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => setWaiting(wb));
    wb.addEventListener('controlling', (e) => (e as unknown as { isUpdate?: boolean }).isUpdate && window.location.reload());
    void wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
    const hold = (e: Event) => (e.preventDefault(), (held = e as InstallEvent));
    const booked = () => {
      if (localStorage.getItem(OFFER_KEY) || (Notification.permission !== 'default' && !held)) return;
      localStorage.setItem(OFFER_KEY, String(Date.now()));
      setOffer(true);
    };
    window.addEventListener('beforeinstallprompt', hold);
    window.addEventListener('kalam:lesson-booked', booked);
    return () => (window.removeEventListener('beforeinstallprompt', hold), window.removeEventListener('kalam:lesson-booked', booked));
  }, []);
  const box =
    'above-tab-bar fixed inset-x-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-brand-600 bg-white p-4 shadow-lg';
  if (waiting) {
    return (
      <div role="status" className={box} data-testid="update-available">
        <p className="min-w-[10rem] flex-1 text-sm">{t('pwa.updateAvailable')}</p>
        <button type="button" className="btn-primary" onClick={() => waiting.messageSkipWaiting()}>
          {t('pwa.update')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setWaiting(null)}>
          {t('pwa.later')}
        </button>
      </div>
    );
  }
  if (!offer) return null;
  return (
    <aside className={box} aria-labelledby="phone-offer-title" data-testid="phone-offer">
      <div className="w-full text-sm">
        <h2 id="phone-offer-title" className="font-700 text-brand-900">
          {t('pwa.offerTitle')}
        </h2>
        <p className="mt-1 text-gray-700">{t('pwa.offerBody')}</p>
      </div>
      {Notification.permission === 'default' && (
        <a className="btn-primary" href="/s/settings#notifications">
          {t('pwa.enablePush')}
        </a>
      )}
      {held && (
        <button type="button" className="btn-ghost" onClick={() => void held?.prompt().finally(() => ((held = null), setOffer(false)))}>
          {t('pwa.install')}
        </button>
      )}
      <button type="button" className="btn-ghost" onClick={() => setOffer(false)}>
        {t('pwa.notNow')}
      </button>
    </aside>
  );
}

// Mounted on import into a small root of its own; the developers' phone preview frames the app, and its outer page registers.
if (window.self === window.top) {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<AppUpdates />);
}
