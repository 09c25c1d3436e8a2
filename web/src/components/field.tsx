import type { FieldErrorCode } from '@kalam/core';
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../lib/error-messages';

interface FieldProps {
  label: string;
  error?: FieldErrorCode;
  /** shown instead of the code's generic message, when a screen can say more (e.g. the allowed range) */
  errorText?: string;
  hint?: string;
  optional?: boolean;
}

/** A labelled input whose field error code is shown in Arabic under it. */
export function Field({
  label,
  error,
  errorText,
  hint,
  optional,
  multiline,
  ...rest
}: FieldProps &
  (({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>) | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>))) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, className: 'input' };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-600 text-gray-800">
        {label}
        {optional && <span className="ms-2 text-sm font-400 text-gray-500">({t('common.optional')})</span>}
      </label>
      {multiline ? (
        <textarea rows={5} {...common} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {hint && !error && <p className="text-sm text-gray-500">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-600 text-red-600">
          {errorText ?? t(`errors.field.${error}`)}
        </p>
      )}
    </div>
  );
}
