import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import RenderResult from 'next/dist/server/render-result';
import ResponseCache from 'next/dist/server/response-cache';
import PageCacheHandler from '@/lib/server/cache/page-cache-handler.mjs';

/*
 * Next's own ISR machinery, as `next start` puts it in front of the page cache handler
 * (next.config.mjs cacheHandler), for tests: the response cache (a page older than its
 * revalidation period is served stale while it renders again in the background) over the
 * incremental cache over lib/server/cache/page-cache-handler.mjs. A page's render runs as Next runs
 * a cached page's: in a 'prerender-legacy' work unit, where unstable_cache (lib/api/transport.ts,
 * with NEXT_RUNTIME=nodejs) reads from the same cache and the tags of every read are collected
 * into the page's x-next-cache-tags.
 */

/** The public layout's `revalidate` (PUBLIC_CACHE_TTL_SECONDS). */
export const PAGE_REVALIDATE_SECONDS = 30;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export type RenderedPage = { html: string; tags: string[] };
export type ServedPage = { html: string; isMiss: boolean; isStale: boolean };

export function nextPageCache() {
  const incrementalCache = new (IncrementalCache as any)({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    previewProps: { previewModeId: 'previa', previewModeSigningKey: 'a', previewModeEncryptionKey: 'b' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: PageCacheHandler,
    maxMemoryCacheSize: 0,
  });
  const responses = new (ResponseCache as any)({ minimalMode: false, route: { kind: 'APP_PAGE', sourceRoute: '/[...pagina]/page' } });

  /** One request for `path`: from the cache, or rendered by `render` (and stored as Next stores it). */
  async function request(path: string, render: () => RenderedPage | Promise<RenderedPage>): Promise<ServedPage> {
    const background: Promise<unknown>[] = [];
    const entry = await responses.get(
      path,
      async () => {
        const { html, tags } = await render();
        return {
          value: { kind: 'APP_PAGE', html: RenderResult.fromStatic(html, 'text/html; charset=utf-8'), rscData: Buffer.from(html), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 },
          cacheControl: { revalidate: PAGE_REVALIDATE_SECONDS, expire: ONE_YEAR_SECONDS },
        };
      },
      { routeKind: 'APP_PAGE', incrementalCache, isRoutePPREnabled: false, isFallback: false, waitUntil: (work: Promise<unknown>) => background.push(work) },
    );
    // A stale page's background render finishes before the test goes on.
    await Promise.all(background);
    return { html: await entry.value.html.toUnchunkedString(true), isMiss: Boolean(entry.isMiss), isStale: Boolean(entry.isStale) };
  }

  /** Runs a page's reads as Next runs a cached page's render; the page is what `reads` answers, with the tags collected. */
  async function render(path: string, reads: () => Promise<string>): Promise<RenderedPage> {
    const workStore = {
      route: path,
      page: path,
      incrementalCache,
      nextFetchId: 1,
      pendingRevalidates: {} as Record<string, Promise<unknown>>,
      isDraftMode: false,
      isOnDemandRevalidate: false,
      forceStatic: false,
      forceDynamic: false,
    };
    const unit = {
      type: 'prerender-legacy',
      phase: 'render',
      rootParams: {},
      implicitTags: { tags: [], expirationsByCacheKind: new Map() },
      revalidate: PAGE_REVALIDATE_SECONDS,
      expire: ONE_YEAR_SECONDS,
      stale: ONE_YEAR_SECONDS,
      tags: [] as string[],
    };
    const html = await workAsyncStorage.run(workStore as any, () => workUnitAsyncStorage.run(unit as any, reads));
    // Next waits for the reads it stores before the page is done.
    await Promise.all(Object.values(workStore.pendingRevalidates));
    return { html, tags: unit.tags };
  }

  return { request, render };
}
