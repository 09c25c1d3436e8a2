import type { PlatformSettingsView } from '@kalam/core/api';
import type { FieldErrorCode } from '@kalam/core/errors';
import { piastersToPounds } from '@kalam/core/numbers';
import { PLATFORM_SETTING_BOUNDS } from '@kalam/core/platform-settings';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { useToast } from '../../../components/toast';
import { formatMoney, formatNumber } from '../../../lib/format';
import { typedNumber, typedPiasters, useForm } from '../../../lib/use-form-errors';
import { type PlatformSettingsChange, useUpdatePlatformSettings } from '../api/platform-settings';
import '../i18n';

type Key = keyof PlatformSettingsView;
const KEYS: Key[] = ['tutorHourlyRate', 'cancellationWindowHours', 'withdrawalMin', 'withdrawalMax'];
/** Money settings are typed in pounds and sent in piasters; the window is whole hours. */
const isMoney = (key: Key) => key !== 'cancellationWindowHours';
const toText = (key: Key, value: number) => (isMoney(key) ? piastersToPounds(value) : String(value));
const toValue = (key: Key, text: string) => (isMoney(key) ? typedPiasters(text) : typedNumber(text));
const unreadable = (value: number | null) => value === null || Number.isNaN(value);

/** The hourly rate, cancellation window and withdrawal limits; only what changed is sent. */
export function SettingsForm({ settings }: { settings: PlatformSettingsView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm(() => Object.fromEntries(KEYS.map((k) => [k, toText(k, settings[k])])) as Record<Key, string>);
  const { values: texts, errors, formError } = form;
  const [notice, setNotice] = useState<string>();
  const update = useUpdatePlatformSettings();

  const rate = PLATFORM_SETTING_BOUNDS.tutorHourlyRate;
  const windowHours = PLATFORM_SETTING_BOUNDS.cancellationWindowHours;
  const withdrawal = PLATFORM_SETTING_BOUNDS.withdrawal;
  const range = {
    tutorHourlyRate: { min: formatMoney(rate.min), max: formatMoney(rate.max) },
    cancellationWindowHours: { min: formatNumber(windowHours.min), max: formatNumber(windowHours.max) },
    withdrawalMin: { min: formatMoney(withdrawal.min), max: formatMoney(withdrawal.max) },
    withdrawalMax: { min: formatMoney(withdrawal.min), max: formatMoney(withdrawal.max) },
  };
  const hint: Record<Key, string> = {
    tutorHourlyRate: t('manage.settings.tutorHourlyRateHint', range.tutorHourlyRate),
    cancellationWindowHours: t('manage.settings.cancellationWindowHoursHint', range.cancellationWindowHours),
    withdrawalMin: t('manage.settings.withdrawalHint', range.withdrawalMin),
    withdrawalMax: t('manage.settings.withdrawalHint', range.withdrawalMax),
  };
  /** An unreadable entry says so; `invalid` says only "out of range", so name the range; other codes have their own message. */
  const errorText = (key: Key, code: FieldErrorCode | undefined) => {
    if (!code) return undefined;
    if (unreadable(toValue(key, texts[key]))) return t('manage.common.notNumber');
    if (code !== 'invalid') return undefined;
    const name =
      key === 'tutorHourlyRate'
        ? 'tutorHourlyRateError'
        : key === 'cancellationWindowHours'
          ? 'cancellationWindowHoursError'
          : 'withdrawalError';
    return t(`manage.settings.${name}`, range[key]);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(undefined);
    const change: Record<string, unknown> = {};
    for (const key of KEYS) {
      const value = toValue(key, texts[key]);
      // unreadable text goes to the schema as it is, which refuses it on its field
      if (unreadable(value)) change[key] = texts[key];
      else if (value !== settings[key]) change[key] = value;
    }
    if (!Object.keys(change).length) return setNotice(t('manage.settings.unchanged'));
    await form.submit(
      (s) => s.platformSettings.update,
      change,
      async () => {
        const saved = await update.mutateAsync(change as PlatformSettingsChange);
        form.setValues(Object.fromEntries(KEYS.map((k) => [k, toText(k, saved[k])])) as Record<Key, string>);
        toast({ type: 'success', title: t('manage.settings.saved') });
      },
    );
  }

  const field = (key: Key) => (
    <Field
      key={key}
      label={t(`manage.settings.${key}`)}
      inputMode={isMoney(key) ? 'decimal' : 'numeric'}
      dir="ltr"
      hint={hint[key]}
      {...form.field(key)}
      errorText={errorText(key, errors[key])}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 md:grid-cols-2" data-testid="settings-form">
      {KEYS.map(field)}
      {(formError || notice) && (
        <p
          role={formError ? 'alert' : 'status'}
          className={`md:col-span-2 text-sm font-600 ${formError ? 'text-red-600' : 'text-gray-700'}`}
        >
          {formError ?? notice}
        </p>
      )}
      <div className="md:col-span-2">
        <button type="submit" className="btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? t('manage.common.saving') : t('manage.common.save')}
        </button>
      </div>
    </form>
  );
}
