import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { VisionProfile } from '@goalcoach/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { lockUserRow } from '../../platform/database/user-row-lock.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import type { UploadedFile } from '../../platform/uploads/read-upload.js';
import type { UserEntity } from '../../users/user.entity.js';
import { deleteStoredFiles } from '../vision-file-cleanup.js';
import { newFileStem, storageKey } from '../vision-files.js';
import { VisionErrorCode, VisionException } from '../vision.exception.js';
import { readVoiceNote } from '../voice-note/audio-content.js';
import { VisionProfileEntity } from './vision-profile.entity.js';
import { toVisionProfile } from './vision-profile.mapper.js';

/** The vision statement and the voice note: one profile row per user. */
@Injectable()
export class VisionProfileService {
  private readonly logger = new Logger(VisionProfileService.name);

  constructor(
    @InjectRepository(VisionProfileEntity)
    private readonly profiles: Repository<VisionProfileEntity>,
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async profile(user: UserEntity): Promise<VisionProfile> {
    return toVisionProfile(await this.profiles.findOneBy({ userId: user.id }));
  }

  async setStatement(user: UserEntity, statement: string): Promise<VisionProfile> {
    await this.dataSource.query(
      `INSERT INTO vision_profiles (user_id, statement, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET statement = $2, updated_at = $3`,
      [user.id, statement, this.clock.now()],
    );
    return this.profile(user);
  }

  /**
   * Checks the recording by its content, stores it, then points the profile at it and deletes
   * the old one. The user's row lock orders concurrent uploads: each replaces the one before,
   * so exactly one note remains and every other file is deleted.
   */
  async putVoiceNote(user: UserEntity, file: UploadedFile): Promise<VisionProfile> {
    const content = await readVoiceNote(file.buffer);
    const key = storageKey(user.id, `${newFileStem()}${content.extension}`);
    await this.storage.put(key, file.buffer, content.contentType);
    let oldKey: string | null;
    try {
      oldKey = await this.dataSource.transaction(async (manager) => {
        const previous = await this.lockedAudioKey(manager, user);
        const now = this.clock.now();
        await manager.query(
          `INSERT INTO vision_profiles
             (user_id, audio_key, audio_content_type, audio_duration_ms, audio_created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5)
           ON CONFLICT (user_id) DO UPDATE SET audio_key = $2, audio_content_type = $3,
             audio_duration_ms = $4, audio_created_at = $5, updated_at = $5`,
          [user.id, key, content.contentType, content.durationMs, now],
        );
        return previous;
      });
    } catch (error) {
      await deleteStoredFiles(this.storage, this.logger, [key]);
      throw error;
    }
    if (oldKey !== null) await deleteStoredFiles(this.storage, this.logger, [oldKey]);
    return this.profile(user);
  }

  /** Removes the voice note and its file; 404 when there is none. */
  async deleteVoiceNote(user: UserEntity): Promise<void> {
    const key = await this.dataSource.transaction(async (manager) => {
      const current = await this.lockedAudioKey(manager, user);
      if (current === null) throw new VisionException(VisionErrorCode.VoiceNoteNotFound);
      await manager.query(
        `UPDATE vision_profiles SET audio_key = NULL, audio_content_type = NULL,
           audio_duration_ms = NULL, audio_created_at = NULL, updated_at = $2
         WHERE user_id = $1`,
        [user.id, this.clock.now()],
      );
      return current;
    });
    await deleteStoredFiles(this.storage, this.logger, [key]);
  }

  /** The user's current note key, read under the user's row lock. */
  private async lockedAudioKey(manager: EntityManager, user: UserEntity): Promise<string | null> {
    await lockUserRow(manager, user.id);
    const rows: { audio_key: string | null }[] = await manager.query(
      'SELECT audio_key FROM vision_profiles WHERE user_id = $1',
      [user.id],
    );
    return rows[0]?.audio_key ?? null;
  }
}
