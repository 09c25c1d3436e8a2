import { STORAGE_KEYS } from '@kalam/core/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { Spinner } from '../components/spinner';
import { useCurrentUser } from '../features/auth/api/current-user';
import { worksInApp } from '../features/auth/home-for';
import { useClientValue } from '../lib/client-value';
import { isDeveloper, isPhoneSimulated, setPhoneSimulated } from '../lib/dev-flags';
import { formatYear } from '../lib/format';
import { endSession, isSigningOut } from '../lib/session';

// The bell loads after the page: it is not part of the first screen.
const NotificationBell = lazy(() => import('../features/notifications/bell'));
// The signed-in menu loads once someone is signed in, so visitors' first pages stay light.
const UserMenu = lazy(() => import('./user-menu'));
const SignedInNotes = lazy(() => import('./user-menu').then((m) => ({ default: m.SignedInNotes })));
const SignedInTabBar = lazy(() => import('./signed-in-nav'));
const SignedInLinks = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.SignedInLinks })));

const publicLinks = [
  ['/tutors', 'nav.tutors'],
  ['/pricing', 'nav.pricing'],
  ['/method', 'nav.method'],
  ['/faq', 'nav.faq'],
  ['/contact', 'nav.contact'],
] as const;

export function RootLayout() {
  const { t } = useTranslation();
  // developer settings live in this browser's storage: read after the first render, which matches the server's
  const [phone, setPhone] = useState(false);
  const { pathname, search } = useLocation();
  const inFrame = useClientValue(() => window.self !== window.top, false);
  useEffect(() => {
    setPhone(isPhoneSimulated());
    // The toggle may be flipped inside the simulated phone (another document): follow it.
    const follow = (e: StorageEvent) => e.key === STORAGE_KEYS.simulatePhone && setPhone(isPhoneSimulated());
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  const shell = <Shell phone={phone} onPhone={(on) => (setPhoneSimulated(on), setPhone(on))} />;
  if (!phone || inFrame) return shell;
  // Developer phone simulation: the app in a 390-px frame, so its own media queries see a phone.
  return (
    <div className="min-h-screen bg-gray-800 py-6" data-testid="phone-frame">
      <iframe
        title={t('footer.simulatePhone')}
        src={pathname + search}
        className="mx-auto block h-[844px] w-[390px] rounded-[2.5rem] border-8 border-black bg-white shadow-2xl"
      />
    </div>
  );
}

function Shell({ phone, onPhone }: { phone: boolean; onPhone: (on: boolean) => void }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const user = useCurrentUser();
  // the signed-in links themselves load with their menu
  const shell = Boolean(user && worksInApp(user.role));
  const menu = useMenu();
  useSignOutArrival();
  const close = () => menu.setOpen(false);
  // signed-in links are more: they fold into the menu below wide screens
  const navClass = shell
    ? `${menu.open ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col gap-1 border-b border-gray-200 bg-white p-4 lg:static lg:flex lg:flex-row lg:border-0 lg:p-0`
    : `${menu.open ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col gap-1 border-b border-gray-200 bg-white p-4 md:static md:flex md:flex-row md:border-0 md:p-0`;
  return (
    <div className={`flex min-h-screen flex-col ${shell ? 'has-tab-bar' : ''}`}>
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('app.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="container flex h-16 items-center justify-between gap-4">
          <Link to="/" className="flex items-center gap-2 text-2xl font-700 text-brand-700">
            <span className="grid h-9 w-9 place-items-center rounded-xl bg-brand-700 text-lg text-white" aria-hidden>
              {t('app.logoMark')}
            </span>
            {t('app.name')}
          </Link>
          <nav id="main-menu" aria-label={t('nav.main')} className={navClass}>
            {shell && user ? (
              <Suspense fallback={null}>
                <SignedInLinks user={user} onNavigate={close} />
              </Suspense>
            ) : (
              publicLinks.map(([to, key]) => (
                <NavLink
                  key={to}
                  to={to}
                  onClick={close}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 font-600 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-50'}`
                  }
                >
                  {t(key)}
                </NavLink>
              ))
            )}
            {!user && (
              <Link to="/login" onClick={close} className="btn-ghost mt-2 justify-center py-2 sm:hidden">
                {t('nav.login')}
              </Link>
            )}
          </nav>
          <div className="flex items-center gap-2">
            {user ? (
              <>
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
                <Suspense fallback={<span className="inline-block h-11 w-11" aria-hidden />}>
                  <UserMenu name={user.name} role={user.role} />
                </Suspense>
              </>
            ) : (
              <>
                <Link to="/login" className="btn-ghost hidden px-4 py-2 sm:inline-flex">
                  {t('nav.login')}
                </Link>
                <Link to="/register/student" className="btn-primary px-4 py-2">
                  {t('nav.register')}
                </Link>
              </>
            )}
            <button
              ref={menu.button}
              type="button"
              className={`btn-ghost px-3 py-2 ${shell ? 'lg:hidden' : 'md:hidden'}`}
              aria-expanded={menu.open}
              aria-controls="main-menu"
              onClick={() => menu.setOpen(!menu.open)}
            >
              {t('nav.menu')}
            </button>
          </div>
        </div>
        {navigation.state === 'loading' && (
          <div className="h-1 animate-pulse bg-brand-500" role="progressbar" aria-label={t('app.loading')} />
        )}
      </header>
      {user && (
        <Suspense fallback={null}>
          <SignedInNotes user={user} />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        {navigation.state === 'loading' ? <Spinner /> : <Outlet />}
      </main>
      <Footer phone={phone} onPhone={onPhone} signedIn={Boolean(user)} />
      {shell && user && (
        <Suspense fallback={null}>
          <SignedInTabBar user={user} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

/** A sign-out ends the session here, once the home page shows: the screen left behind is gone and cannot send to sign-in. */
function useSignOutArrival() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSigningOut(state)) return;
    endSession();
    // the history entry forgets it, so going back and forth later never signs anyone out
    void navigate(pathname + search, { replace: true, state: null });
  }, [state, pathname, search, navigate]);
}

/** The phone menu: closes once the address changes and on Escape, which gives focus back to its button. */
function useMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the trigger, not a value read
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, button };
}

function Footer({ phone, onPhone, signedIn }: { phone: boolean; onPhone: (on: boolean) => void; signedIn: boolean }) {
  const { t } = useTranslation();
  const developer = useClientValue(isDeveloper, false);
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container grid gap-8 py-10 md:grid-cols-3">
        <div>
          <p className="text-xl font-700">{t('app.name')}</p>
          <p className="mt-2 text-sm text-brand-100">{t('footer.about')}</p>
        </div>
        <div>
          <p className="font-700">{t('footer.links')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/tutors">{t('nav.tutors')}</Link>
            </li>
            <li>
              <Link to="/pricing">{t('nav.pricing')}</Link>
            </li>
            <li>
              <Link to="/tutor">{t('nav.becomeTutor')}</Link>
            </li>
            {!signedIn && (
              <li>
                <Link to="/login">{t('nav.login')}</Link>
              </li>
            )}
            <li>
              <Link to="/faq">{t('nav.faq')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-700">{t('footer.legal')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
          </ul>
          {developer && (
            <label className="mt-4 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={phone} onChange={(e) => onPhone(e.target.checked)} />
              {t('footer.simulatePhone')}
            </label>
          )}
        </div>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">
        {t('footer.rights', { year: formatYear(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
