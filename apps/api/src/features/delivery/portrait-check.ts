import { PORTRAIT_MAX_PIXELS, PORTRAIT_MESSAGES } from '@persona/shared';
import { AppError } from '../../lib/errors';
import { decodeImage } from '../../lib/images/decode-image';

const startsLikeJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * An uploaded portrait is a JPEG (avatars/{img}.jpg) of at most PORTRAIT_MAX_PIXELS that decodes in full: a
 * header claiming a huge image, a truncated or a corrupt file is refused (422) before anything is stored.
 */
export async function checkPortrait(bytes: Uint8Array): Promise<void> {
  if (!startsLikeJpeg(bytes)) throw new AppError('UNPROCESSABLE', PORTRAIT_MESSAGES.notJpeg);
  const image = await decodeImage(bytes, PORTRAIT_MAX_PIXELS);
  if (!image.ok) {
    throw new AppError('UNPROCESSABLE', image.problem === 'too-many-pixels' ? PORTRAIT_MESSAGES.tooManyPixels(image.width, image.height) : PORTRAIT_MESSAGES.unreadable);
  }
  if (image.format !== 'jpeg') throw new AppError('UNPROCESSABLE', PORTRAIT_MESSAGES.notJpeg);
}
