import { describe, expect, it } from 'vitest';
import { endpoints } from './catalogue';
import type { EndpointDefinition } from './endpoint';
import { endpointErrors } from './route-errors';

describe('endpointErrors', () => {
  it('derives the codes an endpoint may answer from its declaration, then adds its own', () => {
    expect(endpointErrors(endpoints.renameCompany, ['record']).sort()).toEqual(
      ['ACCOUNT_INACTIVE', 'BAD_REQUEST', 'INTERNAL', 'NAME_TAKEN', 'NOT_FOUND', 'PROFILE_MISSING', 'TWO_FACTOR_REQUIRED', 'UNAUTHENTICATED', 'UNAVAILABLE'].sort(),
    );
    expect(endpointErrors(endpoints.getPanel)).toContain('MEMBERSHIP_REQUIRED');
    expect(endpointErrors(endpoints.listCompanies, ['account'])).toContain('NOT_YOUR_ACCOUNT');
    expect(endpointErrors(endpoints.createUser, ['identity', 'identity'])).toContain('FORBIDDEN');
    expect(endpointErrors(endpoints.getMe, ['self']).sort()).toEqual(['INTERNAL', 'UNAUTHENTICATED', 'UNAVAILABLE']);
  });

  it('lets a call past the session refuse a member whose account requires two-factor sign-in, except the calls that lead to it', () => {
    expect(endpointErrors(endpoints.listAvatars)).toContain('TWO_FACTOR_REQUIRED');
    expect(endpointErrors(endpoints.listAccounts)).toContain('TWO_FACTOR_REQUIRED');
    for (const open of [endpoints.getMe, endpoints.getTwoFactorStatus, endpoints.getAccount, endpoints.setAccountSecurity]) {
      expect(endpointErrors(open)).not.toContain('TWO_FACTOR_REQUIRED');
    }
  });

  it('lets any endpoint, even a public one without input, answer UNAVAILABLE and INTERNAL', () => {
    expect(endpointErrors({ method: 'GET', access: 'public' }).sort()).toEqual(['INTERNAL', 'UNAVAILABLE']);
  });

  it('lets a write without a declared body refuse a body it cannot read', () => {
    expect(endpointErrors(endpoints.signOut, ['self'])).toContain('BAD_REQUEST');
  });

  it.each(Object.keys(endpoints))('%s declares only codes its declaration does not already imply', (id) => {
    const endpoint: EndpointDefinition = endpoints[id as keyof typeof endpoints];
    const implied = endpointErrors({ ...endpoint, errors: [] });
    expect((endpoint.errors ?? []).filter((code) => implied.includes(code))).toEqual([]);
  });
});
