import 'server-only';
import { getLiveCoverage } from '@/lib/api/public';
import { orderEntries } from '@/lib/domain/live-coverage';
import { COVERAGE_FEED_WINDOW, type CoverageFeed } from '@/lib/domain/live-updates';
import { deferVideoFrames } from '@/lib/domain/video-facade';
import { postPlainText, sanitizePostHtml } from '@/lib/server/sanitize-html';

/*
 * A live coverage as the page and its polled JSON serve it. Entries come through
 * lib/api like every read (built-in backend or API_URL), so their HTML is sanitised here as the
 * post's text is, and YouTube frames become posters that load the player only on a click.
 */

export type ReadyCoverage = CoverageFeed & {
  cobertura: NonNullable<CoverageFeed['cobertura']>;
  /** Each entry's plain text, by id (the JSON-LD's articleBody), taken before frames became posters. */
  textos: Record<string, string>;
};

/** The address the open page polls: cached like a page, expired by the post's own tag. */
export const coverageFeedPath = (postId: string) => `/api/cobertura/${encodeURIComponent(postId)}`;

/** The post's coverage with safe HTML, or null when it has none (or the backend has no such read). */
export async function readyCoverage(postId: string): Promise<ReadyCoverage | null> {
  const feed = await getLiveCoverage(postId);
  if (!feed?.cobertura) return null;
  const textos: Record<string, string> = {};
  const dados = feed.dados
    .map((entry) => {
      const clean = sanitizePostHtml(entry.conteudo);
      textos[entry.id] = postPlainText(clean);
      return { ...entry, conteudo: deferVideoFrames(clean) };
    })
    .filter((entry) => entry.conteudo.trim() !== '');
  return { cobertura: feed.cobertura, dados, textos };
}

/** What a reader's open page needs every 20 s: the state, the pinned entry and the newest ones. */
export function feedWindow(coverage: ReadyCoverage): CoverageFeed {
  const pinned = coverage.dados.filter((entry) => entry.fixada);
  const newest = coverage.dados.filter((entry) => !entry.fixada).slice(0, COVERAGE_FEED_WINDOW);
  return { cobertura: coverage.cobertura, dados: orderEntries([...pinned, ...newest]) };
}

/** GET /api/cobertura/{id}: the JSON, or 404 when the post has no coverage. */
export async function coverageFeedResponse(postId: string): Promise<Response> {
  const coverage = /^[A-Za-z0-9-]{1,200}$/.test(postId) ? await readyCoverage(postId) : null;
  if (!coverage) return Response.json({ message: 'Cobertura não encontrada.', codigo: 'NAO_ENCONTRADO' }, { status: 404 });
  return Response.json(feedWindow(coverage));
}
