import { vi } from 'vitest';

export type CapturedDownload = { name: string; href: string; blob: Blob };

/**
 * Stands in for the browser's downloads (jsdom has no object URLs and saves nothing): every
 * link clicked to download a Blob is recorded with its name and the Blob. Call in `beforeEach`
 * or in the test; vitest's `restoreMocks` undoes the click spy, and the object URL stand-ins
 * are replaced by the next call (jsdom has no own ones to restore).
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const href = `blob:download-${blobs.size + 1}`;
      blobs.set(href, blob);
      return href;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (this.download && blob) downloads.push({ name: this.download, href: this.href, blob });
  });
  return downloads;
}
