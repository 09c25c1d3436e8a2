import type { CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { IsolatedText } from '../components/isolated-text';
import { useTimeZoneSync } from '../features/account/api/sync-time-zone';
import { homeFor, settingsFor } from '../features/auth/home-for';
import { forgetStoredSession, SIGNING_OUT } from '../lib/session';
import '../features/auth/i18n';

// What only a signed-in person's pages show loads once someone is signed in: visitors' pages never carry it.
const FeedbackDialog = lazy(() => import('../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/** Signing out lands on the home page from anywhere, the lesson page and the admin area included. */
function useSignOut() {
  const navigate = useNavigate();
  return () => {
    forgetStoredSession();
    void navigate('/', { state: SIGNING_OUT });
  };
}

export default function UserMenu({ name, role }: { name: string; role: number }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className="relative">
      {/* outside the header, whose backdrop blur would confine a fixed overlay to its own box */}
      {sharing &&
        createPortal(
          <Suspense fallback={null}>
            <FeedbackDialog page={pathname} onClose={() => setSharing(false)} />
          </Suspense>,
          document.body,
        )}
      <button
        type="button"
        className="btn-ghost px-3 py-2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('auth.menu.label')} ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        {/* the initial is drawn by CSS, so the button's visible text is the name its label carries */}
        <span
          className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 text-sm font-700 text-brand-800 before:content-[attr(data-initial)]"
          data-initial={name.trim()[0]}
          aria-hidden
        />
        {/* dir=auto: a Latin name is cut at its end, not its start */}
        <span className="hidden max-w-32 truncate sm:inline lg:max-w-48" dir="auto" data-testid="user-name">
          {name}
        </span>
      </button>
      {open && (
        <div role="menu" className="absolute end-0 top-12 z-50 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
          <p className="px-3 py-2 text-sm text-gray-500">{t('auth.menu.signedInAs', { name })}</p>
          <Link role="menuitem" to={homeFor(role)} className="block rounded-lg px-3 py-2 hover:bg-gray-50" onClick={() => setOpen(false)}>
            {t('auth.menu.dashboard')}
          </Link>
          <Link
            role="menuitem"
            to={settingsFor(role)}
            className="block rounded-lg px-3 py-2 hover:bg-gray-50"
            onClick={() => setOpen(false)}
          >
            {t('settings.title')}
          </Link>
          {(role === Role.Student || role === Role.Tutor) && (
            <button
              type="button"
              role="menuitem"
              className="block w-full rounded-lg px-3 py-2 text-start hover:bg-gray-50"
              onClick={() => (setOpen(false), setSharing(true))}
            >
              {t('auth.menu.feedback')}
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            className="block w-full rounded-lg px-3 py-2 text-start text-red-700 hover:bg-red-50"
            onClick={() => (setOpen(false), signOut())}
          >
            {t('auth.menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * What a signed-in person's pages add: their account follows the browser's time zone; an unconfirmed email is named;
 * after the page's load event the service worker registers (decision 020: visitors' pages do not download the app).
 */
export function SignedInNotes({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  useTimeZoneSync(user);
  useEffect(() => {
    const register = () => void import('../features/pwa/app-updates');
    if (document.readyState === 'complete') return register();
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return user.verified ? null : (
    <div role="note" className="border-b border-amber-200 bg-amber-50" data-testid="unverified-banner">
      <div className="container flex flex-wrap items-center justify-between gap-3 py-3 text-amber-900">
        <p>
          {/* the Latin address is isolated so the sentence's full stop stays at its end */}
          <IsolatedText text={t('auth.verify.banner', { email: user.email })} />
        </p>
        <Link to="/verify-email" className="btn bg-amber-700 px-4 py-1.5 text-white hover:bg-amber-800">
          {t('auth.verify.bannerAction')}
        </Link>
      </div>
    </div>
  );
}
