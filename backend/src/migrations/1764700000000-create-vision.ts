import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vision board: up to 5 images per user (the limit held by the database: a position 0-4
 * unique per user), and one profile row per user with the statement and the voice note.
 * The files themselves live in the file storage under the keys kept here.
 */
export class CreateVision1764700000000 implements MigrationInterface {
  name = 'CreateVision1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE vision_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
        image_key text NOT NULL,
        thumbnail_key text NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        caption text CHECK (char_length(caption) BETWEEN 1 AND 100),
        emoji text CHECK (char_length(emoji) BETWEEN 1 AND 32),
        created_at timestamptz NOT NULL,
        UNIQUE (user_id, position)
      )
    `);

    await queryRunner.query(`
      CREATE TABLE vision_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        statement text CHECK (char_length(statement) BETWEEN 1 AND 500),
        audio_key text,
        audio_content_type text,
        audio_duration_ms integer CHECK (audio_duration_ms >= 0),
        audio_created_at timestamptz,
        updated_at timestamptz NOT NULL,
        CHECK (
          (audio_key IS NULL) = (audio_content_type IS NULL)
          AND (audio_key IS NULL) = (audio_duration_ms IS NULL)
          AND (audio_key IS NULL) = (audio_created_at IS NULL)
        )
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE vision_profiles');
    await queryRunner.query('DROP TABLE vision_images');
  }
}
