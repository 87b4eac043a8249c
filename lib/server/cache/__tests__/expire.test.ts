import { CACHE_TAGS, postTag, type PostPublicState } from '@/lib/domain/cache-tags';
import { answerWithExpiry, expireAfterWrite, expirePostChanges } from '../expire';
import { pageCacheStore } from '../page-cache-handler.mjs';

const expiredAt = (tag: string) => pageCacheStore().expiredAt.get(tag);
const expiredTags = () => [...pageCacheStore().expiredAt.keys()].sort();

beforeEach(() => pageCacheStore().expiredAt.clear());

const published: PostPublicState = {
  publica: true,
  titulo: 'Feira do produtor volta à praça',
  slug: 'feira-do-produtor',
  categoriaId: 2,
  status: 'publicado',
  publicadoEm: '2026-11-24T12:00:00.000Z',
  urgenteAte: null,
};

describe('expireAfterWrite (the /api/v1 boundary)', () => {
  it('expires what a staff write changed, in the page cache store', async () => {
    expect(await expireAfterWrite('PUT', '/banners/2', { now: 50_000 })).toEqual([CACHE_TAGS.banners]);
    expect(expiredAt(CACHE_TAGS.banners)).toBeDefined();
    expect(expiredAt(CACHE_TAGS.posts)).toBeUndefined();
  });

  it('reads and writes that change nothing public expire nothing', async () => {
    expect(await expireAfterWrite('GET', '/banners', { now: 50_000 })).toEqual([]);
    expect(await expireAfterWrite('POST', '/auth/login', { now: 50_000 })).toEqual([]);
    expect(pageCacheStore().expiredAt.size).toBe(0);
  });

  it('votes expire the polls at most once every 5 s', async () => {
    const vote = (at: number) => expireAfterWrite('POST', '/publico/enquetes/1/votar', { now: at });
    expect(await vote(100_000)).toEqual([CACHE_TAGS.polls]);
    expect(await vote(103_000)).toEqual([]);
    expect(await vote(104_999)).toEqual([]);
    expect(await vote(105_000)).toEqual([CACHE_TAGS.polls]);
    // A staff write to the polls is never throttled.
    expect(await expireAfterWrite('PUT', '/enquetes/1', { now: 105_001 })).toEqual([CACHE_TAGS.polls]);
  });
});

describe('answerWithExpiry: one /api/v1 request and what it expires', () => {
  it('a post write the services reported expires exactly that, before the answer, and nothing more by its path', async () => {
    const order: string[] = [];
    const response = await answerWithExpiry('PUT', '/postagens/41', async () => {
      await expirePostChanges([{ id: 41, antes: published, depois: { ...published, titulo: 'Feira do produtor muda de praça' } }]);
      order.push(`expirada antes da resposta: ${expiredAt(postTag(41)!) !== undefined}`);
      return new Response('{}', { status: 200 });
    });
    expect(response.status).toBe(200);
    expect(order).toEqual(['expirada antes da resposta: true']);
    // Not the bar: the post is not urgent. Not the posts tag: every other post's page stays cached.
    expect(expiredTags()).toEqual([CACHE_TAGS.postLists, postTag(41)].sort());
  });

  it('a draft’s save, reported, expires nothing at all', async () => {
    const draft = { ...published, publica: false, status: 'rascunho', publicadoEm: null };
    await answerWithExpiry('PUT', '/postagens/41', async () => {
      await expirePostChanges([{ id: 41, antes: draft, depois: { ...draft, titulo: 'Outro' } }]);
      return new Response('{}', { status: 200 });
    });
    expect(expiredTags()).toEqual([]);
  });

  it('a write nothing reported (a remote backend at API_URL) is expired by its path', async () => {
    await answerWithExpiry('PUT', '/postagens/5B1F7A3C', async () => new Response('{}', { status: 200 }));
    expect(expiredTags()).toEqual([CACHE_TAGS.postLists, 'sintonia:postagem:5b1f7a3c', CACHE_TAGS.urgent, CACHE_TAGS.redirects].sort());
  });

  it('a refused write expires nothing', async () => {
    await answerWithExpiry('PUT', '/postagens/41', async () => new Response('{}', { status: 409 }));
    expect(expiredTags()).toEqual([]);
  });

  it('outside a request (the scheduler), a reported change is expired just the same', async () => {
    expect(await expirePostChanges([{ id: 7, antes: { ...published, publica: false, status: 'agendado' }, depois: published }])).toEqual([
      CACHE_TAGS.postLists,
      postTag(7),
      // Published: the redirects may lead to it now.
      CACHE_TAGS.redirects,
    ]);
    expect(expiredAt(postTag(7)!)).toBeDefined();
  });
});
