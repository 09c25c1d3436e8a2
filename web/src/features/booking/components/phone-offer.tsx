import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../../../lib/i18n';
import { canInstall, install, markPhoneOfferShown, phoneOfferPending } from '../../../lib/install-prompt';
import { enablePush, pushSupported } from '../../../lib/push';
import bundle from '../../../locales/ar-EG.pwa.json';

addTranslations(bundle);

/** After a first booking, once per browser: reminders on this phone and, where the browser offers it, installing the app. */
export function PhoneOffer() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [pushOn, setPushOn] = useState(false);
  useEffect(() => {
    const offer = phoneOfferPending() && ((pushSupported() && Notification.permission === 'default') || canInstall());
    if (offer) markPhoneOfferShown();
    setShown(offer);
  }, []);
  if (!shown) return null;
  const showPush = pushSupported() && Notification.permission === 'default';
  return (
    <aside className="mt-5 rounded-xl bg-brand-50 p-4 text-sm" aria-labelledby="phone-offer-title" data-testid="phone-offer">
      <h3 id="phone-offer-title" className="font-700 text-brand-900">{t('pwa.offerTitle')}</h3>
      <p className="mt-1 text-gray-700">{t('pwa.offerBody')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {pushOn ? <p role="status" className="font-600 text-brand-800">{t('pwa.pushOn')}</p>
          : showPush && <button type="button" className="btn-primary" onClick={() => void enablePush().then((r) => setPushOn(r === 'enabled'), () => undefined)}>{t('pwa.enablePush')}</button>}
        {canInstall() && <button type="button" className="btn-ghost" onClick={() => void install()}>{t('pwa.install')}</button>}
        <button type="button" className="btn-ghost" onClick={() => setShown(false)}>{t('pwa.notNow')}</button>
      </div>
    </aside>
  );
}
