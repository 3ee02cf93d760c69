/** Deeper JSON is refused: no request of the API nests beyond a few levels. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`;
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const ILL_FORMED_TEXT_MESSAGE = 'Text must be well-formed Unicode';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when the JSON text nests objects and arrays deeper than `limit`. One pass over the
 * characters, with no parsing and no recursion, so it is safe on any input: it runs before
 * anything (the parser, class-transformer, a validator) walks the value recursively.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Why a parsed JSON value cannot be taken as text, or null when every string in it (keys
 * included) can. PostgreSQL text cannot hold U+0000, and a lone surrogate (`"\udc00"`) is not
 * Unicode at all: validators, encoders and the database fail on it in their own ways.
 * Call it only on values of bounded depth (see nestsDeeperThan).
 */
export function textProblem(value: unknown): string | null {
  if (typeof value === 'string') return stringProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = textProblem(item);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const problem = stringProblem(key) ?? textProblem(item);
      if (problem) return problem;
    }
  }
  return null;
}

function stringProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (!text.isWellFormed()) return ILL_FORMED_TEXT_MESSAGE;
  return null;
}
