import type { FieldErrorCode } from '@kalam/core/errors';
import { parseTypedNumber, poundsToPiasters } from '@kalam/core/numbers';
import type { schemas } from '@kalam/core/schemas/index';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api';
import { loadErrorTexts, loadOnce } from './error-texts';

export type Schemas = typeof schemas;
/** The shared schemas (and zod) load when a form is first used, keeping them out of the public pages' first download. */
export const loadSchemas = loadOnce(() => import('@kalam/core/schemas/index').then((m) => m.schemas));

/** Field errors from the shared schema before sending, then from the server's envelope; one form-level message. */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [formError, setFormError] = useState<string>();
  const checking = useRef(false);
  useEffect(() => {
    // Fetch the schemas and the error messages as soon as someone starts filling a form, so the submit need not wait.
    const warm = () => void Promise.all([loadSchemas(), loadErrorTexts()]).catch(() => undefined);
    document.addEventListener('focusin', warm, { once: true });
    return () => document.removeEventListener('focusin', warm);
  }, []);
  return {
    errors,
    formError,
    /**
     * The input as the schema picked from the shared ones reads it, or undefined with the field errors shown:
     * `check((s) => s.auth.verifyEmail, values)`. Send what it returns: digits typed in Arabic-Indic or Persian script
     * come back Latin («٤٩٢٩» → "4929"), numbers typed as text come back as numbers, so no form converts them itself.
     */
    async check<T extends z.ZodType>(pick: (all: Schemas) => T, input: unknown): Promise<z.output<T> | undefined> {
      // a second submit while the first is being checked is the same submit
      if (checking.current) return undefined;
      checking.current = true;
      try {
        setFormError(undefined);
        let all: Schemas;
        try {
          [all] = await Promise.all([loadSchemas(), loadErrorTexts()]);
        } catch {
          // a download that failed is the connection: said from the first bundle, as the messages may not have arrived
          setFormError(t('common.offline'));
          return undefined;
        }
        const parsed = pick(all).safeParse(input);
        setErrors(parsed.success ? {} : fieldErrorsFromZod(parsed.error));
        return parsed.success ? parsed.data : undefined;
      } finally {
        checking.current = false;
      }
    },
    fail(err: unknown) {
      if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
      else
        void import('./error-message').then(
          ({ apiErrorMessage }) => setFormError(apiErrorMessage(t, err)),
          () => setFormError(t('common.offline')), // the message module did not download: the connection is down
        );
    },
  };
}

// Schemas whose numbers are not read from text get them from these: blank is null (the schema says `required`), text
// that is no number is NaN (it says `invalid`), so every form names the two cases alike.

/** Pounds typed in either script («١٢٥٫٥٠», "1,250.5") as the piasters a schema reads. */
export const typedPiasters = (text: string): number | null => (text.trim() ? (poundsToPiasters(text) ?? Number.NaN) : null);

/** A number typed in either script («١٢», "-3") as a schema reads it. */
export const typedNumber = (text: string): number | null => (text.trim() ? (parseTypedNumber(text) ?? Number.NaN) : null);

/** A select's chosen option as the value it stands for (a governorate's number, a role's), or null for none chosen. */
export const optionOf = <T extends string | number>(options: readonly T[], chosen: string): T | null =>
  options.find((o) => String(o) === chosen) ?? null;

/** A form's values and `set(field)`: the onChange of that field's input, select or textarea. */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = (key: Extract<keyof T, string>) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return [values, setValues, set] as const;
}
