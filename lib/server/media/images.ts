import 'server-only';
import type { Metadata, Sharp } from 'sharp';
import { VARIANT_WIDTHS } from '@/lib/domain/media';
import { AppError, type ErrorKind } from '@/lib/server/errors';
import { loadSharp } from '@/lib/server/media/load-sharp';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';
export type VariantName = keyof typeof VARIANT_WIDTHS;
export type MediaErrorCode = 'TIPO_NAO_SUPORTADO' | 'ARQUIVO_GRANDE' | 'IMAGEM_GRANDE' | 'IMAGEM_INVALIDA';

export const IMAGE_TYPES: Readonly<Record<ImageType, { mime: string; ext: string }>> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

export const VARIANT_NAMES = Object.keys(VARIANT_WIDTHS) as VariantName[];

/** The stored original is capped too: nobody needs a 24-megapixel camera file on a web page. */
export const ORIGINAL_MAX_SIDE = 2560;

export type ImageLimits = { maxBytes: number; maxPixels: number };

export const DEFAULT_IMAGE_LIMITS: Readonly<ImageLimits> = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
};

/** The kind of each refusal (the API turns it into the status): a pixel bomb is unprocessable content, not a big body. */
const KIND_BY_CODE: Readonly<Record<MediaErrorCode, ErrorKind>> = {
  TIPO_NAO_SUPORTADO: 'unsupported-type',
  ARQUIVO_GRANDE: 'too-large',
  IMAGEM_GRANDE: 'unprocessable',
  IMAGEM_INVALIDA: 'unprocessable',
};

/** A refused image: an AppError with one of MediaErrorCode as its codigo and a pt-BR message. */
const mediaError = (codigo: MediaErrorCode, message: string): AppError => new AppError(KIND_BY_CODE[codigo], codigo, message);

export function isMediaError(error: unknown): error is AppError & { codigo: MediaErrorCode } {
  return error instanceof AppError && Object.hasOwn(KIND_BY_CODE, error.codigo);
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

function formatMegapixels(pixels: number): string {
  return (pixels / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

const unsupported = () =>
  mediaError('TIPO_NAO_SUPORTADO', 'Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.');
const invalid = () =>
  mediaError('IMAGEM_INVALIDA', 'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.');

function startsWith(buffer: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (buffer.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => buffer[offset + index] === byte);
}

/** The type is decided by the file's first bytes, never by its name or declared MIME (SVG is refused). */
export function detectImageType(buffer: Uint8Array): ImageType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buffer, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(buffer, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) {
    return 'gif';
  }
  return null;
}

export type ProcessedVariant = { buffer: Buffer; largura: number; altura: number; tamanho: number };

export type ProcessedImage = {
  type: ImageType;
  mime: string;
  ext: string;
  /** The re-encoded original (EXIF orientation applied, metadata stripped). */
  original: ProcessedVariant;
  variantes: Record<VariantName, ProcessedVariant>;
};

/**
 * How hard the JPEG encoder works. 'thorough' (every upload): mozjpeg whole, files a fifth smaller
 * than 'quick' for 2.7× the CPU. 'quick': mozjpeg without trellis quantisation and scan search, for
 * the demo seed's own drawings (about 60 pictures, 18 s of CPU thorough, at every first start).
 */
export type ImageEncoding = 'thorough' | 'quick';

function encode(pipeline: Sharp, type: ImageType, encoding: ImageEncoding): Sharp {
  switch (type) {
    case 'jpeg':
      return pipeline.jpeg(
        encoding === 'thorough' ? { quality: 82, mozjpeg: true } : { quality: 82, mozjpeg: true, trellisQuantisation: false, overshootDeringing: false, optimiseScans: false },
      );
    case 'png':
      return pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
    case 'webp':
      return pipeline.webp({ quality: 82 });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * Checks an upload and re-encodes it into the original plus the SPEC §9 variants. The pixel count
 * is read from the header before anything is decoded, so a small file declaring huge dimensions
 * (a decompression bomb) is refused without allocating its pixels.
 */
export async function processImage(buffer: Buffer, limits: Partial<ImageLimits> = {}, encoding: ImageEncoding = 'thorough'): Promise<ProcessedImage> {
  const { maxBytes, maxPixels } = { ...DEFAULT_IMAGE_LIMITS, ...limits };
  if (buffer.length > maxBytes) {
    throw mediaError('ARQUIVO_GRANDE', `Arquivo muito grande. O tamanho máximo é de ${formatMegabytes(maxBytes)} MB.`);
  }
  const type = detectImageType(buffer);
  if (type === null) throw unsupported();

  const animated = type === 'gif' || type === 'webp';
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  if (metadata.format !== type) throw invalid();
  const width = metadata.width ?? 0;
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = Math.max(1, metadata.pages ?? 1);
  if (width <= 0 || frameHeight <= 0) throw invalid();
  // Every frame of an animation is decoded, so all of them count against the cap.
  const pixels = width * frameHeight * pages;
  if (width * frameHeight > maxPixels || pixels > maxPixels) {
    throw mediaError(
      'IMAGEM_GRANDE',
      `Imagem grande demais: ${width}×${frameHeight} pixels. O limite é de ${formatMegapixels(maxPixels)} megapixels.`,
    );
  }

  const input = () => sharp(buffer, { animated, limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
  const render = async (maxWidth: number, maxHeight?: number): Promise<ProcessedVariant> => {
    const pipeline = input().resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(pipeline, type, encoding).toBuffer({ resolveWithObject: true });
    return { buffer: data, largura: info.width, altura: info.pageHeight ?? info.height, tamanho: data.length };
  };

  try {
    const [original, large, medium, thumb] = await Promise.all([
      render(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE),
      render(VARIANT_WIDTHS['post-large']),
      render(VARIANT_WIDTHS['post-medium']),
      render(VARIANT_WIDTHS['post-thumb']),
    ]);
    return {
      type,
      mime: IMAGE_TYPES[type].mime,
      ext: IMAGE_TYPES[type].ext,
      original,
      variantes: { 'post-large': large, 'post-medium': medium, 'post-thumb': thumb },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw mediaError('IMAGEM_GRANDE', `Imagem grande demais. O limite é de ${formatMegapixels(maxPixels)} megapixels.`);
    }
    throw invalid();
  }
}
