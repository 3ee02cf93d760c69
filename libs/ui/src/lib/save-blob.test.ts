import { vi } from 'vitest';
import { saveBlob } from './save-blob';

afterEach(() => {
  vi.useRealTimers();
});

describe('saveBlob', () => {
  it('clicks a hidden download link to the Blob, removes it, and frees the URL later', () => {
    vi.useFakeTimers();
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL });
    const clicked: { name: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href, attached: this.isConnected });
    });

    saveBlob(blob, 'report.csv');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ name: 'report.csv', href: 'blob:report', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // The browser reads the URL after the click: freeing it at once can cancel the download.
    vi.advanceTimersByTime(1_000);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });
});
