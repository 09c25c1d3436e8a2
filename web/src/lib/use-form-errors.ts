import type { FieldErrorCode } from '@kalam/core/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import { ApiError } from './api';

/** Field errors from the shared schema before sending, then from the server's envelope; one form-level message. */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [formError, setFormError] = useState<string>();
  return {
    errors,
    formError,
    /** true when the input passes the schema */
    check(schema: z.ZodType, input: unknown): boolean {
      setFormError(undefined);
      const parsed = schema.safeParse(input);
      setErrors(parsed.success ? {} : fieldErrorsFromZod(parsed.error));
      return parsed.success;
    },
    fail(err: unknown) {
      if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
      else setFormError(err instanceof ApiError ? t(`errors.api.${err.code}`) : t('common.genericError'));
    },
  };
}
