import { defineRoute, eventStream } from './endpoint';

const tag = 'fidelity';

const runStream = eventStream({ started: { report: 'object' }, progress: { done: 'number', total: 'number', figure: 'string' }, done: { report: 'object' } });

/**
 * The fidelity endpoints' routes (their schemas: fidelity.endpoints.ts): an avatar's latest fidelity report and a
 * new run of the suite (members and site admins; counted per account), and the same for an order's draft Blueprint
 * in the delivery console (site admins).
 */
export const fidelityRoutes = {
  getAvatarFidelity: defineRoute({
    method: 'GET',
    path: '/api/avatars/:id/fidelity',
    summary: "An avatar's latest fidelity report (null before the first run)",
    tag,
    access: 'active',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  runAvatarFidelity: defineRoute({
    method: 'POST',
    path: '/api/avatars/:id/fidelity',
    summary: "Measure an avatar's fidelity with the configured persona model: progress streams as Server-Sent Events (started, progress…, done | error)",
    tag,
    access: 'active',
    status: 200,
    stream: runStream,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
  getOrderFidelity: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:id/fidelity',
    summary: "The latest fidelity report of an order's draft Blueprint (null before the first run)",
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  runOrderFidelity: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/fidelity',
    summary: "Measure the fidelity of an order's draft Blueprint (the delivery form's body) before delivering it, as Server-Sent Events",
    tag,
    access: 'admin',
    status: 200,
    stream: runStream,
    // UNPROCESSABLE: nothing to measure, or claims citing what is no passage of the order's; CLAIM_UNSUPPORTED: a
    // claim its passages do not support and not kept as an assumption (the draft could not be delivered either).
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNPROCESSABLE', 'CLAIM_UNSUPPORTED'],
  }),
};
