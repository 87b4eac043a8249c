import 'server-only';
import { asc, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { MediaKind } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { banners, categorias, configuracoes, enquetes, episodios, membrosEquipe, postagemImagens, postagens, programas, usuarios } from '../../db/schema';

/** How many users a refusal names before summing up the rest. */
const USAGE_NAMED_LIMIT = 8;

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
