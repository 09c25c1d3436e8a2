import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { LocalMedia } from '../hooks/use-local-media';
import { useMicLevel } from '../hooks/use-mic-level';
import { VideoView } from './video-view';
import '../i18n';
import '../../../lib/live-errors';
import '../../../lib/error-messages';

/** Step one: camera and microphone pickers, a live preview, a microphone meter, and each device error with its fix. */
export function DeviceCheck({ local, onContinue }: { local: LocalMedia; onContinue: () => void }) {
  const { t } = useTranslation();
  const checking = local.status === 'checking' || local.status === 'idle';
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="device-check-title" data-testid="device-check">
      <h2 id="device-check-title" className="text-xl font-700 text-brand-900">
        {t('session.devices.title')}
      </h2>
      <p className="mt-1 text-gray-600">{t('session.devices.subtitle')}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative aspect-video overflow-hidden rounded-xl bg-gray-900">
          {local.stream && (
            <VideoView
              stream={local.stream}
              muted
              mirrored
              label={t('session.devices.preview')}
              className="h-full w-full object-cover"
              testId="device-preview"
            />
          )}
          {checking && (
            <p role="status" className="absolute inset-0 grid place-items-center p-4 text-center text-gray-100">
              {t('session.devices.checking')}
            </p>
          )}
          {local.status === 'error' && local.error && (
            <div
              role="alert"
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 overflow-y-auto bg-red-50 p-4 text-center"
              data-testid="device-error"
              data-code={local.error}
            >
              <p className="font-700 text-red-800">{t(`errors.media.${local.error}`)}</p>
              <p className="text-sm text-red-900">{t(`session.devices.fix.${local.error}`)}</p>
              <button type="button" className="btn-ghost mt-1" onClick={local.retry}>
                {t('session.devices.retry')}
              </button>
            </div>
          )}
        </div>
        <div className="flex flex-col gap-3">
          <DeviceSelect
            label={t('session.devices.camera')}
            devices={local.cameras}
            value={local.choice.camera}
            unnamed="session.devices.unnamedCamera"
            disabled={checking}
            onChange={(id) => local.choose('camera', id)}
          />
          <DeviceSelect
            label={t('session.devices.mic')}
            devices={local.mics}
            value={local.choice.mic}
            unnamed="session.devices.unnamedMic"
            disabled={checking}
            onChange={(id) => local.choose('mic', id)}
          />
          <MicMeter stream={local.stream} />
          {local.status === 'ready' && (
            <p role="status" className="text-sm font-600 text-green-700">
              ✓ {t('session.devices.ok')}
            </p>
          )}
          <button type="button" className="btn-primary mt-auto" disabled={local.status !== 'ready'} onClick={onContinue}>
            {t('session.devices.continue')}
          </button>
        </div>
      </div>
    </section>
  );
}

function DeviceSelect({
  label,
  devices,
  value,
  unnamed,
  disabled,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string | null;
  unnamed: string;
  disabled: boolean;
  onChange: (deviceId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // before permission the browser lists devices without ids or names: nothing to choose from yet
  const listed = devices.filter((d) => d.deviceId);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-600 text-gray-800">
        {label}
      </label>
      <select
        id={id}
        className="input py-2"
        value={value ?? ''}
        disabled={disabled || listed.length === 0}
        onChange={(e) => onChange(e.target.value)}
      >
        {listed.length === 0 && <option value="">—</option>}
        {listed.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || t(unnamed, { n: formatNumber(i + 1) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function MicMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation();
  const level = useMicLevel(stream);
  if (level === null) return null;
  const percent = Math.round(level * 100);
  return (
    <div>
      <p className="text-sm font-600 text-gray-800">{t('session.devices.level')}</p>
      <div
        role="meter"
        aria-label={t('session.devices.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-gray-200"
        data-testid="mic-level"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-gray-500">{t('session.devices.speak')}</p>
    </div>
  );
}
