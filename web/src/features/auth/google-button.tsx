import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorTexts } from '../../lib/error-texts';
import { useGoogleSignIn } from './api/google-sign-in';
import './i18n';

const CLIENT_ID = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;

interface GoogleIdentity {
  accounts: { id: { initialize(o: object): void; renderButton(el: HTMLElement, o: object): void } };
}

/** Google's own button (scopes openid, profile, email); shown only when a client id is configured at build time. */
export function GoogleButton({ accountRole, onSignedIn }: { accountRole: 3 | 4; onSignedIn: (userRole: number) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const signIn = useGoogleSignIn();
  const texts = useErrorTexts(signIn.isError);
  // biome-ignore lint/correctness/useExhaustiveDependencies: Google's script loads once per account role; the handlers it calls are read when it answers
  useEffect(() => {
    if (!CLIENT_ID || !ref.current) return;
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      google?.accounts.id.initialize({
        client_id: CLIENT_ID,
        callback: async ({ credential }: { credential: string }) =>
          onSignedIn((await signIn.mutateAsync({ idToken: credential, role: accountRole })).user.role),
      });
      if (ref.current) google?.accounts.id.renderButton(ref.current, { locale: 'ar', text: 'continue_with', width: 320 });
    };
    document.head.append(script);
    return () => script.remove();
  }, [accountRole]);
  if (!CLIENT_ID) return null;
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-sm text-gray-500">{t('auth.or')}</p>
      <div ref={ref} />
      {signIn.isError && texts && (
        <p role="alert" className="text-sm text-red-600">
          {t('errors.api.unauthenticated')}
        </p>
      )}
    </div>
  );
}
