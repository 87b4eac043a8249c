import 'server-only';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  AUDIO_INVALID_MESSAGE,
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
  MEDIA_FILE_UNSUPPORTED_MESSAGE,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
  MEDIA_UNSUPPORTED_MESSAGE,
  FOCAL_POINT_MESSAGES,
  type Media,
  type MediaKind,
  type MediaUpdateInput,
  type MediaList,
  type MediaListQuery,
  type MediaVariantName,
} from '@/lib/schemas/media';
import type { Papel } from '../auth/tokens';
import type { Database } from '../db/client';
import { banners, categorias, configuracoes, enquetes, episodios, membrosEquipe, midias, postagemImagens, postagens, programas, usuarios } from '../db/schema';
import { AppError, badRequest, forbidden, notFound } from '@/lib/server/errors';
import { focalPointOf, focalPointToken, roundFocalPoint, type FocalPoint } from '@/lib/domain/focal-point';
import { containsPattern, pageMeta } from './paging';
import { isMediaError, VARIANT_NAMES } from '../media/images';
import { isAudioError, readAudioFile, type AudioType } from '../media/audio';
import { deleteStoredImage, storeAudioFile, storeImage, uploadUrl, variantPath, type StorageOptions } from '../media/storage';
import { removeShareImage, type ShareImageSource } from '../media/share-image';
import { removePodcastArtwork } from '../media/podcast-artwork';
import { recordLog } from './audit-log';

/** Who is acting: the route's authenticated user. */
export type MediaActor = { id: number; papel: Papel };
export type MediaRequestContext = { ip: string | null };
export type MediaServiceOptions = StorageOptions;

const STAFF_ROLES: readonly Papel[] = ['admin', 'editor', 'autor'];
const MEDIA_NOT_FOUND_MESSAGE = 'Imagem não encontrada.';
/** How many users a refusal names before summing up the rest. */
const USAGE_NAMED_LIMIT = 8;

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

type MediaRow = {
  id: number;
  arquivo: string;
  nomeOriginal: string;
  mime: string;
  tamanho: number;
  largura: number | null;
  altura: number | null;
  alt: string | null;
  variantes: Record<string, string>;
  duracaoSegundos: number | null;
  focoX: number | null;
  focoY: number | null;
  criadoEm: Date;
  enviadoPorId: number | null;
  enviadoPorNome: string | null;
};

const AUDIO_MIME = 'audio/%';

export function isAudioMime(mime: string): boolean {
  return mime.toLowerCase().startsWith('audio/');
}

function toMedia(row: MediaRow): Media {
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

function focalFields(focal: FocalPoint | null): Pick<Media, 'focoX' | 'focoY'> {
  return { focoX: focal?.x ?? null, focoY: focal?.y ?? null };
}

function selectMedia(db: Database) {
  return db.select(columns).from(midias).leftJoin(usuarios, eq(usuarios.id, midias.enviadoPorId));
}

function assertStaff(actor: MediaActor): void {
  if (!STAFF_ROLES.includes(actor.papel)) throw forbidden();
}

export async function listMedia(db: Database, query: MediaListQuery): Promise<MediaList> {
  const conditions: SQL[] = [];
  const term = query.busca;
  if (term) {
    // Accents fold on both sides, so 'saude' finds 'Saúde' and the other way round.
    const pattern = containsPattern(term);
    conditions.push(
      or(
        sql`sintonia_unaccent(${midias.nomeOriginal}) ilike sintonia_unaccent(${pattern})`,
        sql`sintonia_unaccent(coalesce(${midias.alt}, '')) ilike sintonia_unaccent(${pattern})`,
      ) as SQL,
    );
  }
  if (query.tipo === 'audio') conditions.push(sql`${midias.mime} like ${AUDIO_MIME}`);
  if (query.tipo === 'imagem') conditions.push(sql`${midias.mime} not like ${AUDIO_MIME}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const offset = (query.pagina - 1) * query.limite;
  const [rows, [{ total }]] = await Promise.all([
    selectMedia(db).where(where).orderBy(desc(midias.criadoEm), desc(midias.id)).limit(query.limite).offset(offset),
    db.select({ total: count() }).from(midias).where(where),
  ]);
  return {
    dados: rows.map(toMedia),
    meta: pageMeta(query.pagina, query.limite, total),
  };
}

export async function getMedia(db: Database, id: number): Promise<Media> {
  const [row] = await selectMedia(db).where(eq(midias.id, id)).limit(1);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return toMedia(row);
}

/**
 * MediaError → the API's status: a pixel bomb is unprocessable content (422), not a big body.
 * Content that is no image is named as what the library takes: images, and audio unless the
 * caller asked for images only.
 */
function toAppError(error: unknown, unsupportedMessage: string = MEDIA_FILE_UNSUPPORTED_MESSAGE): unknown {
  if (!isMediaError(error)) return error;
  switch (error.codigo) {
    case 'ARQUIVO_GRANDE':
      return new AppError('too-large', 'ARQUIVO_GRANDE', MEDIA_TOO_LARGE_MESSAGE);
    case 'TIPO_NAO_SUPORTADO':
      return new AppError('unsupported-type', 'TIPO_NAO_SUPORTADO', unsupportedMessage);
    case 'IMAGEM_GRANDE':
      return new AppError('unprocessable', 'IMAGEM_GRANDE', error.message);
    case 'IMAGEM_INVALIDA':
      return new AppError('unprocessable', 'IMAGEM_INVALIDA', error.message);
  }
}

export type UploadedFile = {
  buffer: Buffer;
  nome: string;
  /** The kind the caller asked for (POST /midia?tipo=imagem): what a 415 names. */
  accept?: MediaKind;
};

/** Checks the file by content, re-encodes it with its variants, then records it. */
export async function uploadMedia(
  db: Database,
  actor: MediaActor,
  file: UploadedFile,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<Media> {
  assertStaff(actor);
  if (file.buffer.length > MEDIA_MAX_BYTES) throw new AppError('too-large', 'ARQUIVO_GRANDE', MEDIA_TOO_LARGE_MESSAGE);
  let stored;
  try {
    stored = await storeImage(file.buffer, file.nome, { ...options, limits: { maxBytes: MEDIA_MAX_BYTES } });
  } catch (error) {
    throw toAppError(error, file.accept === 'imagem' ? MEDIA_UNSUPPORTED_MESSAGE : MEDIA_FILE_UNSUPPORTED_MESSAGE);
  }
  return recordUpload(db, actor, stored, { largura: stored.largura, altura: stored.altura, variantes: stored.variantes }, context, options);
}

/** An audio file already on local disk (streamed there by the route), with the type its first bytes say. */
export type UploadedAudioFile = { path: string; size: number; type: AudioType; nome: string };

/**
 * Reads the audio file whole (music-metadata: it is audio, and how long), stores it as it is and
 * records it with its duration. 413 past AUDIO_MAX_BYTES, 415 for a film or a container with no
 * audio, 422 when it cannot be read.
 */
export async function uploadAudio(
  db: Database,
  actor: MediaActor,
  file: UploadedAudioFile,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<Media> {
  assertStaff(actor);
  if (file.size > AUDIO_MAX_BYTES) throw new AppError('too-large', 'ARQUIVO_GRANDE', AUDIO_TOO_LARGE_MESSAGE);
  let facts;
  try {
    facts = await readAudioFile(file.path, file.type);
  } catch (error) {
    if (!isAudioError(error)) throw error;
    if (error.codigo === 'TIPO_NAO_SUPORTADO') throw new AppError('unsupported-type', 'TIPO_NAO_SUPORTADO', AUDIO_UNSUPPORTED_MESSAGE);
    throw new AppError('unprocessable', 'AUDIO_INVALIDO', error.message || AUDIO_INVALID_MESSAGE);
  }
  const stored = await storeAudioFile(file.path, file.nome, { mime: facts.mime, ext: facts.ext, size: file.size }, options);
  return recordUpload(db, actor, stored, { largura: null, altura: null, variantes: {}, duracaoSegundos: facts.duracaoSegundos }, context, options);
}

/** The row and its log entry, for a file already stored; the file goes again if they cannot be written. */
async function recordUpload(
  db: Database,
  actor: MediaActor,
  stored: { arquivo: string; nomeOriginal: string; mime: string; tamanho: number },
  extra: { largura: number | null; altura: number | null; variantes: Record<string, string>; duracaoSegundos?: number },
  context: MediaRequestContext,
  options: MediaServiceOptions,
): Promise<Media> {
  let id: number;
  try {
    // The row and its log entry commit together; the files are already on disk.
    id = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(midias)
        .values({
          arquivo: stored.arquivo,
          nomeOriginal: stored.nomeOriginal,
          mime: stored.mime,
          tamanho: stored.tamanho,
          largura: extra.largura,
          altura: extra.altura,
          alt: '',
          variantes: extra.variantes,
          duracaoSegundos: extra.duracaoSegundos ?? null,
          enviadoPorId: actor.id,
        })
        .returning({ id: midias.id });
      await recordLog(tx, {
        usuarioId: actor.id,
        acao: 'enviar',
        entidade: 'midia',
        entidadeId: inserted.id,
        detalhes: { arquivo: stored.arquivo, nomeOriginal: stored.nomeOriginal, tamanho: stored.tamanho },
        ip: context.ip,
      });
      return inserted.id;
    });
  } catch (error) {
    // No row, no files: an upload never leaves orphans on disk.
    await deleteStoredImage(stored.arquivo, options).catch(() => false);
    throw error;
  }
  return getMedia(db, id);
}

/**
 * PATCH /midia/:id: the alt text and/or the focal point (both null: back to the centre).
 * The point is kept at the precision the crops use. When it moves, the share image and the podcast
 * cover kept for the old one are removed after the commit (the next request draws the new crop
 * under a new name).
 */
export async function updateMedia(
  db: Database,
  actor: MediaActor,
  id: number,
  input: MediaUpdateInput,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<Media> {
  assertStaff(actor);
  const { focoX, focoY } = input;
  const focusGiven = focoX !== undefined && focoY !== undefined;
  // The schema sends both or neither, both numbers or both null.
  const focal = typeof focoX === 'number' && typeof focoY === 'number' ? roundFocalPoint({ x: focoX, y: focoY }) : null;
  const before = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ arquivo: midias.arquivo, mime: midias.mime, focoX: midias.focoX, focoY: midias.focoY })
      .from(midias)
      .where(eq(midias.id, id))
      .for('update');
    if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    if (focusGiven && isAudioMime(row.mime)) throw badRequest(FOCAL_POINT_MESSAGES.audio, { focoX: FOCAL_POINT_MESSAGES.audio });
    const changes: Partial<typeof midias.$inferInsert> = {};
    if (input.alt !== undefined) changes.alt = input.alt;
    if (focusGiven) Object.assign(changes, { focoX: focal?.x ?? null, focoY: focal?.y ?? null });
    await tx.update(midias).set(changes).where(eq(midias.id, id));
    await recordLog(tx, {
      usuarioId: actor.id,
      acao: 'atualizar',
      entidade: 'midia',
      entidadeId: id,
      detalhes: { ...(input.alt !== undefined ? { alt: input.alt } : {}), ...(focusGiven ? focalFields(focal) : {}) },
      ip: context.ip,
    });
    return { arquivo: row.arquivo, focal: focalPointOf(row.focoX, row.focoY) };
  });
  if (focusGiven && focalPointToken(before.focal) !== focalPointToken(focal)) {
    // Only wasted space if it fails: the new point's file has another name.
    await removeShareImage(before.arquivo, before.focal, options).catch((error: unknown) => {
      console.error('[midia] não foi possível apagar a imagem de compartilhamento antiga de', before.arquivo, error);
    });
    await removePodcastArtwork(before.arquivo, before.focal, options).catch((error: unknown) => {
      console.error('[midia] não foi possível apagar a capa de podcast antiga de', before.arquivo, error);
    });
  }
  return getMedia(db, id);
}

/** The extensions an image original may have (images.ts writes these). */
const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;

/**
 * The library's image stored as '{base}.{ext}' ('2026/11/<uuid>'), with its focal point: what its
 * share image and podcast cover are cut from (media/share-image, media/podcast-artwork). Null for
 * no such image (or an audio file).
 */
export async function shareImageSource(db: Database, base: string): Promise<ShareImageSource | null> {
  const [row] = await db
    .select({ arquivo: midias.arquivo, mime: midias.mime, focoX: midias.focoX, focoY: midias.focoY })
    .from(midias)
    .where(inArray(midias.arquivo, IMAGE_EXTENSIONS.map((extension) => `${base}.${extension}`)))
    .limit(1);
  if (!row || isAudioMime(row.mime)) return null;
  return { arquivo: row.arquivo, focal: focalPointOf(row.focoX, row.focoY) };
}

/**
 * Who uses a file, as 'postagem «Título»' labels. A file is matched by its path under /uploads
 * without the extension ('2026/11/<uuid>'), so the original, any variant, absolute URLs and paths
 * stored without the /uploads/ prefix (SPEC §9 normalises those) all count.
 */
export async function findMediaUsage(db: Pick<Database, 'select'>, arquivo: string): Promise<{ labels: string[]; total: number }> {
  const stem = arquivo.replace(/^\/*(uploads\/)?/, '').replace(/\.[A-Za-z0-9]+$/, '');
  const uses = (column: SQLWrapper) => sql`strpos(coalesce(${column}, ''), ${stem}) > 0`;
  const [posts, bannerRows, members, users, settings, categories, polls, episodes, shows] = await Promise.all([
    db
      .select({ nome: postagens.titulo })
      .from(postagens)
      .where(
        or(
          uses(postagens.imagemDestaque),
          uses(postagens.conteudo),
          uses(sql`${postagens.conteudoJson}::text`),
          sql`exists (select 1 from ${postagemImagens} where ${postagemImagens.postagemId} = ${postagens.id} and ${uses(postagemImagens.url)})`,
        ),
      )
      .orderBy(asc(postagens.titulo)),
    db.select({ nome: banners.titulo }).from(banners).where(uses(banners.imagem)).orderBy(asc(banners.titulo)),
    db.select({ nome: membrosEquipe.nome }).from(membrosEquipe).where(uses(membrosEquipe.avatar)).orderBy(asc(membrosEquipe.nome)),
    db.select({ nome: usuarios.nome }).from(usuarios).where(uses(usuarios.avatar)).orderBy(asc(usuarios.nome)),
    db.select({ nome: configuracoes.chave }).from(configuracoes).where(uses(configuracoes.valor)).orderBy(asc(configuracoes.chave)),
    db.select({ nome: categorias.nome }).from(categorias).where(uses(categorias.imagem)).orderBy(asc(categorias.nome)),
    db.select({ nome: enquetes.pergunta }).from(enquetes).where(uses(enquetes.imagem)).orderBy(asc(enquetes.pergunta)),
    // Podcast episodes: their audio file and their cover.
    db
      .select({ nome: episodios.titulo })
      .from(episodios)
      .where(or(uses(episodios.audioUrl), uses(episodios.capa)))
      .orderBy(asc(episodios.titulo)),
    db.select({ nome: programas.nome }).from(programas).where(uses(programas.imagem)).orderBy(asc(programas.nome)),
  ]);
  const label = (kind: string) => (row: { nome: string }) => `${kind} «${row.nome}»`;
  const labels = [
    ...posts.map(label('postagem')),
    ...bannerRows.map(label('banner')),
    ...members.map(label('membro da equipe')),
    ...users.map(label('foto do usuário')),
    ...settings.map(label('configuração')),
    ...categories.map(label('categoria')),
    ...polls.map(label('enquete')),
    ...episodes.map(label('episódio')),
    ...shows.map(label('programa')),
  ];
  return { labels, total: labels.length };
}

/** 'Esta imagem está em uso: postagem «A», banner «B».' — long lists end in 'e mais N'; an audio file is 'Este áudio'. */
export function mediaInUseMessage(labels: readonly string[], kind: MediaKind = 'imagem'): string {
  const named = labels.slice(0, USAGE_NAMED_LIMIT);
  const rest = labels.length - named.length;
  return `${kind === 'audio' ? 'Este áudio' : 'Esta imagem'} está em uso: ${named.join(', ')}${rest > 0 ? ` e mais ${rest}` : ''}.`;
}

/** Refused while anything points at the file; otherwise the row goes, then the files. */
export async function deleteMedia(
  db: Database,
  actor: MediaActor,
  id: number,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<void> {
  assertStaff(actor);
  const [row] = await db
    .select({
      id: midias.id,
      arquivo: midias.arquivo,
      nomeOriginal: midias.nomeOriginal,
      mime: midias.mime,
      enviadoPorId: midias.enviadoPorId,
      focoX: midias.focoX,
      focoY: midias.focoY,
    })
    .from(midias)
    .where(eq(midias.id, id))
    .limit(1);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  const mayDelete = actor.papel === 'admin' || actor.papel === 'editor' || row.enviadoPorId === actor.id;
  if (!mayDelete) throw forbidden('Você só pode excluir as imagens que você mesmo enviou.');

  await db.transaction(async (tx) => {
    // Checked under the row's lock: an episode being saved holds it (FOR SHARE) until it commits.
    const [locked] = await tx.select({ id: midias.id }).from(midias).where(eq(midias.id, id)).for('update');
    if (!locked) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    const usage = await findMediaUsage(tx, row.arquivo);
    if (usage.total > 0) throw new AppError('conflict', 'MIDIA_EM_USO', mediaInUseMessage(usage.labels, isAudioMime(row.mime) ? 'audio' : 'imagem'));
    await tx.delete(midias).where(eq(midias.id, id));
    await recordLog(tx, {
      usuarioId: actor.id,
      acao: 'excluir',
      entidade: 'midia',
      entidadeId: id,
      detalhes: { arquivo: row.arquivo, nomeOriginal: row.nomeOriginal },
      ip: context.ip,
    });
  });
  // Files go after the commit: a failed commit must not leave a row pointing at nothing. A file
  // that cannot be removed now is only wasted space, not a failed delete.
  await deleteStoredImage(row.arquivo, options).catch((error: unknown) => {
    console.error('[midia] não foi possível apagar os arquivos de', row.arquivo, error);
  });
  if (!isAudioMime(row.mime)) {
    // The share image and podcast cover kept for its current point; their names follow the point, so they are not among the variants.
    await removeShareImage(row.arquivo, focalPointOf(row.focoX, row.focoY), options).catch(() => undefined);
    await removePodcastArtwork(row.arquivo, focalPointOf(row.focoX, row.focoY), options).catch(() => undefined);
  }
}
