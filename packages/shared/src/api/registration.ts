import type { Account, User } from '../schemas/accounts';
import { endpoints } from './catalogue';
import type { EndpointDefinition, EndpointInput, EndpointResult } from './endpoint';

/** One way to call an endpoint: the web app's fetch, Fastify's inject in API tests, Playwright's request in e2e. */
export type EndpointCaller = <const E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> & { token?: string | null },
) => Promise<EndpointResult<E>>;

export interface Profile {
  name: string;
  lastname: string;
  company: string;
}

/** The register screen's second step: the identity's Account (named after the company), then its User in it. */
export async function createRecords(
  call: EndpointCaller,
  { identityId, email, profile, token }: { identityId: string; email: string; profile: Profile; token?: string },
): Promise<{ account: Account; user: User }> {
  const name = profile.name.trim();
  const lastname = profile.lastname.trim();
  const company = profile.company.trim();
  const account = await call(endpoints.createAccount, { body: { name: company }, token });
  const user = await call(endpoints.createUser, {
    body: { id: identityId, name, lastname, account: account.id, email: email.toLowerCase(), company },
    token,
  });
  return { account, user };
}

/** The whole registration as the register screen makes it: the identity, then its Account and User. */
export async function register(call: EndpointCaller, person: Profile & { email: string; password: string }) {
  const identity = await call(endpoints.signUpWithEmail, {
    body: { email: person.email, password: person.password, name: person.name, lastname: person.lastname },
    token: null,
  });
  const records = await createRecords(call, { identityId: identity.user.id, email: person.email, profile: person, token: identity.token });
  return { token: identity.token, identityId: identity.user.id, ...records };
}
