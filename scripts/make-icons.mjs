// Draws the app's install icons from its favicon (shell/src/favicon.svg) into shell/public/icons.
// Run it by hand when the favicon changes: `node scripts/make-icons.mjs`. The PNGs are committed
// rather than drawn at build time, so building the front end needs no native image library
// (sharp is the backend's), and the icons only change when someone means them to.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const favicon = path.join(root, 'shell/src/favicon.svg');
const outDir = path.join(root, 'shell/public/icons');
/** The dark theme's page colour (libs/ui), which the manifest's background_color also names. */
const BACKGROUND = '#0b1020';

/** The favicon alone on a transparent square (purpose "any"). */
async function plainIcon(svg, size, file) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

/**
 * The favicon on a full square of the background, at `share` of its side: a maskable icon may be
 * cut to any shape that keeps the middle circle of 80 % of the side (the safe zone), so the logo
 * at 66 % stays whole; a touch icon (iOS fills transparency with black) uses more of it.
 */
async function filledIcon(svg, size, share, file) {
  const logoSize = Math.round(size * share);
  const logo = await sharp(svg, { density: (72 * logoSize) / 32 })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

const svg = await readFile(favicon);
await mkdir(outDir, { recursive: true });
await plainIcon(svg, 192, 'icon-192.png');
await plainIcon(svg, 512, 'icon-512.png');
await filledIcon(svg, 192, 0.66, 'icon-maskable-192.png');
await filledIcon(svg, 512, 0.66, 'icon-maskable-512.png');
await filledIcon(svg, 180, 0.8, 'apple-touch-icon.png');
console.log(`Icons written to ${path.relative(root, outDir)}`);
