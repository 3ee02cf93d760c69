import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'vision_images' })
export class VisionImageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** 0-4, unique per user: the database's hold on the 5-image limit. */
  @Column({ type: 'smallint' })
  position!: number;

  @Column({ name: 'image_key', type: 'text' })
  imageKey!: string;

  @Column({ name: 'thumbnail_key', type: 'text' })
  thumbnailKey!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'text', nullable: true })
  caption!: string | null;

  @Column({ type: 'text', nullable: true })
  emoji!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
