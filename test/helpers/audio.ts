/*
 * Audio files for the tests, written from bytes (no encoder here): an MP3 of silence
 * (lib/server/media/silent-mp3.ts, shared with the seed and the e2e fixtures), the smallest M4A
 * music-metadata measures (an ISO-BMFF movie with one sound track and its duration, no samples)
 * and an Ogg Opus stream (its two header pages and a last page whose granule position ends it).
 */

export { silentMp3 } from '@/lib/server/media/silent-mp3';

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => buffer.writeUInt32BE(value, 4 * index));
  return buffer;
}

/** A movie with one track of `handler` ('soun' for audio, 'vide' for a film) lasting `seconds`. */
export function tinyMp4(seconds: number, { brand = 'M4A ', handler = 'soun' }: { brand?: string; handler?: 'soun' | 'vide' } = {}): Buffer {
  const timescale = 44_100;
  const mdhd = box('mdhd', u32(0, 0, 0, timescale, Math.round(seconds * timescale)), Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = box('hdlr', u32(0, 0), Buffer.from(handler, 'latin1'), u32(0, 0, 0), Buffer.from('Handler\0', 'latin1'));
  const sampleEntry =
    handler === 'soun'
      ? box(
          'mp4a',
          Buffer.alloc(6),
          Buffer.from([0, 1]),
          u32(0, 0),
          Buffer.from([0, 2, 0, 16, 0, 0, 0, 0]),
          Buffer.from([(timescale >> 8) & 0xff, timescale & 0xff, 0, 0]),
        )
      : box('avc1', Buffer.alloc(6), Buffer.from([0, 1]), Buffer.alloc(70));
  const stbl = box('stbl', box('stsd', u32(0, 1), sampleEntry), box('stts', u32(0, 0)), box('stsz', u32(0, 0, 0)));
  const tkhd = box('tkhd', u32(7, 0, 0, 1, 0, Math.round(seconds * 1000)), Buffer.alloc(60));
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', stbl)));
  const mvhd = box('mvhd', u32(0, 0, 0, 1000, Math.round(seconds * 1000)), Buffer.alloc(80));
  return Buffer.concat([box('ftyp', Buffer.from(brand, 'latin1'), u32(0), Buffer.from(`${brand}isom`, 'latin1')), box('moov', mvhd, trak)]);
}

// Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, initial value 0.
const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let r = index << 24;
  for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  return crc >>> 0;
}

function oggPage(packet: Buffer, { granule, sequence, headerType }: { granule: bigint; sequence: number; headerType: number }): Buffer {
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[4] = 0;
  header[5] = headerType;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x5a17, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = segments.length;
  const page = Buffer.concat([header, Buffer.from(segments), packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** An Ogg Opus stream that says it lasts `seconds` (48 kHz granules); its one audio packet is a silent frame. */
export function tinyOggOpus(seconds: number): Buffer {
  const preSkip = 312;
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  const vendor = Buffer.from('sintonia-testes', 'utf8');
  const vendorLength = Buffer.alloc(4);
  vendorLength.writeUInt32LE(vendor.length);
  const tags = Buffer.concat([Buffer.from('OpusTags', 'latin1'), vendorLength, vendor, Buffer.alloc(4)]);
  const silence = Buffer.from([0xf8, 0xff, 0xfe]);
  return Buffer.concat([
    oggPage(head, { granule: 0n, sequence: 0, headerType: 0x02 }),
    oggPage(tags, { granule: 0n, sequence: 1, headerType: 0 }),
    oggPage(silence, { granule: BigInt(Math.round(seconds * 48_000) + preSkip), sequence: 2, headerType: 0x04 }),
  ]);
}
