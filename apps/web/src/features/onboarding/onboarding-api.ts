import { routes } from '@persona/shared';
import { callApi } from '../../lib/api-client';

/** routes.setOnboarded: the account's four steps are done (the server keeps it, for every browser). */
export const markOnboarded = (accountId: string) => callApi(routes.setOnboarded, { params: { id: accountId }, body: { onboarded: true } });
