import { type ApiErrorCode, type ErrorEnvelope, errorStatus, type FieldErrorCode } from '@kalam/core/errors';

/** The one error type of the API; rendered once by `renderError`. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly errors?: Record<string, FieldErrorCode>;
  readonly details?: unknown;

  constructor(
    code: ApiErrorCode,
    opts: { message?: string; errors?: Record<string, FieldErrorCode>; details?: unknown; cause?: unknown } = {},
  ) {
    super(opts.message ?? code, { cause: opts.cause });
    this.code = code;
    this.status = errorStatus(code);
    this.errors = opts.errors;
    this.details = opts.details;
  }

  toEnvelope(): ErrorEnvelope {
    const body: ErrorEnvelope = { code: this.code };
    if (this.message !== this.code) body.message = this.message;
    if (this.errors) body.errors = this.errors;
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}
