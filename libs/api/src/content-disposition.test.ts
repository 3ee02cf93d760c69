import { filenameFromContentDisposition } from './content-disposition';

const FALLBACK = 'export.zip';

describe('filenameFromContentDisposition', () => {
  it('prefers filename* and decodes it', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="Lauf-Halbmarathon.zip"; filename*=UTF-8''L%C3%A4uf%20Halbmarathon.zip`,
        FALLBACK,
      ),
    ).toBe('Läuf Halbmarathon.zip');
  });

  it('reads a quoted filename, with escapes', () => {
    expect(
      filenameFromContentDisposition('attachment; filename="My \\"big\\" goal.zip"', FALLBACK),
    ).toBe('My "big" goal.zip');
  });

  it('reads a bare token filename', () => {
    expect(filenameFromContentDisposition('attachment; filename=goal.zip', FALLBACK)).toBe(
      'goal.zip',
    );
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename*=UTF-8''%E0%A4%A; filename="ok.zip"`,
        FALLBACK,
      ),
    ).toBe('ok.zip');
  });

  it('drops folders from the name', () => {
    expect(
      filenameFromContentDisposition('attachment; filename="../../etc/passwd"', FALLBACK),
    ).toBe('passwd');
  });

  it('uses the fallback without a usable name', () => {
    expect(filenameFromContentDisposition(undefined, FALLBACK)).toBe(FALLBACK);
    expect(filenameFromContentDisposition('attachment', FALLBACK)).toBe(FALLBACK);
    expect(filenameFromContentDisposition('attachment; filename=""', FALLBACK)).toBe(FALLBACK);
  });
});
