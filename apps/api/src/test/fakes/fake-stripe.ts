import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Checkout Session as the fake answers it: the fields the portal reads, in Stripe's names. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  livemode: false;
}

/** A request the fake answered (or refused), as the Stripe client sent it. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form-encoded body, parsed into nested objects and arrays as Stripe reads it. */
  params: Record<string, unknown>;
}

export interface FakeStripe {
  /** What STRIPE_API_URL is set to: http://127.0.0.1:port. */
  url: string;
  /** The key the fake accepts as `Authorization: Bearer` (401 otherwise). */
  secretKey: string;
  /** Every request, in order. */
  requests: FakeStripeRequest[];
  /** The parsed params of every POST /v1/checkout/sessions, in order. */
  createdSessions: Record<string, unknown>[];
  /** Every Checkout Session created, by id. */
  sessions: Map<string, FakeCheckoutSession>;
  /** The parsed params of every POST /v1/billing_portal/sessions (the customer portal), in order. */
  portalSessions: Record<string, unknown>[];
  /** The ids of the subscriptions cancelled through DELETE /v1/subscriptions/:id, in order. */
  canceledSubscriptions: string[];
  /** Marks a session paid, as Stripe does once the buyer paid: complete, paid, with a subscription and a customer. */
  markPaid(id: string, ids?: { subscription?: string; customer?: string }): FakeCheckoutSession;
  /** From now on every request is answered with this status and a Stripe error body; null: answer normally again. */
  failWith(status: number | null): void;
  /** Closes the server: the Stripe client then cannot connect at all. */
  stop(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects; numeric keys make arrays. */
function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

/**
 * A stand-in for Stripe's API on loopback, as the `stripe` package calls it (form-encoded bodies, a Bearer
 * key): creating and retrieving Checkout Sessions, opening customer portal sessions and cancelling subscriptions. It records what it was
 * asked, can be told a session was paid, and can fail (any status) or be stopped.
 */
export async function startFakeStripe(secretKey = 'sk_test_fake_stripe_key'): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const createdSessions: Record<string, unknown>[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const canceledSubscriptions: string[] = [];
  const portalSessions: Record<string, unknown>[] = [];
  let failure: number | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_') }).end(JSON.stringify(body));
  };

  function createSession(params: Record<string, unknown>): FakeCheckoutSession {
    const id = randomId('cs_test_');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: String(params.mode ?? 'payment'),
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      customer: typeof params.customer === 'string' ? params.customer : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      subscription: null,
      success_url: typeof params.success_url === 'string' ? params.success_url : null,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function route(res: ServerResponse, request: FakeStripeRequest) {
    const { method, path } = request;
    if (request.authorization !== `Bearer ${secretKey}`) {
      send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
      return;
    }
    if (failure !== null) {
      send(res, failure, stripeError('api_error', 'The fake Stripe is failing on purpose.'));
      return;
    }
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      createdSessions.push(request.params);
      send(res, 200, createSession(request.params));
    } else if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      portalSessions.push(request.params);
      const id = randomId('bps_');
      send(res, 200, { id, object: 'billing_portal.session', customer: request.params.customer, return_url: request.params.return_url ?? null, url: `https://billing.stripe.test/p/session/${id}`, livemode: false });
    } else if (method === 'GET' && session) {
      const found = sessions.get(decodeURIComponent(session[1]!));
      if (found) send(res, 200, found);
      else send(res, 404, stripeError('invalid_request_error', `No such checkout.session: '${session[1]}'`, 'resource_missing'));
    } else if (method === 'DELETE' && subscription) {
      const id = decodeURIComponent(subscription[1]!);
      canceledSubscriptions.push(id);
      send(res, 200, { id, object: 'subscription', status: 'canceled' });
    } else {
      send(res, 404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`));
    }
  }

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const raw = Buffer.concat(parts).toString('utf8');
      const params = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) || raw : raw);
      const request: FakeStripeRequest = { method: req.method ?? 'GET', path: url.pathname, authorization: req.headers.authorization, params };
      requests.push(request);
      route(res, request);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    createdSessions,
    sessions,
    canceledSubscriptions,
    portalSessions,
    markPaid: (id, ids = {}) => {
      const session = sessions.get(id);
      if (!session) throw new Error(`The fake Stripe has no checkout session ${id}.`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: ids.subscription ?? randomId('sub_'),
        customer: ids.customer ?? session.customer ?? randomId('cus_'),
      });
      return session;
    },
    failWith: (status) => {
      failure = status;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
