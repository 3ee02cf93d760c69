import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppSettingEntity } from './app-setting.entity.js';

/** Installation-wide settings stored as JSON under a key. */
@Injectable()
export class AppSettingsService {
  constructor(
    @InjectRepository(AppSettingEntity) private readonly settings: Repository<AppSettingEntity>,
  ) {}

  async get<T>(key: string): Promise<T | null> {
    const row = await this.settings.findOneBy({ key });
    return row ? (row.value as T) : null;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.settings.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }

  /**
   * Stores `value` unless the key exists, and returns what is stored. Safe when several
   * instances start at once: the first insert wins, the others read it.
   */
  async getOrCreate<T>(key: string, value: T): Promise<T> {
    await this.settings.query(
      'INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, JSON.stringify(value)],
    );
    const stored = await this.get<T>(key);
    if (stored === null) throw new Error(`Setting ${key} vanished right after it was stored`);
    return stored;
  }
}
