import { DEFAULT_EXPORT_FILENAME, filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it('prefers filename* and decodes it', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="Lauf-Halbmarathon.zip"; filename*=UTF-8''L%C3%A4uf%20Halbmarathon.zip`,
      ),
    ).toBe('Läuf Halbmarathon.zip');
  });

  it('reads a quoted filename, with escapes', () => {
    expect(filenameFromContentDisposition('attachment; filename="My \\"big\\" goal.zip"')).toBe(
      'My "big" goal.zip',
    );
  });

  it('reads a bare token filename', () => {
    expect(filenameFromContentDisposition('attachment; filename=goal.zip')).toBe('goal.zip');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.zip"`),
    ).toBe('ok.zip');
  });

  it('drops folders from the name', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
  });

  it('uses the fallback without a usable name', () => {
    expect(filenameFromContentDisposition(undefined)).toBe(DEFAULT_EXPORT_FILENAME);
    expect(filenameFromContentDisposition('attachment')).toBe(DEFAULT_EXPORT_FILENAME);
    expect(filenameFromContentDisposition('attachment; filename=""')).toBe(DEFAULT_EXPORT_FILENAME);
  });
});
