import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webpCopy } from './webp-copy';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('webpCopy', () => {
  it('makes a WebP no wider or higher than asked, keeping the proportions', async () => {
    const copy = await webpCopy(await photo(1024, 768), 512);
    const meta = await sharp(copy).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 384]);
  });

  it('never enlarges a smaller image', async () => {
    const meta = await sharp(await webpCopy(await photo(200, 200), 512)).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it('rejects data that is not an image it can read', async () => {
    await expect(webpCopy(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 256)).rejects.toThrow();
  });
});
