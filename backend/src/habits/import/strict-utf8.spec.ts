import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { StrictUtf8 } from './strict-utf8.js';

/** What comes out of the check for `chunks`, and its refusal if any. */
async function through(
  chunks: Buffer[],
): Promise<{ out: Buffer; pieces: number; refused: string | null }> {
  const check = new StrictUtf8((line) => new Error(`line ${line}`));
  const out: Buffer[] = [];
  try {
    for await (const piece of Readable.from(chunks).pipe(check)) out.push(piece as Buffer);
    return { out: Buffer.concat(out), pieces: out.length, refused: null };
  } catch (error) {
    return { out: Buffer.concat(out), pieces: out.length, refused: (error as Error).message };
  }
}

const split = (bytes: Buffer, size: number): Buffer[] =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, at) =>
    bytes.subarray(at * size, (at + 1) * size),
  );

describe('StrictUtf8', () => {
  it('passes UTF-8 on unchanged, however its characters are split between chunks', async () => {
    const text = Buffer.from('\uFEFFname\nCafé 日本 🧘\n\nend');
    for (const size of [1, 2, 3, 4, 7, 100]) {
      expect(await through(split(text, size))).toMatchObject({ out: text, refused: null });
    }
  });

  it.each([
    ['a Latin-1 letter', Buffer.from('ok\nok\ncaf\xe9\nok\n', 'latin1'), 'line 3'],
    ['a stray continuation byte', Buffer.from([0x61, 0x0a, 0x80, 0x0a]), 'line 2'],
    ['an overlong form', Buffer.from([0x0a, 0xc0, 0xaf]), 'line 2'],
    ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80, 0x0a]), 'line 1'],
    ['a character cut off by the end of the file', Buffer.from([0x0a, 0x0a, 0xe6, 0x97]), 'line 3'],
    ['UTF-16', Buffer.from('\uFEFFname\n', 'utf16le'), 'line 1'],
  ])('refuses %s, naming its line', async (_what, bytes, refused) => {
    for (const size of [1, 2, 64]) {
      expect((await through(split(bytes, size))).refused).toBe(refused);
    }
  });

  it('passes a long line on as it comes, without waiting for its end', async () => {
    const { pieces, refused } = await through(split(Buffer.alloc(64 * 1024, 'a'), 16 * 1024));
    expect({ pieces, refused }).toEqual({ pieces: 4, refused: null });
  });
});
