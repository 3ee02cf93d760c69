/** SPEC §5: a manual entry can be saved once one of its texts is more than spaces. */
export function isBlankEntry(texts: Readonly<Record<string, string>>): boolean {
  return Object.values(texts).every((text) => text.trim() === '');
}
