/**
 * "Mais lidas" against a real database: the scheduler's computation from the
 * per-day view counts, the public read GET /publico/postagens/mais-lidas, the 24h → 7d fallback,
 * what is never ranked, and the cache tag expired only when the ranking changes.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { saoPauloDayKey } from '@/lib/domain/dates';
import { MOST_READ_COUNT } from '@/lib/domain/most-read';
import { shiftDayKey } from '@/lib/domain/sao-paulo-clock';
import { MOST_READ_PERIOD_MESSAGE } from '@/lib/schemas/most-read';
import { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { maisLidas, postagens, visualizacoesDiarias } from '@/lib/server/db/schema';
import { recomputeMostRead, refreshMostRead, refreshMostReadIfDue, resetMostReadSchedule } from '@/lib/server/services/most-read';
import { startScheduledPublishing } from '@/lib/server/services/scheduler';
import { flushPendingViews, stopViewCounters } from '@/lib/server/services/views';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type ApiRequest } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const HOUR = 3_600_000;

describe.each(TEST_BACKENDS)('"Mais lidas" ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let request: ApiRequest;
  /** Published posts of the demo station, oldest first. */
  let published: number[];

  const today = () => saoPauloDayKey(new Date());

  /** Replaces every daily count with these: [post, days before today, views]. */
  async function setViews(rows: Array<[postId: number, daysAgo: number, total: number]>) {
    await database.db.delete(visualizacoesDiarias);
    if (rows.length === 0) return;
    await database.db.insert(visualizacoesDiarias).values(rows.map(([postagemId, daysAgo, total]) => ({ postagemId, dia: shiftDayKey(today(), -daysAgo), total })));
  }

  const mostRead = async (query = '') => call('GET', `/publico/postagens/mais-lidas${query}`);
  const idsOf = (body: { dados: Array<{ id: number }> }) => body.dados.map((post) => post.id);
  const stored = async () =>
    (await database.db.select().from(maisLidas).orderBy(asc(maisLidas.periodo), asc(maisLidas.posicao))).map((row) => [row.periodo, row.posicao, row.postagemId, row.visualizacoes]);

  beforeAll(async () => {
    ({ database, call, request } = await setupStaffApi(backend, { logins: [] }));
    const rows = await database.db
      .select({ id: postagens.id })
      .from(postagens)
      .where(and(eq(postagens.status, 'publicado'), lte(postagens.publicadoEm, new Date())))
      .orderBy(asc(postagens.id))
      .limit(16);
    published = rows.map((row) => row.id);
    expect(published.length).toBe(16);
  });
  beforeEach(async () => {
    await database.db.delete(maisLidas);
    await setViews([]);
  });
  afterAll(async () => {
    await stopViewCounters();
    resetMostReadSchedule();
    await database?.dispose();
  });

  it('30 views of a post: it leads "Mais lidas" after the next recomputation, not before', async () => {
    const [lead, ...others] = published;
    await setViews(others.slice(0, 6).map((id, index) => [id, 0, 20 - index * 2]));
    await refreshMostRead(database.db);
    const before = await mostRead();
    expect(before.status).toBe(200);
    expect(idsOf(before.body)).toEqual(others.slice(0, 5));

    const views = await Promise.all(Array.from({ length: 30 }, () => request('POST', `/publico/postagens/${lead}/visualizacoes`, undefined, undefined, { 'user-agent': BROWSER })));
    expect(views.every((response) => response.status === 202)).toBe(true);
    await flushPendingViews();
    // Read per request from the stored ranking: nothing moves until the scheduler computes it again.
    expect(idsOf((await mostRead()).body)).toEqual(others.slice(0, 5));

    expect(await refreshMostRead(database.db)).toEqual({ computed: true, changed: true });
    const after = await mostRead();
    expect(after.body).toEqual({ periodo: '24h', solicitado: '24h', calculadoEm: expect.any(String), dados: expect.any(Array) });
    expect(idsOf(after.body)).toEqual([lead, ...others.slice(0, 4)]);
    // The public card shape, as GET /publico/postagens lists posts.
    expect(after.body.dados[0]).toEqual(
      expect.objectContaining({ id: lead, titulo: expect.any(String), slug: expect.any(String), categoria: expect.objectContaining({ slug: expect.any(String), cor: expect.any(String) }), status: 'publicado' }),
    );
    expect(await stored()).toContainEqual(['24h', 1, lead, 30]);
  });

  it('drafts, scheduled, archived and future-dated posts are never listed, however read', async () => {
    const [draft, scheduled, archived, futureDated, ...rest] = published;
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    await database.db.update(postagens).set({ status: 'rascunho' }).where(eq(postagens.id, draft));
    await database.db.update(postagens).set({ status: 'agendado', publicadoEm: tomorrow }).where(eq(postagens.id, scheduled));
    await database.db.update(postagens).set({ status: 'arquivado' }).where(eq(postagens.id, archived));
    await database.db.update(postagens).set({ publicadoEm: tomorrow }).where(eq(postagens.id, futureDated));
    try {
      // A reader cannot even count a view of them (the visibility remembered for a minute is forgotten first).
      await stopViewCounters();
      expect((await request('POST', `/publico/postagens/${draft}/visualizacoes`, undefined, undefined, { 'user-agent': BROWSER })).status).toBe(404);
      await setViews([
        [draft, 0, 5000],
        [scheduled, 0, 4000],
        [archived, 1, 3000],
        [futureDated, 2, 2000],
        ...rest.slice(0, 6).map((id, index): [number, number, number] => [id, 0, 10 - index]),
      ]);
      await refreshMostRead(database.db);
      const hidden = new Set([draft, scheduled, archived, futureDated]);
      expect((await stored()).filter(([, , id]) => hidden.has(id as number))).toEqual([]);
      for (const periodo of ['24h', '7d']) {
        const { body } = await mostRead(`?periodo=${periodo}`);
        expect(idsOf(body)).toEqual(rest.slice(0, 5));
      }
    } finally {
      await database.db.update(postagens).set({ status: 'publicado', publicadoEm: new Date(Date.now() - HOUR) }).where(eq(postagens.id, draft));
      await database.db.update(postagens).set({ status: 'publicado', publicadoEm: new Date(Date.now() - HOUR) }).where(eq(postagens.id, scheduled));
      await database.db.update(postagens).set({ status: 'publicado' }).where(eq(postagens.id, archived));
      await database.db.update(postagens).set({ publicadoEm: new Date(Date.now() - HOUR) }).where(eq(postagens.id, futureDated));
    }
  });

  it('a post unpublished after the computation leaves the block at once', async () => {
    const ranked = published.slice(0, 7);
    await setViews(ranked.map((id, index) => [id, 0, 100 - index]));
    await refreshMostRead(database.db);
    await database.db.update(postagens).set({ status: 'arquivado' }).where(eq(postagens.id, ranked[1]));
    try {
      // 4 left in 24h: the 7 days (same posts here, ranked alike) stand in until the next run.
      const { body } = await mostRead();
      expect(body.periodo).toBe('7d');
      expect(idsOf(body)).not.toContain(ranked[1]);
    } finally {
      await database.db.update(postagens).set({ status: 'publicado' }).where(eq(postagens.id, ranked[1]));
    }
  });

  it('24h is today and yesterday; with fewer than 5 posts there, the 7 days are shown instead', async () => {
    const [a, b, c, d, e, f, g, old] = published;
    await setViews([
      [a, 0, 9],
      [b, 1, 8],
      [c, 0, 7],
      // Only in the 7 days.
      [d, 3, 50],
      [e, 6, 40],
      [f, 4, 30],
      // Too old for either.
      [old, 7, 1000],
    ]);
    await refreshMostRead(database.db);
    expect((await stored()).filter(([periodo]) => periodo === '24h').map(([, , id]) => id)).toEqual([a, b, c]);

    const fallback = await mostRead('?periodo=24h');
    expect(fallback.body).toEqual(expect.objectContaining({ periodo: '7d', solicitado: '24h' }));
    expect(idsOf(fallback.body)).toEqual([d, e, f, a, b]);
    expect(idsOf((await mostRead('?periodo=7d')).body)).toEqual([d, e, f, a, b]);
    // No periodo: the 24 hours are asked.
    expect((await mostRead()).body.solicitado).toBe('24h');

    // Two more read yesterday: 5 in 24h, shown as such.
    await database.db.insert(visualizacoesDiarias).values([
      { postagemId: f, dia: shiftDayKey(today(), -1), total: 2 },
      { postagemId: g, dia: shiftDayKey(today(), -1), total: 1 },
    ]);
    await refreshMostRead(database.db);
    const full = await mostRead('?periodo=24h');
    expect(full.body.periodo).toBe('24h');
    expect(idsOf(full.body)).toEqual([a, b, c, f, g]);
    expect(full.body.dados).toHaveLength(MOST_READ_COUNT);
  });

  it('expires the cache tag only when the ranking changes', async () => {
    const expired = () => pageCacheStore().expiredAt.has(CACHE_TAGS.mostRead);
    const refresh = async () => {
      pageCacheStore().expiredAt.delete(CACHE_TAGS.mostRead);
      const result = await refreshMostRead(database.db);
      return { ...result, expired: expired() };
    };
    const [a, b, c] = published;
    await setViews([
      [a, 0, 30],
      [b, 0, 20],
      [c, 0, 10],
    ]);
    expect(await refresh()).toEqual({ computed: true, changed: true, expired: true });
    // Nothing read since: the same ranking, no expiry.
    expect(await refresh()).toEqual({ computed: true, changed: false, expired: false });
    // More views that move nobody: the counts are stored, the pages are left alone.
    await database.db.update(visualizacoesDiarias).set({ total: 35 }).where(eq(visualizacoesDiarias.postagemId, a));
    expect(await refresh()).toEqual({ computed: true, changed: false, expired: false });
    expect(await stored()).toContainEqual(['24h', 1, a, 35]);
    // c overtakes b: the order changed.
    await database.db.update(visualizacoesDiarias).set({ total: 25 }).where(eq(visualizacoesDiarias.postagemId, c));
    expect(await refresh()).toEqual({ computed: true, changed: true, expired: true });
    expect(idsOf((await mostRead('?periodo=7d')).body)).toEqual([a, c, b]);
  });

  it('one computation across instances: a fresh ranking is not computed again, and the scheduler runs it', async () => {
    await setViews([[published[0], 0, 3]]);
    expect((await recomputeMostRead(database.db, new Date(), { minAgeMs: 60_000 })).computed).toBe(true);
    // Another instance a moment later finds it fresh.
    expect(await recomputeMostRead(database.db, new Date(), { minAgeMs: 60_000 })).toEqual({ computed: false, changed: false });
    // This process runs it at most once an interval.
    resetMostReadSchedule();
    const first = await refreshMostReadIfDue(async () => database.db, new Date(Date.now() + 10 * 60_000));
    expect(first?.computed).toBe(true);
    expect(await refreshMostReadIfDue(async () => database.db, new Date(Date.now() + 10 * 60_000 + 1000))).toBeNull();

    // The scheduler's tick computes it outside any request.
    await database.db.delete(maisLidas);
    resetMostReadSchedule();
    const stop = startScheduledPublishing(async () => database.db, 100);
    try {
      const deadline = Date.now() + 15_000;
      while ((await stored()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await stored()).toEqual([
        ['24h', 1, published[0], 3],
        ['7d', 1, published[0], 3],
      ]);
    } finally {
      await stop();
    }
  });

  it('GET with a periodo other than 24h or 7d: 400 with a message in Portuguese', async () => {
    for (const periodo of ['30d', '24H', '']) {
      const { status, body } = await mostRead(`?periodo=${encodeURIComponent(periodo)}`);
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'Parâmetros inválidos.', codigo: 'REQUISICAO_INVALIDA', campos: { periodo: MOST_READ_PERIOD_MESSAGE } });
    }
    expect(MOST_READ_PERIOD_MESSAGE).toBe('periodo deve ser 24h ou 7d.');
    // Not taken for a post slug by the route beside it.
    expect((await mostRead()).status).toBe(200);
  });

  it('before any computation: an empty list, not an error', async () => {
    const { status, body } = await mostRead();
    expect(status).toBe(200);
    expect(body).toEqual({ periodo: '7d', solicitado: '24h', calculadoEm: null, dados: [] });
  });
});
