import { z } from 'zod';
import { signedUrlQuerySchema, signedUrlResponseSchema } from '../schemas/orders';
import { signedLinkQuerySchema } from '../schemas/signed-link';
import { defineEndpoint } from './endpoint';
import { filesRoutes } from './files.route-table';

/** Signed file downloads (local storage driver). Their routes: files.route-table.ts. */
export const filesEndpoints = {
  signFileUrl: defineEndpoint({
    ...filesRoutes.signFileUrl,
    query: signedUrlQuerySchema,
    response: signedUrlResponseSchema,
  }),
  downloadFile: defineEndpoint({
    ...filesRoutes.downloadFile,
    params: z.object({ '*': z.string().min(1) }),
    query: signedLinkQuerySchema,
  }),
};
