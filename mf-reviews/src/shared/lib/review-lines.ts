/**
 * A bullet the check-in fields insert ("• ") or one typed by hand ("- ", "* ", "·"): a '-' or
 * '*' only when a space follows, so "-2 kg" keeps its sign. The server reads lines the same way.
 */
const BULLET_PREFIX = /^(?:[•◦▪‣∙·]\s*|[-*]\s+)/;

/** One line of review text without its bullet prefix and surrounding spaces. */
export function stripBullet(line: string): string {
  return line.trim().replace(BULLET_PREFIX, '').trim();
}

/**
 * The items of newline-separated bullet text (SPEC §3), bullet prefixes stripped; blank lines
 * and lines that are only a bullet are not items.
 */
export function reviewLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map(stripBullet)
    .filter((line) => line !== '');
}
