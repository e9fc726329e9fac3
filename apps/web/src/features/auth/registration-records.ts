import { createRecords, type Profile } from '@persona/shared';
import { callEndpoint } from '../../lib/endpoint-caller';

/**
 * The register screen's second step (the shared createRecords: the Account, then the User), in a module of its own:
 * it calls through the endpoint catalogue, which RegisterForm loads only once the credentials pass.
 */
export const createOwnRecords = (input: { identityId: string; email: string; profile: Profile; token: string }) =>
  createRecords(callEndpoint, input);
