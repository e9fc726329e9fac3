import { PORTRAIT_WIDTHS, type PortraitWidth } from '@persona/shared';
import type { FastifyBaseLogger } from 'fastify';
import { webpCopy } from '../../lib/images/webp-copy';
import { StorageError, type StorageDriver, type StoredObject } from '../../lib/storage';
import { portraitKey } from './avatar-links';

export const portraitCopyKey = (img: string, width: PortraitWidth) => `avatars/${img}.w${width}.webp`;

/** What to answer with: the object's key in storage and, unless the process already knew it was there, its bytes. */
export interface PortraitFile {
  key: string;
  /** Whether `key` is stored (false: a copy made now that could not be saved, sent from memory). */
  stored: boolean;
  object?: StoredObject;
}

/** Keys this process has seen stored; past this many it starts again (each miss costs one read). */
const KNOWN_MAX = 10_000;

/**
 * The smaller WebP copies of uploaded portraits (`?w=` on a portrait's address), made at upload (`prepare`) or
 * else the first time one is asked for (portraits uploaded before copies existed), and kept beside the original.
 * Two requests for a copy not made yet wait for the same making. A portrait sharp cannot read is answered with
 * its original; a copy that cannot be saved is still sent. A missing original throws object-not-found.
 */
export function createPortraitCopies(storage: StorageDriver, log: FastifyBaseLogger) {
  const known = new Set<string>();
  const making = new Map<string, Promise<PortraitFile>>();

  /** The stored copy, or null when there is none yet. */
  const stored = async (key: string): Promise<StoredObject | null> => {
    try {
      return await storage.get(key);
    } catch (error) {
      if (error instanceof StorageError && error.kind === 'object-not-found') return null;
      throw error;
    }
  };

  /** Makes and saves the copy of `original`; never throws (an unreadable original answers as itself). */
  const create = async (img: string, width: PortraitWidth, key: string, original: StoredObject): Promise<PortraitFile> => {
    let data: Buffer;
    try {
      data = await webpCopy(original.data, width);
    } catch (error) {
      log.warn({ img, err: error }, 'portrait could not be read to make a smaller copy: the original is sent');
      return { key: portraitKey(img), stored: true, object: original };
    }
    const object = { data, contentType: 'image/webp' };
    try {
      await storage.put(key, data, object.contentType);
      return { key, stored: true, object };
    } catch (error) {
      log.warn({ img, err: error }, 'smaller portrait copy could not be saved: sent from memory');
      return { key, stored: false, object };
    }
  };

  const make = async (img: string, width: PortraitWidth, key: string): Promise<PortraitFile> => {
    const found = await stored(key);
    return found ? { key, stored: true, object: found } : create(img, width, key, await storage.get(portraitKey(img)));
  };

  return {
    /** The copy of `img` at most `width` wide; when `needBytes` is false and the copy is known to be stored, no read. */
    async get(img: string, width: PortraitWidth, needBytes: boolean): Promise<PortraitFile> {
      const key = portraitCopyKey(img, width);
      if (!needBytes && known.has(key)) return { key, stored: true };
      let pending = making.get(key);
      if (!pending) {
        pending = make(img, width, key).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const file = await pending;
      if (file.stored && file.key === key) {
        if (known.size >= KNOWN_MAX) known.clear();
        known.add(key);
      }
      return file;
    },
    /**
     * Makes every copy of a portrait just uploaded, so its first viewer does not wait for them; one that cannot be
     * made now is made on the first ask.
     */
    async prepare(img: string, original: StoredObject): Promise<void> {
      await Promise.all(PORTRAIT_WIDTHS.map((width) => create(img, width, portraitCopyKey(img, width), original)));
    },
  };
}
