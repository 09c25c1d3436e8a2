import type { TFunction } from 'i18next';
import { ApiError } from './api';
import './error-messages';
import { formatMinutes } from './format';

/**
 * The Arabic message for a failed call: its first field's when the answer names fields and the screen shows them in
 * one line, else its catalogue code's (with the wait, when the API said how long), else the generic one.
 */
export const apiErrorMessage = (t: TFunction, err: unknown): string => {
  if (!(err instanceof ApiError)) return t('common.genericError');
  const field = Object.values(err.errors)[0];
  if (field) return t(`errors.field.${field}`);
  return t(`errors.api.${err.code}`, { defaultValue: t('common.genericError'), wait: waitOf(err) });
};

/** How long the API asked to wait (`details.retryAfter`, seconds), in Arabic minutes. */
function waitOf(err: ApiError): string | undefined {
  const seconds = (err.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof seconds === 'number' ? formatMinutes(Math.max(1, Math.ceil(seconds / 60))) : undefined;
}
