import 'server-only';
import { and, count, desc, or, sql, type SQL } from 'drizzle-orm';
import type { MediaList, MediaListQuery } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { containsPattern, pageMeta } from '../paging';
import { AUDIO_MIME, selectMedia, toMedia } from './shared';

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
