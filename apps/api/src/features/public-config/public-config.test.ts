import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tinyWebDist } from '../../test/web-dist';

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The CSP of the portal's pages (the web app's), where the embeds are framed. */
const pagesCsp = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;

const EMBEDS = {
  COMMUNITY_URL: 'https://community.example.com/space?ref=portal',
  CHATBOT_URL: 'https://bot.example.org/widget',
  ONBOARDING_VIDEO_1: 'https://cdn.example.net/videos/step-1.mp4',
  ONBOARDING_VIDEO_3: 'https://www.youtube-nocookie.com/embed/abc123',
  DOCUMENT_FRAME_ORIGINS: 'https://docs.example.com, https://docs.example.com/',
};

describe('the embedded pages, configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...EMBEDS, WEB_DIST_DIR: await tinyWebDist() } });
  });
  afterAll(() => t.close());

  it('GET /api/config names them (anonymous): the pages, one video per step, the framed document origins', async () => {
    const res = await call(t.app, endpoints.publicConfig, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      communityUrl: EMBEDS.COMMUNITY_URL,
      chatbotUrl: EMBEDS.CHATBOT_URL,
      onboardingVideos: [EMBEDS.ONBOARDING_VIDEO_1, null, EMBEDS.ONBOARDING_VIDEO_3, null],
      documentFrameOrigins: ['https://docs.example.com'],
    });
  });

  it('the CSP frames exactly those origins (video files are media sources, embed links frames)', async () => {
    const csp = await pagesCsp(t);
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://community.example.com https://bot.example.org https://www.youtube-nocookie.com https://docs.example.com",
    );
    expect(directive(csp, 'media-src')).toBe("media-src 'self' https://cdn.example.net");
  });
});

describe('the embedded pages, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: await tinyWebDist() } });
  });
  afterAll(() => t.close());

  it('GET /api/config says so, and the CSP frames nothing but the portal itself', async () => {
    const res = await call(t.app, endpoints.publicConfig, {});
    expect(res.json()).toMatchObject({ communityUrl: null, chatbotUrl: null, onboardingVideos: [null, null, null, null], documentFrameOrigins: [], blueprintDrafts: false });
    const csp = await pagesCsp(t);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'media-src')).toBe("media-src 'self'");
  });
});
