import type { SignInView } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { formatDateTime } from '../../lib/format';
import { useEndOtherSignIns, useEndSignIn, useSignIns } from './api/sign-ins';

/** The devices the user is signed in on, with a way to sign any other one out, or all of them at once. */
export function SignedInDevices() {
  const { t } = useTranslation();
  const toast = useToast();
  const signIns = useSignIns();
  const endOne = useEndSignIn();
  const endOthers = useEndOtherSignIns();
  const list = signIns.data ?? [];
  const others = list.filter((s) => !s.current).length;

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      toast({ type: 'success', title: t('devices.ended') });
    } catch {
      toast({ type: 'error', title: t('common.genericError') });
    }
  }

  return (
    <section className="card grid gap-4 p-6" aria-labelledby="devices-title">
      <h2 id="devices-title" className="text-xl font-700">
        {t('devices.title')}
      </h2>
      <p className="text-gray-600">{t('devices.hint')}</p>
      {signIns.isError && (
        <p role="alert" className="text-red-600">
          {t('common.genericError')}
        </p>
      )}
      <ul className="grid gap-3">
        {list.map((s) => (
          <li
            key={s.id}
            data-testid="signed-in-device"
            data-current={s.current}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 p-4"
          >
            <div className="grid gap-1">
              <span className="font-600">
                {deviceName(t, s)}
                {s.current && (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-800">{t('devices.thisDevice')}</span>
                )}
              </span>
              {s.area && (
                <span className="text-sm text-gray-600" dir="auto">
                  {t('devices.area', { area: s.area })}
                </span>
              )}
              <span className="text-sm text-gray-600">{t('devices.lastSeen', { when: formatDateTime(s.lastSeenAt) })}</span>
            </div>
            {!s.current && (
              <button type="button" className="btn-ghost" disabled={endOne.isPending} onClick={() => run(() => endOne.mutateAsync(s.id))}>
                {t('devices.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <div>
          <button type="button" className="btn-primary" disabled={endOthers.isPending} onClick={() => run(() => endOthers.mutateAsync())}>
            {t('devices.endOthers')}
          </button>
        </div>
      )}
    </section>
  );
}

function deviceName(t: (key: string, values?: Record<string, string>) => string, s: SignInView): string {
  if (s.browser && s.os) return t('devices.browserOn', { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t('devices.unknown');
}
