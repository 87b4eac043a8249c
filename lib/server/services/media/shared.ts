import 'server-only';
import { eq } from 'drizzle-orm';
import type { Media, MediaVariantName } from '@/lib/schemas/media';
import type { Papel } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { midias, usuarios } from '../../db/schema';
import { forbidden } from '@/lib/server/errors';
import { focalPointOf, type FocalPoint } from '@/lib/domain/focal-point';
import { VARIANT_NAMES } from '../../media/images';
import { uploadUrl, variantPath, type StorageOptions } from '../../media/storage';

/*
 * The media library (images and audio), one operation per file in this folder; this file holds
 * what they share: who may act, and a row as the API answers it.
 */

/** Who is acting: the route's authenticated user. */
export type MediaActor = { id: number; papel: Papel };
export type MediaRequestContext = { ip: string | null };
export type MediaServiceOptions = StorageOptions;

const STAFF_ROLES: readonly Papel[] = ['admin', 'editor', 'autor'];
export const MEDIA_NOT_FOUND_MESSAGE = 'Imagem não encontrada.';

const columns = {
  id: midias.id,
  arquivo: midias.arquivo,
  nomeOriginal: midias.nomeOriginal,
  mime: midias.mime,
  tamanho: midias.tamanho,
  largura: midias.largura,
  altura: midias.altura,
  alt: midias.alt,
  variantes: midias.variantes,
  duracaoSegundos: midias.duracaoSegundos,
  focoX: midias.focoX,
  focoY: midias.focoY,
  criadoEm: midias.criadoEm,
  enviadoPorId: midias.enviadoPorId,
  enviadoPorNome: usuarios.nome,
};

type MediaRow = Awaited<ReturnType<typeof selectMedia>>[number];

export const AUDIO_MIME = 'audio/%';

export function isAudioMime(mime: string): boolean {
  return mime.toLowerCase().startsWith('audio/');
}

export function toMedia(row: MediaRow): Media {
  const audio = isAudioMime(row.mime);
  // Rows written before variants were recorded still get their URLs: the file names follow a rule.
  const variantes = audio
    ? {}
    : Object.fromEntries(VARIANT_NAMES.map((name) => [name, row.variantes?.[name] || uploadUrl(variantPath(row.arquivo, name))]));
  return {
    id: row.id,
    url: uploadUrl(row.arquivo),
    arquivo: row.arquivo,
    nomeOriginal: row.nomeOriginal,
    mime: row.mime,
    tamanho: row.tamanho,
    largura: audio ? null : row.largura,
    altura: audio ? null : row.altura,
    alt: row.alt ?? '',
    variantes: variantes as Record<MediaVariantName, string>,
    tipo: audio ? 'audio' : 'imagem',
    duracaoSegundos: audio ? row.duracaoSegundos : null,
    // Both or neither: a half-written point is no point (the centre).
    ...focalFields(audio ? null : focalPointOf(row.focoX, row.focoY)),
    criadoEm: row.criadoEm.toISOString(),
    enviadoPor: row.enviadoPorId !== null && row.enviadoPorNome !== null ? { id: row.enviadoPorId, nome: row.enviadoPorNome } : null,
  };
}

export function focalFields(focal: FocalPoint | null): Pick<Media, 'focoX' | 'focoY'> {
  return { focoX: focal?.x ?? null, focoY: focal?.y ?? null };
}

export function selectMedia(db: Database) {
  return db.select(columns).from(midias).leftJoin(usuarios, eq(usuarios.id, midias.enviadoPorId));
}

export function assertStaff(actor: MediaActor): void {
  if (!STAFF_ROLES.includes(actor.papel)) throw forbidden();
}
