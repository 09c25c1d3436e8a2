import type { FieldErrorCode } from '@kalam/core';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorTexts } from '../lib/error-texts';

interface FieldProps {
  label: string;
  error?: FieldErrorCode;
  /** shown instead of the code's generic message, when a screen can say more (e.g. the allowed range) */
  errorText?: string;
  hint?: string;
  optional?: boolean;
  /** the label is read out but not shown, where a column heading above already names the field */
  hideLabel?: boolean;
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string };

/**
 * The label, the hint and the field error line around one control, which gets the ids that tie them together and
 * every other prop the field was given.
 */
function Labelled({
  label,
  error,
  errorText,
  hint,
  optional,
  hideLabel,
  control,
  ...rest
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const texts = useErrorTexts(Boolean(error) && errorText === undefined);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-600 text-gray-800'}>
        {label}
        {optional && <span className="ms-2 text-sm font-400 text-gray-500">({t('common.optional')})</span>}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: 'input', ...rest })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-600 text-red-600">
          {errorText ?? (texts ? t(`errors.field.${error}`) : null)}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose field error code is shown in Arabic under it. */
export function Field({
  multiline,
  ...props
}: FieldProps &
  (({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>) | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>))) {
  return <Labelled {...props} control={(control) => (multiline ? <textarea rows={5} {...control} /> : <input {...control} />)} />;
}

/** A labelled select (its options as children) whose field error code is shown under it, as a text field's is. */
export function SelectField(props: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return <Labelled {...props} control={(control) => <select {...control} />} />;
}

/** A code sent by mail or message: Latin digits left to right, the number pad, and the phone's offer to fill it in. */
export function CodeField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <Field dir="ltr" inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** An email address: left to right, the email keyboard, and the browser's offer to fill it in. */
export function EmailField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <Field type="email" dir="ltr" autoComplete="email" {...props} />;
}

/** A password, typed left to right; `autoComplete` says whether it is the current one or a new one. */
export function PasswordField(
  props: FieldProps & InputHTMLAttributes<HTMLInputElement> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <Field type="password" dir="ltr" {...props} />;
}
