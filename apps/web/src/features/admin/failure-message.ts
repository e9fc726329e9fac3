import { ERROR_STATUS } from '@persona/shared';
import { ApiError } from '../../lib/api-client';

/** The API said why (its error body carries one of its codes); the client's own fallback (HTTP_…) says nothing more. */
const explainedByApi = (error: unknown): error is ApiError => error instanceof ApiError && Object.hasOwn(ERROR_STATUS, error.code);

/** A fixed failure text, with the server's own explanation (e.g. the last-admin rule) on a second line. */
export function withServerReason(text: string, error: unknown): string {
  const reason = explainedByApi(error) ? error.message : '';
  return reason && reason !== text ? `${text}\n${reason}` : text;
}
