import 'server-only';
import { AUDIO_INVALID_MESSAGE, AUDIO_UNSUPPORTED_MESSAGE } from '@/lib/schemas/media';
import { AppError, type ErrorKind } from '@/lib/server/errors';

/*
 * Audio in the media library (podcasts). A file is audio by its first bytes, never by
 * its name or declared type: MP3 (an ID3v2 tag or an MPEG Layer III frame header), M4A/AAC (an
 * ISO-BMFF 'ftyp' box with an audio brand) or OGG (an 'OggS' page: Vorbis or Opus). It is stored
 * as sent; music-metadata then reads it whole from disk, which both proves it is audio (a frame
 * header alone could be chance) and gives its duration. music-metadata is loaded here only, on the
 * server (next.config: serverExternalPackages).
 */

export type AudioType = 'mp3' | 'm4a' | 'ogg';

const AUDIO_TYPES: Readonly<Record<AudioType, { mime: string; ext: string }>> = {
  mp3: { mime: 'audio/mpeg', ext: 'mp3' },
  m4a: { mime: 'audio/mp4', ext: 'm4a' },
  ogg: { mime: 'audio/ogg', ext: 'ogg' },
};

/** Bytes of a file's start that detectAudioType looks at. */
export const AUDIO_SNIFF_BYTES = 12;

/** ISO-BMFF major brands of audio files (and of the generic MP4 brands phones record audio with). */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ', 'mp42', 'mp41', 'isom', 'iso2', 'iso5', 'iso6', 'dash', '3gp4', '3gp5', '3gp6']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** An MPEG-1/2/2.5 Layer III frame header: sync, a defined version, a real bitrate and sample rate. */
function isMp3FrameHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[1] >> 3) & 0b11;
  const layer = (bytes[1] >> 1) & 0b11;
  const bitrate = bytes[2] >> 4;
  const sampleRate = (bytes[2] >> 2) & 0b11;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0b0000 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** The audio type by the file's first bytes (at least AUDIO_SNIFF_BYTES of them), or null. */
export function detectAudioType(head: Uint8Array): AudioType | null {
  if (head.length >= 10 && ascii(head, 0, 3) === 'ID3' && head[3] >= 2 && head[3] <= 4) return 'mp3';
  if (isMp3FrameHeader(head)) return 'mp3';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_AUDIO_BRANDS.has(ascii(head, 8, 12))) return 'm4a';
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return 'ogg';
  return null;
}

export type AudioErrorCode = 'AUDIO_INVALIDO' | 'TIPO_NAO_SUPORTADO';

/** A film or a file without audio is the wrong type (415); one that cannot be read is unprocessable (422). */
const KIND_BY_CODE: Readonly<Record<AudioErrorCode, ErrorKind>> = {
  AUDIO_INVALIDO: 'unprocessable',
  TIPO_NAO_SUPORTADO: 'unsupported-type',
};

/** A refused audio file: an AppError with its pt-BR message, answered by the API as it is. */
const audioError = (codigo: AudioErrorCode, message: string): AppError => new AppError(KIND_BY_CODE[codigo], codigo, message);

export type AudioFacts = {
  type: AudioType;
  mime: string;
  ext: string;
  /** Whole seconds, at least 1. */
  duracaoSegundos: number;
};

/**
 * Reads a stored audio file: its duration, and that it is what its first bytes said. A container
 * with a video track (an MP4 film, an Ogg Theora) or without audio is refused; so is a file whose
 * duration cannot be read (truncated, or only a header). A refusal is the AppError the API answers.
 */
export async function readAudioFile(filePath: string, type: AudioType): Promise<AudioFacts> {
  const { parseFile } = await import('music-metadata');
  let format;
  try {
    // duration: every frame is counted when the file has no VBR header (a Xing-less MP3).
    ({ format } = await parseFile(filePath, { duration: true, skipCovers: true }));
  } catch {
    throw audioError('AUDIO_INVALIDO', AUDIO_INVALID_MESSAGE);
  }
  if (format.hasVideo === true || format.hasAudio === false) {
    throw audioError('TIPO_NAO_SUPORTADO', AUDIO_UNSUPPORTED_MESSAGE);
  }
  const duration = format.duration;
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) {
    throw audioError('AUDIO_INVALIDO', 'Não foi possível ler a duração do áudio: o arquivo está corrompido ou incompleto.');
  }
  return { type, ...AUDIO_TYPES[type], duracaoSegundos: Math.max(1, Math.round(duration)) };
}
