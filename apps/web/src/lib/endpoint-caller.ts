import type { EndpointCaller } from '@persona/shared';
import { callApi } from './api-client';

/**
 * callApi in the shape the shared helpers take (createRecords, register): any endpoint with its input.
 * The cast: callApi takes its input as a rest argument, optional or required depending on the endpoint,
 * which TypeScript cannot work out for a generic one; at run time both take (endpoint, input).
 */
export const callEndpoint = callApi as EndpointCaller;
