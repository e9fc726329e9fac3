import { endpoints, SECTION_MAX_LENGTH } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { appWithCallers, tokenOf, type Caller } from '../../test/app-with-callers';
import { call } from '../../test/call';

const ctx = appWithCallers();

const preview = (caller: Caller, markdown: unknown) =>
  call(ctx.t.app, endpoints.previewBlueprint, { token: tokenOf(ctx.callers, caller), body: { markdown } });

describe(`${endpoints.previewBlueprint.method} ${endpoints.previewBlueprint.path}`, () => {
  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 200]] as const) {
    it(`answers ${status} to ${caller}`, async () => {
      const res = await preview(caller, '# Rita');
      expect(res.statusCode, res.body).toBe(status);
      if (status !== 200) expect(res.body).not.toContain('<h1>');
    });
  }

  it('renders Markdown as the document page does', async () => {
    const res = await preview('admin', '## Goals\n\nRuns *trail races* and **wins**.');
    expect(res.json()).toEqual({ html: '<h2>Goals</h2>\n<p>Runs <em>trail races</em> and <strong>wins</strong>.</p>\n' });
  });

  it('strips scripts, event handlers and javascript: links', async () => {
    const res = await preview('admin', 'Hi<script>alert(1)</script> <img src="https://x.example/a.png" onerror="alert(2)"> [link](javascript:alert(3))');
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/<script|alert|onerror|javascript:/i);
  });

  it('refuses a section longer than the document allows', async () => {
    expect((await preview('admin', 'x'.repeat(SECTION_MAX_LENGTH))).statusCode).toBe(200);
    const res = await preview('admin', 'x'.repeat(SECTION_MAX_LENGTH + 1));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`at most ${SECTION_MAX_LENGTH} characters`);
  });

  it('refuses a body without Markdown', async () => {
    expect((await preview('admin', undefined)).statusCode).toBe(400);
  });
});
