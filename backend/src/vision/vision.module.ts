import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../platform/storage/storage.module.js';
import { VisionFilesController } from './files/vision-files.controller.js';
import { VisionImageEntity } from './images/vision-image.entity.js';
import { VisionImagesController } from './images/vision-images.controller.js';
import { VisionImagesService } from './images/vision-images.service.js';
import { VisionProfileEntity } from './profile/vision-profile.entity.js';
import { VisionProfileController } from './profile/vision-profile.controller.js';
import { VisionProfileService } from './profile/vision-profile.service.js';

/** The vision board: images, the statement and the voice note; files private to their owner. */
@Module({
  imports: [TypeOrmModule.forFeature([VisionImageEntity, VisionProfileEntity]), StorageModule],
  controllers: [VisionProfileController, VisionImagesController, VisionFilesController],
  providers: [VisionImagesService, VisionProfileService],
})
export class VisionModule {}
