import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';

const NEWLINE = 0x0a;

/**
 * Passes bytes on as they come, each piece checked to be UTF-8 (strictly, as a fatal
 * `TextDecoder` reads it: no stray continuation bytes, overlong forms or encoded surrogates);
 * the first line that is not fails the stream with `refuse(itsNumber)`. Decoding with
 * replacement characters instead would store a file saved in another encoding with its letters
 * lost. Pieces are cut between characters (a character split across chunks waits for its
 * last bytes), so each is valid on its own; a newline byte never occurs inside a character, so
 * lines are counted by it.
 */
export class StrictUtf8 extends Transform {
  /** The start of a character whose last bytes have not come yet (at most 3 bytes). */
  private held: Buffer = Buffer.alloc(0);
  /** The number of the line the next byte is on. */
  private line = 1;

  constructor(private readonly refuse: (line: number) => Error) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: string, done: TransformCallback): void {
    const bytes = Buffer.concat([
      this.held,
      typeof chunk === 'string' ? Buffer.from(chunk) : chunk,
    ]);
    const cut = endOfLastWholeCharacter(bytes);
    this.held = bytes.subarray(cut);
    done(this.pass(bytes.subarray(0, cut)));
  }

  override _flush(done: TransformCallback): void {
    done(this.pass(this.held));
  }

  /** Pushes the bytes on, or answers the refusal of the first line in them that is not UTF-8. */
  private pass(bytes: Buffer): Error | null {
    if (bytes.length === 0) return null;
    const valid = isUtf8(bytes);
    for (let start = 0; start < bytes.length;) {
      const end = bytes.indexOf(NEWLINE, start);
      const stop = end < 0 ? bytes.length : end + 1;
      if (!valid && !isUtf8(bytes.subarray(start, stop))) return this.refuse(this.line);
      if (end >= 0) this.line += 1;
      start = stop;
    }
    this.push(bytes);
    return null;
  }
}

/**
 * Where the bytes stop being whole characters: before a lead byte at the end whose character
 * needs more bytes than follow it. Anything else (ASCII, a complete or an invalid sequence) is
 * passed on for the check to judge.
 */
function endOfLastWholeCharacter(bytes: Buffer): number {
  for (let at = bytes.length - 1; at >= Math.max(0, bytes.length - 3); at -= 1) {
    const byte = bytes[at] ?? 0;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return bytes.length - at < length ? at : bytes.length;
    }
  }
  return bytes.length;
}
