import { loadOnce } from '../load-once';

/** sharp (libvips, a native module) loads with the first image the server reads. */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);
