import { Controller, Get, Headers, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import {
  FileStorage,
  RangeNotSatisfiableError,
  type StoredFile,
} from '../../platform/storage/file-storage.js';
import type { UserEntity } from '../../users/user.entity.js';
import { VISION_FILE_NAME, storageKey } from '../vision-files.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';
import { byteRangeOf } from './range-header.js';

/**
 * The signed-in user's own files. The key is made from the user's id, so another user's file
 * name finds nothing (the same 404 as a missing one). Names are random and never reused: the
 * answer may be cached for good, by the browser only. One byte range is honoured (206), which
 * Safari needs to play audio at all.
 */
@ApiTags('vision')
@Controller('vision/files')
export class VisionFilesController {
  constructor(private readonly storage: FileStorage) {}

  @Get(':name')
  @ApiProduces('image/webp', 'audio/webm', 'audio/ogg', 'audio/mp4')
  async file(
    @CurrentUser() user: UserEntity,
    @Param('name') name: string,
    @Headers('range') rangeHeader: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    if (!VISION_FILE_NAME.test(name)) throw new VisionException(VisionErrorCode.FileNotFound);
    const range = byteRangeOf(rangeHeader) ?? undefined;
    let file: StoredFile | null;
    try {
      file = await this.storage.get(storageKey(user.id, name), range);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error;
      return reply
        .status(HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE)
        .headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${error.size}` })
        .send();
    }
    if (!file) throw new VisionException(VisionErrorCode.FileNotFound);
    void reply.headers({
      'content-type': file.contentType,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
    });
    const { range: span } = file;
    if (span === null) {
      return reply.header('content-length', file.size).send(file.body);
    }
    return reply
      .status(HttpStatus.PARTIAL_CONTENT)
      .headers({
        'content-range': `bytes ${span.first}-${span.last}/${file.size}`,
        'content-length': span.last - span.first + 1,
      })
      .send(file.body);
  }
}
