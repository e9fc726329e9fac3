import { endpointPath, endpointUrl, endpoints } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

const googleCallback = endpointPath(endpoints.providerCallback, { providerId: 'google' });
const invitation = endpointPath(endpoints.getInvitation, { token: '3f1c-uuid' });

describe('redactUrl', () => {
  it.each([
    ['/reset?token=abc123', '/reset?token=[redacted]'],
    [endpointUrl(endpoints.providerCallback, { params: { providerId: 'google' }, query: { code: 'xyz', state: 's1' } }), `${googleCallback}?code=[redacted]&state=[redacted]`],
    ['/invite/acc-1/3f1c-uuid', '/invite/acc-1/[redacted]'],
    [invitation, invitation.replace('3f1c-uuid', '[redacted]')],
    ['/orders?page=2', '/orders?page=2'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
