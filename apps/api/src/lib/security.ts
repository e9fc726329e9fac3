import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import type { EmbedSources } from './embed-sources';
import { isAssetUrl } from './spa';

/**
 * Browser features no page of the portal uses, denied to it and to anything it frames (only features
 * Chromium recognises: an unknown name makes it log a warning on every page). Autoplay, media keys and
 * fullscreen stay allowed: an external Blueprint address the portal frames may need them.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** What API answers default to: nothing they carry (records, tokens, errors) may be kept by a browser or proxy. */
export const API_CACHE_CONTROL = 'no-store';

/**
 * What a script or a style sheet keeps of the headers: the others (the CSP, Permissions-Policy, framing and
 * opener rules) govern documents only, and on 30 small chunks they weighed more than the chunks themselves.
 */
const ASSET_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/**
 * What a JSON or event-stream API answer carries (OWASP's REST set): never sniffed, never framed, never anything
 * loaded by it. The document headers (the page CSP, Permissions-Policy, opener and referrer rules) govern pages only,
 * and were 1.2 KB of every answer; an API answer that is a page (the API reference, a Blueprint page) gets them.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";
const DATA_HEADERS: Record<string, string> = { 'content-security-policy': DATA_CSP };
const DATA_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'x-frame-options'];
const isData = (type: unknown): boolean => typeof type === 'string' && (type.startsWith('application/json') || type.startsWith('text/event-stream'));

export const isApiUrl = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
};

/**
 * The headers helmet sets for these options, worked out once: none depends on the request, and helmet
 * (as @fastify/helmet runs it) would parse the whole CSP again on every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Security headers; the CSP allows the SPA's own files plus the inline scripts its index.html carries, and frames
 * and media only from the origins the configuration embeds. Every answer but the hashed assets (which get the
 * headers that apply to a script or style sheet) denies the unused browser features (Permissions-Policy); every
 * API answer (and every refusal) is
 * `Cache-Control: no-store` unless its route says otherwise (the signed downloads, the Blueprint page and the
 * portraits set their own).
 */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: string[], embeds: EmbedSources): Promise<void> {
  const headers: Record<string, string> = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          // Exactly the configured embeds (lib/embed-sources.ts), no other site.
          frameSrc: ["'self'", ...embeds.frames],
          mediaSrc: ["'self'", ...embeds.media],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const assetHeaders = Object.fromEntries(ASSET_HEADER_NAMES.map((name) => [name, headers[name]!]));
  const dataHeaders = { ...Object.fromEntries(DATA_HEADER_NAMES.map((name) => [name, headers[name]!])), ...DATA_HEADERS };
  // Callback hooks, not async ones: they run on every answer, and a promise each is measurable on the list.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiUrl(url) ? dataHeaders : isAssetUrl(url) ? assetHeaders : headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url)) {
      if (!isData(reply.getHeader('content-type'))) {
        // A page the API serves: the pages' headers, but a CSP of its own (the Blueprint page's) stays.
        const own = reply.getHeader('content-security-policy');
        reply.headers(headers);
        if (own !== undefined && own !== DATA_CSP) reply.header('content-security-policy', own);
      }
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    } else if (reply.statusCode >= 400 && !reply.hasHeader('cache-control')) {
      // Refusals are never stored either, wherever they are (a 404 outside /api when no web app is built).
      reply.header('cache-control', API_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
