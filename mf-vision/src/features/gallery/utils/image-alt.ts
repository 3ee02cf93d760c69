import type { VisionImage } from '@goalcoach/contracts';

/** What an image says to a screen reader: its caption, else its place on the board. */
export function imageAlt(image: Pick<VisionImage, 'caption'>, position: number): string {
  return image.caption?.trim() || `Vision image ${position}`;
}
