import { z } from 'zod';
import { createPanelBodySchema, panelAccountParamsSchema, panelIdParamsSchema, panelListItemSchema, panelSchema } from '../schemas/panels';
import { defineEndpoint } from './endpoint';

const tag = 'panels';

/** Panels: one question or asset in front of several avatars. As chat: the 'test' membership, the avatars' own account. */
export const panelsEndpoints = {
  listPanels: defineEndpoint({
    method: 'GET',
    path: '/api/panels/account/:accountId',
    summary: "The account's panels, newest first",
    tag,
    access: 'active',
    membership: 'test',
    params: panelAccountParamsSchema,
    status: 200,
    response: z.array(panelListItemSchema),
  }),
  createPanel: defineEndpoint({
    method: 'POST',
    path: '/api/panels',
    summary: 'Save a new panel (2 to 6 avatars of the account, a question or an asset); run it with runPanel',
    tag,
    access: 'active',
    membership: 'test',
    body: createPanelBodySchema,
    status: 201,
    response: panelSchema,
    errors: ['NOT_FOUND'],
  }),
  getPanel: defineEndpoint({
    method: 'GET',
    path: '/api/panels/:id',
    summary: 'A panel with every answer, its citations and the summary',
    tag,
    access: 'active',
    membership: 'test',
    params: panelIdParamsSchema,
    status: 200,
    response: panelSchema,
    errors: ['NOT_FOUND'],
  }),
  deletePanel: defineEndpoint({
    method: 'DELETE',
    path: '/api/panels/:id',
    summary: 'Delete a panel and its answers',
    tag,
    access: 'active',
    membership: 'test',
    params: panelIdParamsSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
  runPanel: defineEndpoint({
    method: 'POST',
    path: '/api/panels/:id/run',
    summary: 'Run a panel: answers stream as Server-Sent Events (started, delta…, answer…, summary, done | error); closing the stream stops it',
    tag,
    access: 'active',
    membership: 'test',
    params: panelIdParamsSchema,
    status: 200,
    produces: 'text/event-stream',
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
};
