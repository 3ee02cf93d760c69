import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { VISION_IMAGE_FIELD, type VisionImage } from '@goalcoach/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import { readRequiredUpload } from '../../platform/uploads/read-upload.js';
import { validateFields } from '../../platform/uploads/validate-fields.js';
import { OwnedIdParam } from '../../platform/validation/owned-id.pipe.js';
import type { UserEntity } from '../../users/user.entity.js';
import { VisionImageFieldsDto, VisionImageUploadDto } from '../dto/vision.dto.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';
import { VisionImagesService } from './vision-images.service.js';

const ImageId = () => OwnedIdParam('id', () => new VisionException(VisionErrorCode.ImageNotFound));

@ApiTags('vision')
@Controller('vision/images')
export class VisionImagesController {
  constructor(private readonly images: VisionImagesService) {}

  /** Oldest first. */
  @Get()
  list(@CurrentUser() user: UserEntity): Promise<VisionImage[]> {
    return this.images.list(user);
  }

  /** Multipart: `image`, optional `caption` and `emoji`. */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: VisionImageUploadDto })
  async add(@CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<VisionImage> {
    const upload = await readRequiredUpload(request, {
      file: VISION_IMAGE_FIELD,
      fields: ['caption', 'emoji'],
    });
    const fields = await validateFields(VisionImageFieldsDto, upload.fields);
    return this.images.add(user, upload.file, fields);
  }

  /** Deletes the image with its files. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: UserEntity, @ImageId() id: string): Promise<void> {
    return this.images.remove(user, id);
  }
}
