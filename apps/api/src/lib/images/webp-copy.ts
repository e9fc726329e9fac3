import { loadSharp } from './sharp';

/** Larger inputs are refused before they are decoded (a small file can hold a huge image); a 5 MB photo is far below. */
const MAX_INPUT_PIXELS = 50_000_000;
/** WebP at this quality is about half a JPEG at 85 of the same picture, with no difference visible at card size. */
const QUALITY = 72;

/**
 * A WebP copy of an image at most `width` pixels wide and high (never enlarged), turned upright by its EXIF
 * orientation. Rejects data sharp cannot decode. sharp works on libuv's thread pool: the event loop stays free.
 */
export async function webpCopy(input: Uint8Array, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(width, width, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer();
}
