import { MESSAGES, type StreamErrorEvent } from '@persona/shared';
import { ApiError } from './api-client';

/** An `error` event as the ApiError a screen checks by code: the server's code and message (the answer was a 200). */
const errorEventFailure = (event: StreamErrorEvent): ApiError => new ApiError(200, event.error.code, event.error.message);

/** The stream broke off before its last event (a dropped connection): the user gets the generic message. */
const streamEnded = (): ApiError => new ApiError(200, 'STREAM_ENDED', MESSAGES.requestFailed);

type Ok<E> = Exclude<E, { type: 'error' }>;

/**
 * Follows a stream (streamApi's events) to its `last` event: hands each event, the last one included, to `onEvent`
 * and answers the last one. An `error` event throws its ApiError (errorEventFailure), and a stream that ends before
 * `last` throws streamEnded.
 */
export async function followStream<E extends { type: string }, L extends Ok<E>['type']>(
  events: AsyncIterable<E>,
  last: L,
  onEvent: (event: Ok<E>) => void,
): Promise<Extract<E, { type: L }>> {
  for await (const event of events) {
    if (event.type === 'error') throw errorEventFailure(event as unknown as StreamErrorEvent);
    onEvent(event as Ok<E>);
    if (event.type === last) return event as Extract<E, { type: L }>;
  }
  throw streamEnded();
}
