import { ERROR_STATUS } from '@persona/shared';
import { ApiError } from '../../lib/api-client';

/** The API said why (its error body carries one of its codes); the client's own fallback (HTTP_…) says nothing more. */
const explainedByApi = (error: unknown): error is ApiError => error instanceof ApiError && Object.hasOwn(ERROR_STATUS, error.code);

/**
 * The server's own explanation of a failure that has a fixed text (e.g. the last-admin rule), to show after that
 * text as a sentence of its own; undefined when the API gave none or only repeated the text.
 */
export function serverReason(text: string, error: unknown): string | undefined {
  const reason = explainedByApi(error) ? error.message.trim() : '';
  return reason && reason !== text ? reason : undefined;
}
