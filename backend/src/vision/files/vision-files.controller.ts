import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import type { UserEntity } from '../../users/user.entity.js';
import { VISION_FILE_NAME, storageKey } from '../vision-files.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';

/**
 * The signed-in user's own files. The key is made from the user's id, so another user's file
 * name finds nothing (the same 404 as a missing one). Names are random and never reused: the
 * answer may be cached for good, by the browser only.
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
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    if (!VISION_FILE_NAME.test(name)) throw new VisionException(VisionErrorCode.FileNotFound);
    const file = await this.storage.get(storageKey(user.id, name));
    if (!file) throw new VisionException(VisionErrorCode.FileNotFound);
    void reply.headers({
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    return new StreamableFile(file.body, {
      type: file.contentType,
      length: file.size,
      disposition: 'inline',
    });
  }
}
