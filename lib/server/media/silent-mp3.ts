/*
 * A real MP3 of silence, written from bytes: the demo station's podcast episodes (seed), the tests
 * and the e2e fixtures need audio that browsers play and seek and that music-metadata measures,
 * without an encoder. Every frame is an MPEG-1 Layer III frame at 32 kbit/s, 44.1 kHz, mono, with
 * empty side information (no Huffman data: every sample is zero). Constant bit rate, so a byte
 * offset is a time offset and seeking works through Range requests. No server-only import: the
 * Playwright fixtures use it too.
 */

const SAMPLE_RATE = 44_100;
const BITRATE = 32_000;
const SAMPLES_PER_FRAME = 1152;
/** 144 × bitrate / sample rate = 104.49…: most frames take 104 bytes, some a padding byte more. */
const FRAME_BYTES_EXACT = (144 * BITRATE) / SAMPLE_RATE;
/** FF FB: sync, MPEG-1, Layer III, no CRC. 0x10: 32 kbit/s, 44.1 kHz (0x12 with padding). 0xC4: mono, original. */
const HEADER = [0xff, 0xfb, 0x10, 0xc4] as const;

/** 28-bit 'syncsafe' integer of ID3v2.4 sizes: 7 bits per byte. */
function syncsafe(value: number): Buffer {
  return Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);
}

/** An ID3v2.4 tag with a UTF-8 title (TIT2). */
function id3Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([0x03]), Buffer.from(title, 'utf8')]);
  const frame = Buffer.concat([Buffer.from('TIT2', 'latin1'), syncsafe(text.length), Buffer.from([0, 0]), text]);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([0x04, 0x00, 0x00]), syncsafe(frame.length), frame]);
}

export type SilentMp3Options = {
  /** An ID3v2 title tag first (the file then starts with 'ID3', like most MP3s in the wild). */
  title?: string;
};

/** Frames needed for `seconds` of audio (the last one may run a few milliseconds over). */
export function silentMp3FrameCount(seconds: number): number {
  return Math.max(1, Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_FRAME));
}

/** `seconds` of silence as an MP3 file: about 4 KB per second. */
export function silentMp3(seconds: number, options: SilentMp3Options = {}): Buffer {
  const frames: Buffer[] = [];
  let carried = 0;
  for (let i = 0; i < silentMp3FrameCount(seconds); i++) {
    carried += FRAME_BYTES_EXACT - Math.floor(FRAME_BYTES_EXACT);
    const padding = carried >= 1 ? 1 : 0;
    carried -= padding;
    const frame = Buffer.alloc(Math.floor(FRAME_BYTES_EXACT) + padding);
    frame.set(HEADER);
    frame[2] |= padding << 1;
    frames.push(frame);
  }
  return Buffer.concat([...(options.title ? [id3Tag(options.title)] : []), ...frames]);
}
