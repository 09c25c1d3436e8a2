import type { FieldErrorCode } from '@kalam/core/errors';
import { parseTypedNumber, poundsToPiasters } from '@kalam/core/numbers';
import type { schemas } from '@kalam/core/schemas/index';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api';
import { loadErrorTexts, loadOnce } from './error-texts';

export type Schemas = typeof schemas;
/** The shared schemas (and zod) load when a form is first used, keeping them out of the public pages' first download. */
export const loadSchemas = loadOnce(() => import('@kalam/core/schemas/index').then((m) => m.schemas));

/**
 * One form's submit: the shared schema's check before sending, the field errors and one form-level message after.
 * Forms send through `submit`; `fail` tells an action outside a submit (a resend button) the same way.
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [formError, setFormError] = useState<string>();
  const busy = useRef(false);
  useEffect(() => {
    // Fetch the schemas and the error messages as soon as someone starts filling a form, so the submit need not wait.
    const warm = () => void Promise.all([loadSchemas(), loadErrorTexts()]).catch(() => undefined);
    document.addEventListener('focusin', warm, { once: true });
    return () => document.removeEventListener('focusin', warm);
  }, []);

  /** The input as the picked schema reads it, or undefined with the field errors (or the offline message) shown. */
  async function check<T extends z.ZodType>(pick: (all: Schemas) => T, input: unknown): Promise<{ data: z.output<T> } | undefined> {
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
    return parsed.success ? { data: parsed.data } : undefined;
  }

  function fail(err: unknown) {
    if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
    else
      void import('./error-message').then(
        ({ apiErrorMessage }) => setFormError(apiErrorMessage(t, err)),
        () => setFormError(t('common.offline')), // the message module did not download: the connection is down
      );
  }

  return {
    errors,
    formError,
    /**
     * Checks `input` with the schema picked from the shared ones, then hands `send` what the check gave back: digits
     * typed in Arabic-Indic or Persian script come back Latin («٤٩٢٩» → "4929"), numbers typed as text as numbers.
     * What `send` throws shows as the field errors the API named, else as the form error; `send` catches what it
     * answers itself and throws the rest. True once sent; a submit while one is checked or sent is that same submit.
     */
    async submit<T extends z.ZodType>(
      pick: (all: Schemas) => T,
      input: unknown,
      send: (checked: z.output<T>) => unknown,
    ): Promise<boolean> {
      if (busy.current) return false;
      busy.current = true;
      try {
        const checked = await check(pick, input);
        if (!checked) return false;
        await send(checked.data);
        return true;
      } catch (err) {
        fail(err);
        return false;
      } finally {
        busy.current = false;
      }
    },
    fail,
    /** Forgets the field errors, where the fields they named are gone (another method chosen). */
    clearErrors: () => setErrors({}),
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

type KeysOf<T, V> = Extract<{ [K in keyof T]: T[K] extends V ? K : never }[keyof T], string>;

/** What a labelled text field, select or textarea spreads to show and edit one value and its field error. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: FieldErrorCode;
}

/** A form whose text values include `K`, as a group of fields shared between forms (the password pair) binds them. */
export interface FieldsOf<K extends string> {
  field: (key: K) => BoundField;
}

/**
 * Binds controls to a form's values wherever they are kept (useForm's state, a saved draft): `field(key)` gives a text
 * field, select or textarea its name, value, change and field error; `day(key)` a DateField; `check(key)` a checkbox.
 * A field is one line: `<EmailField label={label} {...form.field('email')} />`.
 */
export function bindFields<T extends object>(
  values: T,
  setValues: Dispatch<SetStateAction<T>>,
  errorOf: (key: string) => FieldErrorCode | undefined,
  /** where the values are one row of a list: the row's path (`languages.2.`) as the names and errors carry it */
  path = '',
) {
  /** Sets one value from outside an input's change (a day picked, a row added). */
  const setValue = <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value }));
  return {
    setValue,
    field: (key: KeysOf<T, string>): BoundField => ({
      name: path + key,
      value: values[key] as string,
      onChange: (e) => setValue(key, e.target.value as T[typeof key]),
      error: errorOf(path + key),
    }),
    day: (key: KeysOf<T, string>) => ({
      value: values[key] as string,
      onChange: (day: string) => setValue(key, day as T[typeof key]),
      error: errorOf(path + key),
    }),
    check: (key: KeysOf<T, boolean>) => ({
      name: path + key,
      type: 'checkbox' as const,
      checked: values[key] as boolean,
      onChange: (e: { target: { checked: boolean } }) => setValue(key, e.target.checked as T[typeof key]),
    }),
  };
}

/** One form: its values bound to its fields (bindFields), with the submit and the errors of useFormErrors. */
export function useForm<T extends object>(initial: T | (() => T)) {
  const form = useFormErrors();
  const [values, setValues] = useState<T>(initial);
  return { ...form, values, setValues, ...bindFields(values, setValues, (key) => form.errors[key]) };
}
