/** A manual entry can be saved once one of its texts is not blank after trimming. */
export function isBlankEntry(texts: Readonly<Record<string, string>>): boolean {
  return Object.values(texts).every((text) => text.trim() === '');
}
