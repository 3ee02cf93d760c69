/**
 * The playing time of a fragmented MP4 (what MediaRecorder writes: an empty `moov`, then
 * `moof` + `mdat` pairs), which music-metadata reads as near zero. Sums each fragment's sample
 * durations (trun, or the defaults of tfhd/trex) in its track's timescale (mdhd). Null when
 * the file has no fragments.
 */
export function fragmentedMp4Seconds(file: Buffer): number | null {
  const timescales = new Map<number, number>();
  const defaultDurations = new Map<number, number>();
  let fragments = 0;
  let longest = 0;
  const totals = new Map<number, number>();
  const budget = new SampleBudget(file.length);

  for (const box of boxes(file, 0, file.length)) {
    if (box.type === 'moov') readMovie(file, box, timescales, defaultDurations);
    if (box.type !== 'moof') continue;
    fragments += 1;
    for (const traf of boxes(file, box.start, box.end)) {
      if (traf.type !== 'traf') continue;
      const run = readTrackFragment(file, traf, defaultDurations, budget);
      const total = (totals.get(run.trackId) ?? 0) + run.duration;
      totals.set(run.trackId, total);
      const timescale = timescales.get(run.trackId);
      if (!timescale) throw new Error('MP4 fragment of a track without a timescale');
      // The later of where the samples end and how long all of them play: a decode time set
      // back cannot shorten the count.
      longest = Math.max(longest, (run.decodeTime + run.duration) / timescale, total / timescale);
    }
  }
  return fragments === 0 ? null : longest;
}

interface Box {
  type: string;
  /** The first byte of the content (after the header). */
  start: number;
  end: number;
}

function* boxes(file: Buffer, from: number, to: number): Generator<Box> {
  let offset = from;
  while (offset + 8 <= to) {
    let size = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) throw new Error('MP4 box header cut short');
      size = Number(file.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) throw new Error('MP4 box runs past its parent');
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(file: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of boxes(file, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

function readMovie(
  file: Buffer,
  moov: Box,
  timescales: Map<number, number>,
  defaultDurations: Map<number, number>,
): void {
  for (const box of boxes(file, moov.start, moov.end)) {
    if (box.type === 'trak') {
      const tkhd = child(file, box, 'tkhd');
      const mdia = child(file, box, 'mdia');
      const mdhd = mdia && child(file, mdia, 'mdhd');
      if (!tkhd || !mdhd) continue;
      // tkhd: version 1 has 64-bit times before the track id.
      const trackId = file.readUInt32BE(tkhd.start + (file[tkhd.start] === 1 ? 20 : 12));
      const timescale = file.readUInt32BE(mdhd.start + (file[mdhd.start] === 1 ? 20 : 12));
      timescales.set(trackId, timescale);
    }
    if (box.type === 'mvex') {
      for (const trex of boxes(file, box.start, box.end)) {
        if (trex.type !== 'trex') continue;
        defaultDurations.set(file.readUInt32BE(trex.start + 4), file.readUInt32BE(trex.start + 12));
      }
    }
  }
}

/**
 * Every sample's data is at least a byte of the file, so a file holds fewer samples than it
 * has bytes: a larger count (a crafted `trun` claims up to 2^32 samples in 20 bytes) is refused
 * before any work, which keeps the whole reading in proportion to the file's size.
 */
class SampleBudget {
  private left: number;

  constructor(fileBytes: number) {
    this.left = fileBytes;
  }

  take(count: number): void {
    if (count > this.left) throw new Error('MP4 runs hold more samples than the file can');
    this.left -= count;
  }
}

interface TrackRun {
  trackId: number;
  decodeTime: number;
  duration: number;
}

function readTrackFragment(
  file: Buffer,
  traf: Box,
  defaultDurations: Map<number, number>,
  budget: SampleBudget,
): TrackRun {
  const tfhd = child(file, traf, 'tfhd');
  if (!tfhd) throw new Error('MP4 fragment without tfhd');
  const tfhdFlags = file.readUInt32BE(tfhd.start) & 0xffffff;
  const trackId = file.readUInt32BE(tfhd.start + 4);
  let field = tfhd.start + 8;
  if (tfhdFlags & 0x01) field += 8; // base data offset
  if (tfhdFlags & 0x02) field += 4; // sample description index
  const defaultDuration =
    tfhdFlags & 0x08 ? file.readUInt32BE(field) : (defaultDurations.get(trackId) ?? 0);

  const tfdt = child(file, traf, 'tfdt');
  const decodeTime = !tfdt
    ? 0
    : file[tfdt.start] === 1
      ? Number(file.readBigUInt64BE(tfdt.start + 4))
      : file.readUInt32BE(tfdt.start + 4);

  let duration = 0;
  for (const trun of boxes(file, traf.start, traf.end)) {
    if (trun.type !== 'trun') continue;
    const flags = file.readUInt32BE(trun.start) & 0xffffff;
    const count = file.readUInt32BE(trun.start + 4);
    budget.take(count);
    let offset = trun.start + 8;
    if (flags & 0x01) offset += 4; // data offset
    if (flags & 0x04) offset += 4; // first sample flags
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
    if (offset + count * perSample > trun.end) throw new Error('MP4 run cut short');
    if (!(flags & 0x100)) {
      // Every sample lasts the default: one multiplication, however large the count.
      duration += count * defaultDuration;
      continue;
    }
    for (let sample = 0; sample < count; sample += 1) {
      duration += file.readUInt32BE(offset);
      offset += perSample;
    }
  }
  return { trackId, decodeTime, duration };
}
