/** Whether `phrase` stands in `roots` as whole words ("run" is in "run a 10k", not in "rune"). */
export function hasPhrase(roots: string, phrase: string): boolean {
  return ` ${roots} `.includes(` ${phrase} `);
}

/** Whether a word of `roots` starts `phrase` ("injur" is in "an old injury"). */
export function hasWordStart(roots: string, phrase: string): boolean {
  return ` ${roots}`.includes(` ${phrase}`);
}
