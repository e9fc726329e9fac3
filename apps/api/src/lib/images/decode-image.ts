import type { Metadata } from 'sharp';
import { loadSharp } from './sharp';

/** What an image is, read from its header and proven by a decode. */
export interface DecodedImage {
  format: string;
  width: number;
  height: number;
}

export type ImageCheck =
  | ({ ok: true } & DecodedImage)
  /** Not an image sharp can read, or one whose data is damaged or cut short. */
  | { ok: false; problem: 'unreadable' }
  /** The header claims more pixels than `maxPixels` (a small file can claim a huge image). */
  | { ok: false; problem: 'too-many-pixels'; width: number; height: number };

/** A thumbnail this small still makes the decoder read every byte of the picture's data. */
const PROOF_SIZE = 64;

/**
 * Reads an image's dimensions from its header, refuses one above `maxPixels` before decoding it, then decodes it
 * for real (down to a thumbnail: a truncated or corrupt file fails here, not when someone first views it). sharp
 * works on libuv's thread pool, so the event loop stays free meanwhile.
 */
export async function decodeImage(input: Uint8Array, maxPixels: number): Promise<ImageCheck> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // No pixel limit on the header read: it decodes nothing, and the claimed size is what is checked next.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const { format, width, height } = header;
  if (!format || !width || !height) return { ok: false, problem: 'unreadable' };
  if (width * height > maxPixels) return { ok: false, problem: 'too-many-pixels', width, height };
  try {
    // failOn 'error': broken data is refused; the harmless warnings some cameras' files carry are not.
    await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).resize(PROOF_SIZE, PROOF_SIZE, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return { ok: true, format, width, height };
}
