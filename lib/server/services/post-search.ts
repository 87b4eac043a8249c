import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_RESULTS_MAX } from '@/lib/domain/constants';
// The same words the results are cached under (searchResultsKey).
import { searchWords } from '@/lib/domain/search-term';
import type { PublicPostListQuery } from '@/lib/schemas/public';
import type { Database } from '../db/client';
import { postagens } from '../db/schema';
import { baseSelect, emptyList, isPubliclyVisible, publicDate, scopeConditions, withGalleries, type PostListResult, type Scope } from './public-post-rows';

/**
 * Each word a prefix, all words required; accents are folded in SQL the same way as the indexed
 * text. With `weights` 'A', only title words match.
 */
export function toPrefixTsQuery(term: string, weights = ''): string | null {
  const words = searchWords(term);
  return words.length ? words.map((w) => `${w}:*${weights}`).join(' & ') : null;
}

/**
 * The public search's query: every word required, the last one a prefix (the reader may still be
 * typing it), the others whole words after stemming ('câmara' finds câmara, not campo or caminhão;
 * whole words are also far cheaper to look up than prefixes). Accents are folded in SQL the same
 * way as the indexed text. With `weights` 'A', only title words match.
 */
export function toSearchTsQuery(term: string, weights = ''): string | null {
  const words = searchWords(term);
  return words.length ? words.map((w, i) => (i === words.length - 1 ? `${w}:*${weights}` : `${w}${weights ? `:${weights}` : ''}`)).join(' & ') : null;
}

/**
 * Search ranks the newest matches only (SEARCH_RESULTS_MAX): a common word matches tens of
 * thousands of posts; reading (and ranking) every one of them would cost a page view hundreds of
 * milliseconds, and nobody pages through more than a few screens of results.
 */
export const SEARCH_CANDIDATES = SEARCH_RESULTS_MAX;
/** Search first looks for its candidates among this many of the newest posts in scope. */
export const SEARCH_WINDOW = 3000;

/**
 * Full-text search (toSearchTsQuery: every word, the last one a prefix, accents folded). The
 * candidates are the SEARCH_CANDIDATES newest matches. They are looked for first among the newest
 * SEARCH_WINDOW posts in scope, read along the public-date index: a common word fills the
 * candidates there, within a few hundred posts. Only when it does not (a rarer word, in less than
 * SEARCH_CANDIDATES / SEARCH_WINDOW of the posts) are all the matches read, through the GIN index,
 * and then they are few. This needs no statistics about the words (PGlite gathers none by itself)
 * and never reads every match of a common word.
 * By relevance, title matches come first, then ts_rank (title over summary over body), then the
 * newest. meta.total counts the candidates, so every page it announces exists.
 */
export async function searchPosts(db: Database, query: PublicPostListQuery, scope: Scope, busca: string): Promise<PostListResult> {
  const searchQuery = toSearchTsQuery(busca);
  if (!searchQuery) return emptyList(query);
  const tsQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${searchQuery}))`;
  const titleQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${toSearchTsQuery(busca, 'A')}))`;
  const inScope = and(isPubliclyVisible, ...scopeConditions(scope));
  const matches = sql<boolean>`${postagens.busca} @@ ${tsQuery}`;
  // Narrow rows: the vectors are read where they are tested, never carried into a sort.
  const fields = {
    id: postagens.id,
    data: sql<Date>`${publicDate}`.as('data'),
    titulo: postagens.titulo,
    visualizacoes: postagens.visualizacoes,
    atualizadoEm: postagens.atualizadoEm,
  };

  const window = db
    .select({ ...fields, corresponde: matches.as('corresponde') })
    .from(postagens)
    .where(inScope)
    .orderBy(desc(publicDate), desc(postagens.id))
    .limit(SEARCH_WINDOW)
    .as('recentes');
  const inWindow = db
    .select({ id: window.id, data: window.data, titulo: window.titulo, visualizacoes: window.visualizacoes, atualizadoEm: window.atualizadoEm })
    .from(window)
    .where(sql`${window.corresponde}`)
    .orderBy(desc(window.data), desc(window.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidatos');
  // OFFSET 0 keeps the subquery apart: planned for all its rows, it reads them through GIN.
  const everyMatch = db.select(fields).from(postagens).where(and(inScope, matches)).offset(0).as('correspondencias');
  const anywhere = db
    .select({ id: everyMatch.id, data: everyMatch.data, titulo: everyMatch.titulo, visualizacoes: everyMatch.visualizacoes, atualizadoEm: everyMatch.atualizadoEm })
    .from(everyMatch)
    .orderBy(desc(everyMatch.data), desc(everyMatch.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidatos');

  // The results' order, as output columns of the ranking query.
  const dir = query.direcao === 'asc' ? 'asc' : 'desc';
  const ordenarPor = query.ordenarPor ?? 'relevancia';
  const keys: string[] =
    ordenarPor === 'relevancia'
      ? ['no_titulo desc', 'relevancia desc', `data ${dir}`]
      : ordenarPor === 'visualizacoes'
        ? [`visualizacoes ${dir}`]
        : ordenarPor === 'titulo'
          ? [`titulo ${dir}`]
          : ordenarPor === 'atualizadoEm'
            ? [`atualizado_em ${dir}`]
            : [`data ${dir}`];
  keys.push('id desc');

  /** The page's ids, in order, and how many candidates there are. */
  const rank = async (candidates: typeof inWindow): Promise<{ ids: number[]; total: number }> => {
    const ranked = await db
      .select({
        id: candidates.id,
        noTitulo: sql<boolean>`${postagens.busca} @@ ${titleQuery}`.as('no_titulo'),
        relevancia: sql<number>`ts_rank(${postagens.busca}, ${tsQuery})`.as('relevancia'),
        data: candidates.data,
        titulo: candidates.titulo,
        visualizacoes: candidates.visualizacoes,
        atualizadoEm: candidates.atualizadoEm,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(candidates)
      .innerJoin(postagens, eq(postagens.id, candidates.id))
      .orderBy(...keys.map((key) => sql.raw(key)))
      .limit(query.limite)
      .offset((query.pagina - 1) * query.limite);
    if (ranked.length > 0) return { ids: ranked.map((row) => row.id), total: ranked[0].total };
    if (query.pagina === 1) return { ids: [], total: 0 };
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(candidates);
    return { ids: [], total };
  };

  let page = await rank(inWindow);
  if (page.total < SEARCH_CANDIDATES) page = await rank(anywhere);
  if (page.ids.length === 0) return emptyList(query, page.total);
  const position = new Map(page.ids.map((id, index) => [id, index]));
  const rows = await baseSelect(db).where(inArray(postagens.id, page.ids));
  rows.sort((a, b) => (position.get(a.id) as number) - (position.get(b.id) as number));
  return withGalleries(db, rows, query, page.total);
}

