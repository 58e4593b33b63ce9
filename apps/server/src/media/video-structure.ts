/**
 * Whether a file that names itself a video (by its first bytes) is laid out as one. Content sniffing only reads a
 * signature, so 19 MB of anything behind an `ftyp` box passed as an MP4. These readers walk the container's own
 * structure, without decoding a frame: ISO-BMFF boxes for MP4 and QuickTime, EBML elements for WebM. Each answers
 * what is wrong in words a person can act on, or undefined for a file that holds together.
 */

/** Deep enough for moov → trak → mdia; no real file nests the boxes we look for deeper. */
const MAX_DEPTH = 4;
/** A real MP4 has a handful of top-level boxes (a fragmented one a few per second of video). */
const MAX_BOXES = 100_000;

type TBox = { type: string; start: number; body: number; end: number };

/** A box type is four printable ISO 8859-1 characters (`ftyp`, `moov`, `©nam`); random bytes rarely are. */
function boxType(bytes: Buffer, at: number): string | undefined {
  for (let i = at; i < at + 4; i++) {
    const c = bytes[i];
    if (!((c >= 0x20 && c <= 0x7e) || c >= 0xa0)) return undefined;
  }
  return bytes.toString('latin1', at, at + 4);
}

/**
 * The boxes between `start` and `end`, which they must cover exactly: a size smaller than its header, or one that
 * runs past its parent, is refused. Size 0 ("to the end of the file") is allowed for the last top-level box only.
 */
function readBoxes(bytes: Buffer, { start, end }: { start: number; end: number }, topLevel: boolean): TBox[] | string {
  const boxes: TBox[] = [];
  let at = start;
  while (at < end) {
    if (boxes.length >= MAX_BOXES) return `it holds more than ${MAX_BOXES} boxes`;
    if (end - at < 8) return `it ends with ${end - at} stray bytes after its last box`;
    const size32 = bytes.readUInt32BE(at);
    const type = boxType(bytes, at + 4);
    if (!type) return `a box at byte ${at} has no readable type`;
    let header = 8;
    let size: number;
    if (size32 === 1) {
      if (end - at < 16) return `the box '${type}' at byte ${at} is cut short`;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return `the box '${type}' at byte ${at} claims an impossible size`;
      size = Number(large);
      header = 16;
    } else if (size32 === 0) {
      if (!topLevel) return `the box '${type}' at byte ${at} has no size`;
      size = end - at;
    } else {
      size = size32;
    }
    if (type === 'uuid') header += 16;
    if (size < header) return `the box '${type}' at byte ${at} is smaller than its own header`;
    if (at + size > end)
      return `the box '${type}' at byte ${at} runs past the end of ${topLevel ? 'the file' : 'its parent'} (the file may be cut short)`;
    boxes.push({ type, start: at, body: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** The children of a container box, or what is wrong with them. */
function childrenOf(bytes: Buffer, box: TBox, depth: number): TBox[] | string {
  if (depth > MAX_DEPTH) return `boxes nest deeper than ${MAX_DEPTH}`;
  return readBoxes(bytes, { start: box.body, end: box.end }, false);
}

/** mvhd is a full box: its 4-byte version and flags, then 96 fields' bytes (version 0) or 108 (version 1, 64-bit times). */
function movieHeaderProblem(bytes: Buffer, mvhd: TBox): string | undefined {
  const length = mvhd.end - mvhd.body;
  if (length < 4) return "its movie header ('mvhd') is empty";
  const needed = 4 + (bytes[mvhd.body] === 1 ? 108 : 96);
  return length < needed ? "its movie header ('mvhd') is cut short" : undefined;
}

/**
 * What is wrong with an MP4 or QuickTime file's structure, or undefined: the top-level boxes must cover the file,
 * and it needs a movie box (`moov`) holding a movie header (`mvhd`) and at least one track (`trak`) with its header
 * (`tkhd`) and media (`mdia`).
 * @example
 * isoBmffProblem(Buffer.concat([ftypBox, randomBytes(19e6)])) // "a box at byte 32 has no readable type"
 */
export function isoBmffProblem(bytes: Buffer): string | undefined {
  const top = readBoxes(bytes, { start: 0, end: bytes.length }, true);
  if (typeof top === 'string') return top;
  const moovs = top.filter((b) => b.type === 'moov');
  if (moovs.length !== 1)
    return moovs.length === 0 ? "it has no movie box ('moov')" : "it has more than one movie box ('moov')";
  const inMoov = childrenOf(bytes, moovs[0], 1);
  if (typeof inMoov === 'string') return inMoov;
  const mvhd = inMoov.find((b) => b.type === 'mvhd');
  if (!mvhd) return "its movie box has no movie header ('mvhd')";
  const header = movieHeaderProblem(bytes, mvhd);
  if (header) return header;
  const traks = inMoov.filter((b) => b.type === 'trak');
  if (traks.length === 0) return "its movie box has no track ('trak')";
  for (const trak of traks) {
    const inTrak = childrenOf(bytes, trak, 2);
    if (typeof inTrak === 'string') return inTrak;
    if (!inTrak.some((b) => b.type === 'tkhd')) return "a track has no track header ('tkhd')";
    const mdia = inTrak.find((b) => b.type === 'mdia');
    if (!mdia) return "a track has no media box ('mdia')";
    const inMdia = childrenOf(bytes, mdia, 3);
    if (typeof inMdia === 'string') return inMdia;
  }
  return undefined;
}

// EBML (WebM): element ids and sizes are variable-length integers whose first byte says their length.
const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CLUSTER = 0x1f43b675;
const DOC_TYPE = 0x4282;

type TVint = { value: number; length: number; unknown: boolean };

/** How to read a variable-length integer: an element id (up to 4 bytes, marker kept) or a size (up to 8, marker dropped). */
type TVintKind = { maxLength: number; keepMarker: boolean };
const ID: TVintKind = { maxLength: 4, keepMarker: true };
const SIZE: TVintKind = { maxLength: 8, keepMarker: false };

/** A variable-length integer at `at` (an id keeps its marker bit, a size drops it; all ones is "unknown size"). */
function readVint(bytes: Buffer, at: number, { maxLength, keepMarker }: TVintKind): TVint | undefined {
  if (at >= bytes.length) return undefined;
  const first = bytes[at];
  let length = 1;
  while (length <= maxLength && !(first & (0x80 >> (length - 1)))) length++;
  if (length > maxLength || at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

type TElement = { id: number; body: number; end: number; unknownSize: boolean };

function readElement(bytes: Buffer, at: number, parentEnd: number): TElement | string {
  const id = readVint(bytes, at, ID);
  if (!id) return `an element at byte ${at} has no readable id`;
  const size = readVint(bytes, at + id.length, SIZE);
  if (!size) return `an element at byte ${at} has no readable size`;
  const body = at + id.length + size.length;
  if (size.unknown) return { id: id.value, body, end: parentEnd, unknownSize: true };
  if (body + size.value > parentEnd)
    return `an element at byte ${at} runs past the end of its parent (the file may be cut short)`;
  return { id: id.value, body, end: body + size.value, unknownSize: false };
}

/**
 * What is wrong with a WebM file's structure, or undefined: an EBML header naming the `webm` document type, then a
 * Segment whose elements read cleanly up to the first Cluster and include the segment Info and Tracks with a track.
 * @example
 * webmProblem(Buffer.concat([ebmlHeader, randomBytes(1e6)])) // "it has no Segment after its EBML header"
 */
export function webmProblem(bytes: Buffer): string | undefined {
  const header = readElement(bytes, 0, bytes.length);
  if (typeof header === 'string') return header;
  if (header.id !== EBML_HEADER || header.unknownSize) return 'it does not start with an EBML header';
  let docType: string | undefined;
  for (let at = header.body; at < header.end;) {
    const child = readElement(bytes, at, header.end);
    if (typeof child === 'string') return child;
    if (child.unknownSize) return 'its EBML header holds an element of unknown size';
    if (child.id === DOC_TYPE) docType = bytes.toString('latin1', child.body, child.end).replace(/\0+$/, '');
    at = child.end;
  }
  if (docType !== 'webm') return `its EBML header names the document type ${docType ?? '(none)'}, not webm`;
  const segment = readElement(bytes, header.end, bytes.length);
  if (typeof segment === 'string') return segment;
  if (segment.id !== SEGMENT) return 'it has no Segment after its EBML header';
  const seen = new Set<number>();
  let tracks: TElement | undefined;
  let count = 0;
  for (let at = segment.body; at < segment.end;) {
    if (++count > MAX_BOXES) return `its Segment holds more than ${MAX_BOXES} elements before its first Cluster`;
    const child = readElement(bytes, at, segment.end);
    if (typeof child === 'string') return child;
    if (child.id === CLUSTER) break;
    if (child.unknownSize) return 'its Segment holds an element of unknown size that is not a Cluster';
    seen.add(child.id);
    if (child.id === TRACKS) tracks = child;
    at = child.end;
  }
  if (!seen.has(INFO)) return 'its Segment has no segment Info before its first Cluster';
  if (!tracks) return 'its Segment has no Tracks before its first Cluster';
  const entry = readElement(bytes, tracks.body, tracks.end);
  if (typeof entry === 'string' || entry.id !== TRACK_ENTRY) return 'its Tracks hold no track';
  return undefined;
}
