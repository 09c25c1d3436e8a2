import type { TFunction } from 'i18next';
import { ApiError } from './api';
import './error-messages';

/** The Arabic message for a failed call: its catalogue code's, else the generic one. */
export const apiErrorMessage = (t: TFunction, err: unknown): string =>
  err instanceof ApiError ? t(`errors.api.${err.code}`, { defaultValue: t('common.genericError') }) : t('common.genericError');
