import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { VISION_MAX_IMAGES, type VisionImage } from '@goalcoach/contracts';
import { DataSource, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { lockUserRow } from '../../platform/database/user-row-lock.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import type { UploadedFile } from '../../platform/uploads/read-upload.js';
import type { UserEntity } from '../../users/user.entity.js';
import type { VisionImageFieldsDto } from '../dto/vision.dto.js';
import { deleteStoredFiles } from '../vision-file-cleanup.js';
import { newFileStem, storageKey } from '../vision-files.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';
import { imageKindOf } from './image-content.js';
import { encodeImage } from './image-encoder.js';
import { VisionImageEntity } from './vision-image.entity.js';
import { toVisionImage } from './vision-image.mapper.js';

const WEBP = 'image/webp';

/** The user's vision images: re-encoded files in the storage, at most 5 rows in the database. */
@Injectable()
export class VisionImagesService {
  private readonly logger = new Logger(VisionImagesService.name);

  constructor(
    @InjectRepository(VisionImageEntity) private readonly images: Repository<VisionImageEntity>,
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  /** Oldest first. */
  async list(user: UserEntity): Promise<VisionImage[]> {
    const images = await this.images.find({
      where: { userId: user.id },
      order: { createdAt: 'ASC', position: 'ASC' },
    });
    return images.map(toVisionImage);
  }

  /**
   * Checks the file by its content, re-encodes it, stores the image and its thumbnail, then
   * adds the row in a free position. Nothing is left behind when any step fails.
   */
  async add(
    user: UserEntity,
    file: UploadedFile,
    fields: VisionImageFieldsDto,
  ): Promise<VisionImage> {
    // A fast refusal before the costly decoding; the insert below is the authority.
    if ((await this.images.countBy({ userId: user.id })) >= VISION_MAX_IMAGES) {
      throw new VisionException(VisionErrorCode.ImageLimitReached);
    }
    const kind = await imageKindOf(file.buffer);
    const encoded = await encodeImage(file.buffer, kind);
    const stem = newFileStem();
    const imageKey = storageKey(user.id, `${stem}.webp`);
    const thumbnailKey = storageKey(user.id, `${stem}-thumb.webp`);
    try {
      await this.storage.put(imageKey, encoded.image, WEBP);
      await this.storage.put(thumbnailKey, encoded.thumbnail, WEBP);
      const image = await this.insert({
        userId: user.id,
        imageKey,
        thumbnailKey,
        width: encoded.width,
        height: encoded.height,
        caption: fields.caption ?? null,
        emoji: fields.emoji ?? null,
        createdAt: this.clock.now(),
      });
      return toVisionImage(image);
    } catch (error) {
      await deleteStoredFiles(this.storage, this.logger, [imageKey, thumbnailKey]);
      throw error;
    }
  }

  /** Deletes the row, then its files; 404 for a missing or someone else's id. */
  async remove(user: UserEntity, imageId: string): Promise<void> {
    const [rows]: [{ image_key: string; thumbnail_key: string }[], number] =
      await this.dataSource.query(
        `DELETE FROM vision_images WHERE id = $1 AND user_id = $2
         RETURNING image_key, thumbnail_key`,
        [imageId, user.id],
      );
    const row = rows[0];
    if (!row) throw new VisionException(VisionErrorCode.ImageNotFound);
    await deleteStoredFiles(this.storage, this.logger, [row.image_key, row.thumbnail_key]);
  }

  /**
   * The user's row lock makes the count and the insert one step for concurrent uploads; the
   * unique (user, position) pair and the position's 0-4 check hold the limit regardless.
   */
  private insert(image: Omit<VisionImageEntity, 'id' | 'position'>): Promise<VisionImageEntity> {
    return this.dataSource.transaction(async (manager) => {
      await lockUserRow(manager, image.userId);
      const taken: { position: number }[] = await manager.query(
        'SELECT position FROM vision_images WHERE user_id = $1',
        [image.userId],
      );
      const used = new Set(taken.map((row) => row.position));
      const position = [...Array(VISION_MAX_IMAGES).keys()].find((slot) => !used.has(slot));
      if (position === undefined) throw new VisionException(VisionErrorCode.ImageLimitReached);
      const repository = manager.getRepository(VisionImageEntity);
      return repository.save(repository.create({ ...image, position }));
    });
  }
}
