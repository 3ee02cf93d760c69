import { aFile } from '../../../shared/test/fixtures';
import { isBoardImage, notImageMessage, sortPicked } from './image-file';

describe('picked image files', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.heic', 'image/heic'],
    ['photo.gif', 'image/gif'],
    ['photo.avif', 'image/avif'],
    // Many systems give HEIC photos no type at all.
    ['IMG_0001.HEIC', ''],
    ['photo.jpeg', 'application/octet-stream'],
  ])('takes %s (%s)', (name, type) => {
    expect(isBoardImage(aFile(name, { type }))).toBe(true);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['plan.pdf', 'application/pdf'],
    ['logo.svg', 'image/svg+xml'],
    ['scan.bmp', 'image/bmp'],
    // A name alone does not make a text file an image.
    ['notes.png', 'text/plain'],
    ['notes', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(isBoardImage(aFile(name, { type }))).toBe(false);
  });

  it('sorts a mixed pick, keeping the order of each part', () => {
    const files = [
      aFile('a.png'),
      aFile('b.txt', { type: 'text/plain' }),
      aFile('c.jpg', { type: 'image/jpeg' }),
      aFile('d.pdf', { type: 'application/pdf' }),
    ];
    const { images, refused } = sortPicked(files);
    expect(images.map((file) => file.name)).toEqual(['a.png', 'c.jpg']);
    expect(refused.map((file) => file.name)).toEqual(['b.txt', 'd.pdf']);
  });

  it('says what to choose instead', () => {
    expect(notImageMessage(1)).toBe(
      'This file is not an image. Choose a JPEG, PNG, WebP or HEIC photo.',
    );
    expect(notImageMessage(2)).toBe(
      'These files are not images. Choose JPEG, PNG, WebP or HEIC photos.',
    );
  });
});
