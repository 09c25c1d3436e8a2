import type { ApiErrorCode } from '@kalam/core/errors';
import { ApiError } from '../lib/api';

/** The id of the JSON script that carries the server render's query cache to the browser. */
export const SERVER_STATE_ID = 'kalam-state';

/** An answer that says what is not there (a 404 with its catalogue code): the page state carries it like data. */
export const isNotThere = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 404;

/** The refusal back from the page state, where JSON kept an error's own fields (its code and status). */
export function notThereFrom(error: unknown): ApiError {
  const { code } = error as { code: ApiErrorCode };
  return new ApiError(code, 404);
}
