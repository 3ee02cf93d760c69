import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this, compressing saves less than it costs. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * API answers above 1 KiB go out brotli- or gzip-compressed, whichever the browser prefers of
 * those it accepts (with `Vary: Accept-Encoding`). Brotli at quality 4 keeps most of the gain
 * for a fraction of the CPU of its default 11, which is for files compressed once, at build
 * (the built front end is served from its `.br`/`.gz` copies, see web-app.routes.ts). Files that
 * are compressed already (images, audio, ZIP) are left as they are.
 */
export async function registerResponseCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(compress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
