import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The stand-in pages the portal embeds in the browser tests (COMMUNITY_URL, an onboarding video). */
export const EMBED_PAGES = {
  community: { path: '/community.html', heading: 'Stand-in Community' },
  chatbot: { path: '/chatbot.html', heading: 'Stand-in Chat-bot' },
} as const;

/** A video-like address: the player need not play it, only be there. */
export const ONBOARDING_VIDEO_PATH = '/onboarding-1.mp4';

const page = (heading: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading}</title></head><body><h1>${heading}</h1></body></html>`;

export interface EmbedServer {
  /** http://127.0.0.1:{port}, no trailing slash. */
  url: string;
  stop: () => Promise<void>;
}

/** A tiny static HTTP server on 127.0.0.1 (a free port) for the pages and the video above; anything else is 404. */
export async function startEmbedServer(): Promise<EmbedServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const embedded = Object.values(EMBED_PAGES).find((entry) => entry.path === path);
    if (embedded) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(embedded.heading));
    } else if (path === ONBOARDING_VIDEO_PATH) {
      response.writeHead(200, { 'content-type': 'video/mp4' }).end(Buffer.alloc(64));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
