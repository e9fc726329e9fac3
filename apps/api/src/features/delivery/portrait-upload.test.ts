import { endpoints, PORTRAIT_MESSAGES } from '@persona/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { corruptJpeg, JPEG_HEADER_ONLY, jpegClaiming, testImage, truncatedJpeg } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { portraitCopyKey, portraitKey } from '../avatars';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const upload = (content: Buffer) => call(t.app, endpoints.uploadPortrait, { upload: { fileName: 'p.jpg', content }, token: callers.admin.token });

describe('POST /api/admin/portraits decodes the portrait before storing it', () => {
  it.each([
    ['17 bytes of JPEG header claiming 65000 × 65000', async () => JPEG_HEADER_ONLY, PORTRAIT_MESSAGES.unreadable],
    ['a JPEG claiming 65000 × 65000 (a decompression bomb)', () => jpegClaiming(65000, 65000), PORTRAIT_MESSAGES.tooManyPixels(65000, 65000)],
    ['a JPEG claiming 8000 × 6000, past the 40-megapixel limit', () => jpegClaiming(8000, 6000), PORTRAIT_MESSAGES.tooManyPixels(8000, 6000)],
    ['a truncated JPEG', truncatedJpeg, PORTRAIT_MESSAGES.unreadable],
    ['a corrupt JPEG', corruptJpeg, PORTRAIT_MESSAGES.unreadable],
    ['a real PNG', () => testImage(40, 30, 'png'), PORTRAIT_MESSAGES.notJpeg],
  ])('refuses %s with 422 and stores nothing', async (_name, content, message) => {
    const put = vi.spyOn(t.app.storage, 'put');
    try {
      const res = await upload(await content());
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toEqual({ code: 'UNPROCESSABLE', message });
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });

  it('names the dimensions and the limit in the pixel message', () => {
    expect(PORTRAIT_MESSAGES.tooManyPixels(65000, 65000)).toBe('The portrait is 65,000 × 65,000 pixels; portraits can be at most 40 megapixels.');
  });

  it('stores a good JPEG as it came, with its smaller copies, up to the pixel limit', async () => {
    for (const content of [await testImage(1000, 800), await testImage(8000, 5000)]) {
      const res = await upload(content);
      expect(res.statusCode, res.body).toBe(201);
      const { img } = res.json() as { img: string };
      expect((await t.app.storage.get(portraitKey(img))).data.equals(content)).toBe(true);
      const copy = await sharp((await t.app.storage.get(portraitCopyKey(img, 256))).data).metadata();
      expect([copy.format, copy.width]).toEqual(['webp', 256]);
    }
  });
});
