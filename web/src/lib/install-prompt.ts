import { STORAGE_KEYS } from '@kalam/core/constants';

/** Chromium's install offer, held back from the landing page and kept for the one moment we ask (after a first booking). */
type InstallEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };
let held: InstallEvent | null = null;

/** Called by the lazily loaded app-install module: the browser's own banner never shows on its own. */
export function holdInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    held = e as InstallEvent;
  });
}

/** Whether we may still offer the install and the phone's notifications: once per browser, after a first booking. */
export const phoneOfferPending = () => localStorage.getItem(STORAGE_KEYS.phoneOffer) === null;
export const markPhoneOfferShown = () => localStorage.setItem(STORAGE_KEYS.phoneOffer, String(Date.now()));

export const canInstall = () => held !== null;

export async function install(): Promise<boolean> {
  if (!held) return false;
  const event = held;
  held = null;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
