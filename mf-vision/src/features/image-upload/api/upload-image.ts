import { apiClient } from '@goalcoach/api';
import { VISION_IMAGE_FIELD, type VisionImage } from '@goalcoach/contracts';
import { apiPaths } from '../../../shared/api/api-paths';

export type ImageUpload = { file: File; caption: string; emoji: string };

/** `POST /api/vision/images` as multipart; empty caption and emoji are not sent. */
export function uploadImage({ file, caption, emoji }: ImageUpload): Promise<VisionImage> {
  const form = new FormData();
  form.append(VISION_IMAGE_FIELD, file, file.name);
  if (caption.trim()) form.append('caption', caption.trim());
  if (emoji.trim()) form.append('emoji', emoji.trim());
  return apiClient.post<VisionImage>(apiPaths.images, form).then((response) => response.data);
}
