import { defineRoute, eventStream } from './endpoint';

const tag = 'panels';

/** The panels endpoints' routes (their schemas: panels.endpoints.ts). */
export const panelsRoutes = {
  listPanels: defineRoute({
    method: 'GET',
    path: '/api/panels/account/:accountId',
    summary: "The account's panels, newest first",
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
  }),
  createPanel: defineRoute({
    method: 'POST',
    path: '/api/panels',
    summary: 'Save a new panel (2 to 6 avatars of the account, a question or an asset); run it with runPanel',
    tag,
    access: 'active',
    membership: 'chat',
    status: 201,
    errors: ['NOT_FOUND'],
  }),
  getPanel: defineRoute({
    method: 'GET',
    path: '/api/panels/:id',
    summary: 'A panel with every answer, its citations and the summary',
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  deletePanel: defineRoute({
    method: 'DELETE',
    path: '/api/panels/:id',
    summary: 'Delete a panel and its answers',
    tag,
    access: 'active',
    membership: 'chat',
    status: 204,
    errors: ['NOT_FOUND'],
  }),
  runPanel: defineRoute({
    method: 'POST',
    path: '/api/panels/:id/run',
    summary: 'Run a panel: answers stream as Server-Sent Events (started, delta…, answer…, summary, done | error); closing the stream stops it',
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
    stream: eventStream({
      started: { panel: 'object' },
      delta: { avatarId: 'string', round: 'number', text: 'string' },
      answer: { answer: 'object' },
      summary: { summary: 'object' },
      done: { panel: 'object' },
    }),
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
};
