import { nextPageCache } from '@/test/helpers/next-page-cache';
import { expireTags } from '../page-cache-handler.mjs';
import { runRecordingServedEntry, type ServedEntry } from '../served-entry.mjs';

/*
 * What the front door lists in Cache-Tag / Surrogate-Key (lib/server/http/cache-tag-headers.ts)
 * comes from the entry the cache handler read or stored for the request: here through Next's own
 * response and incremental caches, as `next start` runs them in front of the handler.
 */

const cache = nextPageCache();

async function serve(path: string, tags: string[]): Promise<{ served: ServedEntry; isMiss: boolean }> {
  const served: ServedEntry = { tags: null };
  const page = await runRecordingServedEntry(served, () => cache.request(path, () => ({ html: `<p>${path}</p>`, tags })));
  return { served, isMiss: page.isMiss };
}

describe("the entry that answers a request, through Next's caches", () => {
  it('a render notes the tags Next recorded for the page; a later read from the cache notes the same', async () => {
    const tags = ['_N_T_/layout', '_N_T_/equipe/page', 'sintonia:equipe', 'sintonia:configuracoes'];
    const rendered = await serve('/equipe-a', tags);
    expect(rendered.isMiss).toBe(true);
    expect(rendered.served.tags).toBe(tags.join(','));
    const cached = await serve('/equipe-a', ['sintonia:outra-coisa']);
    expect(cached.isMiss).toBe(false);
    expect(cached.served.tags).toBe(tags.join(','));
  });

  it("after an expiry, the new render's tags", async () => {
    await serve('/programacao-a', ['sintonia:programacao']);
    await expireTags(['sintonia:programacao']);
    const again = await serve('/programacao-a', ['sintonia:programacao', 'sintonia:podcasts']);
    expect(again.isMiss).toBe(true);
    expect(again.served.tags).toBe('sintonia:programacao,sintonia:podcasts');
  });

  it('a render that fell back is noted with its mark, though never stored', async () => {
    const degraded = await serve('/tocou-a', ['sintonia:tocou', 'sintonia:degradado']);
    expect(degraded.served.tags).toBe('sintonia:tocou,sintonia:degradado');
    const next = await serve('/tocou-a', ['sintonia:tocou']);
    expect(next.isMiss).toBe(true);
    expect(next.served.tags).toBe('sintonia:tocou');
  });

  it("a request outside the front door's record notes nothing (and fails nothing)", async () => {
    await expect(cache.request('/fora', () => ({ html: '<p>fora</p>', tags: ['sintonia:equipe'] }))).resolves.toMatchObject({ isMiss: true });
  });
});
