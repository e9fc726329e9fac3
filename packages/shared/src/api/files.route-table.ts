import { defineRoute } from './endpoint';

/** The files endpoints' routes (their schemas: files.endpoints.ts). */
export const filesRoutes = {
  signFileUrl: defineRoute({
    method: 'GET',
    path: '/api/files/signed-url',
    summary: 'A short-lived download address of a stored file you may read',
    tag: 'files',
    access: 'active',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  downloadFile: defineRoute({
    method: 'GET',
    path: '/api/files/*',
    summary: 'A stored file, by the signed address signFileUrl gave (the signature is the proof)',
    tag: 'files',
    access: 'public',
    status: 200,
    produces: 'application/octet-stream',
    errors: ['LINK_INVALID', 'NOT_FOUND'],
    hidden: true,
  }),
};
