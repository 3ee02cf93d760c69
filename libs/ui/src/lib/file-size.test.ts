import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('writes file sizes in KB or MB', () => {
    expect(fileSizeText(0)).toBe('1 KB');
    expect(fileSizeText(200)).toBe('1 KB');
    expect(fileSizeText(850 * 1024)).toBe('850 KB');
    expect(fileSizeText(12.4 * 1024 * 1024)).toBe('12.4 MB');
  });
});
