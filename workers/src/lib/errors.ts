import { errorStatus, type ApiErrorCode, type ErrorEnvelope, type FieldErrorCode } from '@kalam/core';

/** The one error type of the API; rendered once by `renderError`. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly errors?: Record<string, FieldErrorCode>;

  constructor(code: ApiErrorCode, opts: { message?: string; errors?: Record<string, FieldErrorCode>; cause?: unknown } = {}) {
    super(opts.message ?? code, { cause: opts.cause });
    this.code = code;
    this.status = errorStatus(code);
    this.errors = opts.errors;
  }

  toEnvelope(): ErrorEnvelope {
    const body: ErrorEnvelope = { code: this.code };
    if (this.message !== this.code) body.message = this.message;
    if (this.errors) body.errors = this.errors;
    return body;
  }
}
