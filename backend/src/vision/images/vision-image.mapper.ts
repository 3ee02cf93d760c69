import type { VisionImage } from '@goalcoach/contracts';
import { filePath } from '../vision-files.js';
import type { VisionImageEntity } from './vision-image.entity.js';

export function toVisionImage(image: VisionImageEntity): VisionImage {
  return {
    id: image.id,
    imagePath: filePath(image.imageKey),
    thumbnailPath: filePath(image.thumbnailKey),
    caption: image.caption,
    emoji: image.emoji,
    width: image.width,
    height: image.height,
    createdAt: image.createdAt.toISOString(),
  };
}
