import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import '../../../lib/error-messages';

/** The Arabic message for a failed call: its catalogue code's, else the generic one. */
export const errorMessage = (t: TFunction, err: unknown) =>
  err instanceof ApiError ? t(`errors.api.${err.code}`, { defaultValue: t('common.genericError') }) : t('common.genericError');
