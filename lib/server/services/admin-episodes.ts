import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { slugify } from '@/lib/domain/slug';
import type { AdminEpisode, AdminEpisodeList, EpisodeInput, EpisodeListQuery } from '@/lib/schemas/episodes';
import type { Database, Executor } from '../db/client';
import { constraintViolation } from '../db/constraint-violation';
import { episodios, midias, programas } from '../db/schema';
import { UPLOADS_URL_PREFIX, uploadKey } from '../media/upload-keys';
import { assertRole, badRequest, conflict, notFound } from '@/lib/server/errors';
import { firstFreeSlug } from './free-slug';
import { recordLog } from './audit-log';
import type { Actor } from './auth';
import { isAudioMime } from './media';
import { containsPattern, pageMeta } from './paging';

/*
 * Staff side of podcast episodes: read by any staff member, written by admins and
 * editors (the route checks the role and so does every write here). Every write logs in its
 * transaction. An episode's guid is made once, at creation, and never changes: podcast apps know
 * the episode by it, so a retitled episode is not listed twice. Its slug too is made once, from
 * the title, unique among all episodes (a changed slug would break shared links).
 */

export const EPISODE_NOT_FOUND_MESSAGE = 'Episódio não encontrado.';
export const EPISODE_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar os podcasts.';
export const EPISODE_SHOW_MISSING_MESSAGE = 'Programa não encontrado. Escolha outro.';
export const EPISODE_AUDIO_MISSING_MESSAGE = 'Áudio não encontrado na biblioteca de mídia. Escolha outro.';
export const EPISODE_AUDIO_NOT_AUDIO_MESSAGE = 'O arquivo escolhido não é um áudio. Escolha um áudio da biblioteca.';
export const EPISODE_AUDIO_DURATION_MESSAGE = 'A duração deste áudio não é conhecida. Envie o arquivo de novo para a biblioteca.';
export const EPISODE_COVER_MISSING_MESSAGE = 'Imagem não encontrada na biblioteca de mídia. Escolha outra.';
const INVALID_FIELDS_MESSAGE = 'Dados inválidos. Verifique os campos destacados.';


const columns = {
  id: episodios.id,
  programaId: episodios.programaId,
  programaNome: programas.nome,
  programaSlug: programas.slug,
  titulo: episodios.titulo,
  slug: episodios.slug,
  descricao: episodios.descricao,
  audioUrl: episodios.audioUrl,
  audioMime: episodios.audioMime,
  audioTamanho: episodios.audioTamanho,
  duracaoSegundos: episodios.duracaoSegundos,
  capa: episodios.capa,
  explicito: episodios.explicito,
  guid: episodios.guid,
  publicadoEm: episodios.publicadoEm,
  criadoEm: episodios.criadoEm,
  atualizadoEm: episodios.atualizadoEm,
};

function toAdminEpisode(row: EpisodeRow, now: Date = new Date()): AdminEpisode {
  return {
    id: row.id,
    programa: { id: row.programaId, nome: row.programaNome, slug: row.programaSlug },
    titulo: row.titulo,
    slug: row.slug,
    descricao: row.descricao,
    audioOrigem: row.audioUrl.startsWith(UPLOADS_URL_PREFIX) ? 'biblioteca' : 'externo',
    audioUrl: row.audioUrl,
    audioMime: row.audioMime,
    audioTamanho: row.audioTamanho,
    duracaoSegundos: row.duracaoSegundos,
    capa: row.capa,
    explicito: row.explicito,
    guid: row.guid,
    publicadoEm: row.publicadoEm.toISOString(),
    status: row.publicadoEm.getTime() > now.getTime() ? 'agendado' : 'publicado',
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

function selectEpisodes(db: Executor) {
  return db.select(columns).from(episodios).innerJoin(programas, eq(programas.id, episodios.programaId));
}

type EpisodeRow = Awaited<ReturnType<typeof selectEpisodes>>[number];

async function loadEpisode(db: Executor, id: number): Promise<AdminEpisode | null> {
  const [row] = await selectEpisodes(db).where(eq(episodios.id, id)).limit(1);
  return row ? toAdminEpisode(row) : null;
}

/** Newest publication first (scheduled ones on top), of one show or all, searched by title. */
export async function listAdminEpisodes(db: Database, query: EpisodeListQuery): Promise<AdminEpisodeList> {
  const conditions: SQL[] = [];
  if (query.programaId) conditions.push(eq(episodios.programaId, query.programaId));
  if (query.busca) conditions.push(sql`sintonia_unaccent(${episodios.titulo}) ilike sintonia_unaccent(${containsPattern(query.busca)})`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    selectEpisodes(db)
      .where(where)
      .orderBy(desc(episodios.publicadoEm), desc(episodios.id))
      .limit(query.limite)
      .offset((query.pagina - 1) * query.limite),
    db.select({ total: count() }).from(episodios).where(where),
  ]);
  const now = new Date();
  return { dados: rows.map((row) => toAdminEpisode(row, now)), meta: pageMeta(query.pagina, query.limite, total) };
}

export async function getAdminEpisode(db: Database, id: number): Promise<AdminEpisode> {
  const episode = await loadEpisode(db, id);
  if (!episode) throw notFound(EPISODE_NOT_FOUND_MESSAGE);
  return episode;
}

type ResolvedAudio = Pick<typeof episodios.$inferSelect, 'audioUrl' | 'audioMime' | 'audioTamanho' | 'duracaoSegundos'>;

/**
 * Type, size and duration of the episode's audio: from the library's row for an upload (the
 * duration was read from the file when it was sent), from the form for an external address,
 * which is never fetched.
 */
async function resolveAudio(tx: Executor, input: EpisodeInput): Promise<ResolvedAudio> {
  if (input.externo) {
    return { audioUrl: input.audioUrl, audioMime: input.externo.mime, audioTamanho: input.externo.tamanho, duracaoSegundos: input.externo.duracaoSegundos };
  }
  // An address no library file can have (the schema lets '//' or '/.x' through) is simply not found.
  const arquivo = uploadKey(input.audioUrl);
  const [row] =
    arquivo === null
      ? []
      : await tx
          .select({ mime: midias.mime, tamanho: midias.tamanho, duracaoSegundos: midias.duracaoSegundos })
          .from(midias)
          .where(eq(midias.arquivo, arquivo))
          .limit(1)
          // Held until the episode is saved: the library cannot delete the file in between (deleteMedia locks it).
          .for('share');
  if (!row) throw badRequest(INVALID_FIELDS_MESSAGE, { audioUrl: EPISODE_AUDIO_MISSING_MESSAGE });
  if (!isAudioMime(row.mime)) throw badRequest(INVALID_FIELDS_MESSAGE, { audioUrl: EPISODE_AUDIO_NOT_AUDIO_MESSAGE });
  const { duracaoSegundos } = row;
  if (duracaoSegundos === null) throw badRequest(INVALID_FIELDS_MESSAGE, { audioUrl: EPISODE_AUDIO_DURATION_MESSAGE });
  return { audioUrl: input.audioUrl, audioMime: row.mime, audioTamanho: row.tamanho, duracaoSegundos };
}

async function assertShowExists(tx: Executor, programaId: number): Promise<void> {
  const [row] = await tx.select({ id: programas.id }).from(programas).where(eq(programas.id, programaId)).limit(1);
  if (!row) throw badRequest(INVALID_FIELDS_MESSAGE, { programaId: EPISODE_SHOW_MISSING_MESSAGE });
}

/** A cover from the library must be there (the form only offers library images); an http(s) address is taken as it is. */
async function assertCoverInLibrary(tx: Executor, capa: string | null): Promise<void> {
  if (!capa?.startsWith(UPLOADS_URL_PREFIX)) return;
  const arquivo = uploadKey(capa);
  const [row] = arquivo === null ? [] : await tx.select({ mime: midias.mime }).from(midias).where(eq(midias.arquivo, arquivo)).limit(1).for('share');
  if (!row || !row.mime.startsWith('image/')) throw badRequest(INVALID_FIELDS_MESSAGE, { capa: EPISODE_COVER_MISSING_MESSAGE });
}

/** The title's slug, made unique among all episodes with -2, -3…; 'episodio' for a title with no letters. */
function uniqueSlug(tx: Executor, titulo: string): Promise<string> {
  const base = slugify(titulo).slice(0, EPISODE_SLUG_MAX_LENGTH).replace(/-+$/, '') || 'episodio';
  // 'pagina' is a segment of a show's addresses: /podcasts/{programa}/pagina/{n}.
  return firstFreeSlug(tx, episodios, episodios.slug, base, { maxLength: EPISODE_SLUG_MAX_LENGTH, reserved: ['pagina'] });
}

const EPISODE_SLUG_MAX_LENGTH = 120;

function logDetails(input: EpisodeInput, audio: ResolvedAudio, publicadoEm: Date) {
  return {
    titulo: input.titulo,
    programaId: input.programaId,
    audio: audio.audioUrl,
    duracaoSegundos: audio.duracaoSegundos,
    publicadoEm: publicadoEm.toISOString(),
    explicito: input.explicito,
  };
}

/** A slug or guid taken by a concurrent write: the same request again picks a free one. */
function raceLost(error: unknown): unknown {
  const violation = constraintViolation(error);
  if (violation?.kind === 'unique') {
    return conflict('Outro episódio foi salvo ao mesmo tempo com o mesmo endereço. Tente de novo.', 'EPISODIO_CONFLITO');
  }
  if (violation?.kind === 'foreign-key') return badRequest(INVALID_FIELDS_MESSAGE, { programaId: EPISODE_SHOW_MISSING_MESSAGE });
  return error;
}

export async function createEpisode(db: Database, actor: Actor, input: EpisodeInput, now: Date = new Date()): Promise<AdminEpisode> {
  assertRole(actor.user, ['admin', 'editor'], EPISODE_WRITE_FORBIDDEN_MESSAGE);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await assertShowExists(tx, input.programaId);
      const audio = await resolveAudio(tx, input);
      await assertCoverInLibrary(tx, input.capa);
      const publicadoEm = input.publicadoEm ? new Date(input.publicadoEm) : now;
      const [row] = await tx
        .insert(episodios)
        .values({
          programaId: input.programaId,
          titulo: input.titulo,
          slug: await uniqueSlug(tx, input.titulo),
          descricao: input.descricao,
          ...audio,
          capa: input.capa,
          explicito: input.explicito,
          guid: randomUUID(),
          publicadoEm,
          criadoPorId: actor.user.id,
          criadoEm: now,
          atualizadoEm: now,
        })
        .returning({ id: episodios.id });
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'episodio',
        entidadeId: row.id,
        detalhes: logDetails(input, audio, publicadoEm),
        ip: actor.ip,
      });
      return row.id;
    });
  } catch (error) {
    throw raceLost(error);
  }
  return (await loadEpisode(db, id))!;
}

const TRACKED_FIELDS = ['programaId', 'titulo', 'descricao', 'audioUrl', 'audioMime', 'audioTamanho', 'duracaoSegundos', 'capa', 'explicito', 'publicadoEm'] as const;

/** Everything but the slug and the guid, which stay as they were made. */
export async function updateEpisode(db: Database, actor: Actor, id: number, input: EpisodeInput, now: Date = new Date()): Promise<AdminEpisode> {
  assertRole(actor.user, ['admin', 'editor'], EPISODE_WRITE_FORBIDDEN_MESSAGE);
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(episodios).where(eq(episodios.id, id)).limit(1).for('update');
      if (!current) throw notFound(EPISODE_NOT_FOUND_MESSAGE);
      if (current.programaId !== input.programaId) await assertShowExists(tx, input.programaId);
      // The audio kept as it was is not checked again (a library file renamed or an older row).
      const audio =
        current.audioUrl === input.audioUrl && !input.externo
          ? { audioUrl: current.audioUrl, audioMime: current.audioMime, audioTamanho: current.audioTamanho, duracaoSegundos: current.duracaoSegundos }
          : await resolveAudio(tx, input);
      if (current.capa !== input.capa) await assertCoverInLibrary(tx, input.capa);
      // No date sent on an edit keeps the one it had (a cleared field does not republish it now).
      const publicadoEm = input.publicadoEm ? new Date(input.publicadoEm) : current.publicadoEm;
      const next = {
        programaId: input.programaId,
        titulo: input.titulo,
        descricao: input.descricao,
        ...audio,
        capa: input.capa,
        explicito: input.explicito,
        publicadoEm,
      };
      const changed = TRACKED_FIELDS.filter((field) => {
        const before = current[field];
        const after = next[field];
        return before instanceof Date && after instanceof Date ? before.getTime() !== after.getTime() : before !== after;
      });
      await tx
        .update(episodios)
        .set({ ...next, atualizadoEm: now })
        .where(eq(episodios.id, id));
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'atualizar',
        entidade: 'episodio',
        entidadeId: id,
        detalhes: { ...logDetails(input, audio, publicadoEm), campos: changed, ...(current.titulo !== input.titulo ? { tituloAnterior: current.titulo } : {}) },
        ip: actor.ip,
      });
    });
  } catch (error) {
    throw raceLost(error);
  }
  return (await loadEpisode(db, id))!;
}

/** The episode goes; its audio file stays in the media library (delete it there if it is no longer wanted). */
export async function deleteEpisode(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], EPISODE_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .delete(episodios)
      .where(eq(episodios.id, id))
      .returning({ titulo: episodios.titulo, programaId: episodios.programaId, audioUrl: episodios.audioUrl, guid: episodios.guid });
    if (!current) throw notFound(EPISODE_NOT_FOUND_MESSAGE);
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'excluir', entidade: 'episodio', entidadeId: id, detalhes: current, ip: actor.ip });
  });
}
