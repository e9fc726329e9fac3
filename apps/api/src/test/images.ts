import sharp from 'sharp';

/** A real picture of the size asked for, in the format asked for. */
export const testImage = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .toFormat(format)
    .toBuffer();

/** 17 bytes: a JPEG start, a frame header claiming 65000 × 65000 pixels, the start of a scan, and no picture. */
export const JPEG_HEADER_ONLY = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0xfd, 0xe8, 0xfd, 0xe8, 0x01, 0x01, 0x11, 0x00, 0xff, 0xda]);

/** A well-formed small JPEG whose frame header was changed to claim `width` × `height` (a decompression bomb). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await testImage(8, 8));
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

/** A real JPEG cut off at 60% of its bytes. */
export const truncatedJpeg = async (): Promise<Buffer> => {
  const bytes = await testImage(600, 400);
  return bytes.subarray(0, Math.floor(bytes.length * 0.6));
};

/** A real JPEG whose picture data was scrambled after the headers (its header still reads). */
export const corruptJpeg = async (): Promise<Buffer> => {
  const bytes = Buffer.from(await testImage(600, 400));
  for (let i = 400; i < bytes.length - 10; i += 7) bytes[i]! ^= 0x5a;
  return bytes;
};
