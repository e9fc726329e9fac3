import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers over 1 KiB for clients that accept it: the avatar list of a large library is about
 * 300 bytes an avatar as JSON and shrinks several times over, which matters far more than the CPU it costs.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
