import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '@kalam/core/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { usePreferences, useSetPreference } from '../api/preferences';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../push';
import '../i18n';

/** Notification settings: one row per event, one column per channel; a cell an event does not have stays empty. */
export function PreferencesGrid({ phoneConfirmed }: { phoneConfirmed: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const prefs = usePreferences();
  /** read cell by cell: any event with any channel (a cell the event does not have is never shown) */
  const saved: NotificationPreferences | undefined = prefs.data;
  const set = useSetPreference();
  async function toggle(event: NotificationEvent, channel: NotificationChannel, enabled: boolean) {
    try {
      await set.mutateAsync({ event, channel, enabled });
      toast({ type: 'success', title: t('notificationSettings.saved') });
    } catch {
      toast({ type: 'error', title: t('common.genericError') });
    }
  }
  return (
    <div className="grid gap-4">
      <div>
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('notificationSettings.caption')}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-gray-600">
              <th scope="col" className="w-[40%] py-2 text-start font-600">
                {t('notificationSettings.event')}
              </th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col" className="px-1 py-2 text-center text-xs font-600 md:text-sm">
                  {t(`notificationSettings.channels.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <tr key={event} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="py-3 pe-1 text-start font-400">
                  {t(`notificationSettings.events.${event}`)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const has = NOTIFICATION_DEFAULTS[event][channel] !== undefined;
                  const label = t('notificationSettings.cell', {
                    event: t(`notificationSettings.events.${event}`),
                    channel: t(`notificationSettings.channels.${channel}`),
                  });
                  return (
                    <td key={channel} className="px-1 py-3 text-center">
                      {has ? (
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-700"
                          aria-label={label}
                          disabled={!prefs.data || set.isPending}
                          checked={saved?.[event][channel] ?? NOTIFICATION_DEFAULTS[event][channel]}
                          onChange={(e) => void toggle(event, channel, e.target.checked)}
                        />
                      ) : (
                        <span className="text-gray-300" aria-hidden="true">
                          —
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!phoneConfirmed && <p className="text-sm text-gray-600">{t('notificationSettings.whatsappNeedsPhone')}</p>}
      <PushOnThisDevice />
    </div>
  );
}

/** Pushes reach a device only after its owner says yes here (or after a first booking), never on load. */
export function PushOnThisDevice() {
  const { t } = useTranslation();
  const toast = useToast();
  const [state, setState] = useState<'checking' | 'on' | 'off' | 'unsupported' | 'denied'>('checking');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!pushSupported()) return void setState('unsupported');
    if (Notification.permission === 'denied') return void setState('denied');
    let live = true;
    void currentSubscription().then(
      (s) => live && setState(s ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => void (live = false);
  }, []);
  async function turnOn() {
    setBusy(true);
    try {
      const result = await enablePush();
      setState(result === 'enabled' ? 'on' : result === 'denied' ? 'denied' : 'unsupported');
      if (result === 'enabled') toast({ type: 'success', title: t('notificationSettings.push.enabled') });
    } catch {
      toast({ type: 'error', title: t('common.genericError') });
    } finally {
      setBusy(false);
    }
  }
  async function turnOff() {
    setBusy(true);
    try {
      await disablePush();
      setState('off');
    } catch {
      toast({ type: 'error', title: t('common.genericError') });
    } finally {
      setBusy(false);
    }
  }
  if (state === 'checking') return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-4 text-sm" data-testid="push-device">
      <p className="flex-1 min-w-[12rem]">{t(`notificationSettings.push.${state}`)}</p>
      {state === 'off' && (
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void turnOn()}>
          {t('notificationSettings.push.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="btn-ghost" disabled={busy} onClick={() => void turnOff()}>
          {t('notificationSettings.push.turnOff')}
        </button>
      )}
    </div>
  );
}
