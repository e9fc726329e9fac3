import type { EndpointCaller } from '@persona/shared';
import { callApi } from './api-client';

/**
 * callApi in the shape the shared helpers take (createRecords, register): a catalogue endpoint with its input.
 * The cast: callApi takes a route entry and its input as a rest argument, optional or required depending on the
 * endpoint, which TypeScript cannot work out for a generic one; at run time both take (endpoint, input) and read
 * only the method and path. (The helpers bring the catalogue; they load with the register screen's second step.)
 */
export const callEndpoint = callApi as EndpointCaller;
