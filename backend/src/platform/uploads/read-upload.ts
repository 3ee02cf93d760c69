import {
  BadRequestException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { textProblem } from '../validation/json-text-checks.js';
import { UPLOAD_MAX_MEGABYTES } from './upload-limits.js';

export interface UploadedFile {
  buffer: Buffer;
  /** As the client named it: never trusted, only for messages. */
  fileName: string;
  /** As the client declared it: never trusted, the content decides. */
  declaredType: string;
}

export interface Upload {
  /** Null when the request carried no file (the caller says whether that is allowed). */
  file: UploadedFile | null;
  /** The text fields, each given at most once. */
  fields: Record<string, string>;
}

export interface UploadShape {
  /** The name of the one file field. */
  file: string;
  /** The names of the text fields that may come with it, in any order. */
  fields: readonly string[];
}

/**
 * Reads a multipart request (the limits are @fastify/multipart's, see upload-limits.ts): the
 * expected file and text fields in any order. Anything else is a clear 4xx: not multipart 415,
 * a file over the limit 413, a missing file, an unknown field, a second file, a cut field or a
 * field with a NUL character or a lone surrogate 400.
 */
async function readUpload(request: FastifyRequest, shape: UploadShape): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeException('The request must be multipart/form-data.');
  }
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== shape.file || file !== null) {
          // Read to the end so the request finishes; the answer is still the refusal.
          await part.toBuffer();
          throw new BadRequestException(`Only one file can be uploaded, as ${shape.file}.`);
        }
        const buffer = await part.toBuffer();
        file = { buffer, fileName: part.filename, declaredType: part.mimetype };
        continue;
      }
      const name = part.fieldname;
      if (!shape.fields.includes(name)) {
        throw new BadRequestException(`property ${name} should not exist`);
      }
      if (name in fields) throw new BadRequestException(`${name} must be given once`);
      if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
        throw new BadRequestException(`${name} is too long`);
      }
      // The JSON parser's check of every string, which a multipart body does not pass through.
      const problem = textProblem(part.value);
      if (problem) throw new BadRequestException(problem);
      fields[name] = part.value;
    }
  } catch (error) {
    discardRest(request);
    throw toHttpError(error);
  }
  return { file, fields };
}

/** Like readUpload, for a request whose file is required: '<field> is required' without it. */
export async function readRequiredUpload(
  request: FastifyRequest,
  shape: UploadShape,
): Promise<Upload & { file: UploadedFile }> {
  const upload = await readUpload(request, shape);
  const { file } = upload;
  if (file === null || file.buffer.length === 0) {
    throw new BadRequestException(`${shape.file} is required`);
  }
  return { ...upload, file };
}

/** How much of a refused upload is read and dropped before the connection is cut. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * After a refusal the client may still be sending (the rest of an oversize file, a large file
 * after an unknown field): up to 16 MB more are read and dropped, never kept, so an ordinary
 * client finishes sending and reads the answer; past that the connection is cut, so a client
 * cannot keep one busy with an endless body.
 */
function discardRest(request: FastifyRequest): void {
  const body = request.raw;
  if (body.readableEnded) return;
  let discarded = 0;
  body.unpipe();
  body.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) body.socket.destroy();
  });
  body.resume();
}

const TOO_LARGE = `The file is larger than ${UPLOAD_MAX_MEGABYTES} MB.`;

/** @fastify/multipart's errors (codes FST_*) as the API's answers. */
function toHttpError(error: unknown): unknown {
  if (error instanceof HttpException) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException(TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return new BadRequestException('Only one file can be uploaded.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestException('The form has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeException('The request must be multipart/form-data.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequestException('The upload could not be read.');
    default:
      // Busboy's own parse errors ("Unexpected end of form", "Malformed part header") are the
      // client's broken body, not a server fault.
      if (error instanceof Error && isBusboyError(error)) {
        return new HttpException('The upload could not be read.', HttpStatus.BAD_REQUEST);
      }
      return error;
  }
}

function isBusboyError(error: Error): boolean {
  return /multipart|part header|unexpected end|boundary|terminated early/i.test(error.message);
}
