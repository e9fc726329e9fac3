import { endpointPath, type EndpointDefinition } from '@persona/shared';
import { expect } from 'vitest';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Expects an address the API signed: exactly the endpoint's path for these params, then `?expires=…&signature=…`. */
export function expectSignedLink(url: string, endpoint: EndpointDefinition, params: Record<string, unknown>) {
  expect(url).toMatch(new RegExp(`^${escapeRegExp(endpointPath(endpoint, params))}\\?expires=\\d+&signature=[\\w-]+$`));
}
