import { and, eq, sql } from 'drizzle-orm';
import { saoPauloDayKey } from '@/lib/domain/dates';
import type { ApiApp } from '@/lib/server/api/app';
import { postagens, visualizacoesDiarias } from '@/lib/server/db/schema';
import {
  flushPendingViews,
  isBotUserAgent,
  stopViewCounters,
  VIEW_FLUSH_MAX_PENDING,
  ViewCounter,
  viewCounterFor,
} from '@/lib/server/services/views';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe.each(TEST_BACKENDS)('POST /publico/postagens/:id/visualizacoes ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let postId: number;

  const view = (id: string | number, userAgent = BROWSER) =>
    app.request(`/api/v1/publico/postagens/${id}/visualizacoes`, { method: 'POST', headers: { 'user-agent': userAgent } });

  const counts = async (id: number) => {
    const [post] = await database.db.select({ total: postagens.visualizacoes }).from(postagens).where(eq(postagens.id, id));
    const [daily] = await database.db
      .select({ total: visualizacoesDiarias.total })
      .from(visualizacoesDiarias)
      .where(and(eq(visualizacoesDiarias.postagemId, id), eq(visualizacoesDiarias.dia, saoPauloDayKey(new Date()))));
    return { total: post.total, today: daily?.total ?? 0 };
  };

  beforeAll(async () => {
    ({ database, app } = await setupStaffApi(backend, { trustedIpHeader: null, logins: [] }));
    const [post] = await database.db
      .select({ id: postagens.id })
      .from(postagens)
      .where(eq(postagens.status, 'publicado'))
      .orderBy(postagens.id)
      .limit(1);
    postId = post.id;
  });
  afterEach(async () => {
    await stopViewCounters();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers 202 at once and writes the views only when the buffer is flushed', async () => {
    const before = await counts(postId);
    const response = await view(postId);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ contabilizada: true });
    expect(await counts(postId)).toEqual(before);

    await flushPendingViews();
    expect(await counts(postId)).toEqual({ total: before.total + 1, today: before.today + 1 });
  });

  it('batches many views, of several posts, into one write', async () => {
    const [other] = await database.db
      .select({ id: postagens.id })
      .from(postagens)
      .where(and(eq(postagens.status, 'publicado'), sql`${postagens.id} <> ${postId}`))
      .limit(1);
    const before = [await counts(postId), await counts(other.id)];

    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => view(postId)),
      ...Array.from({ length: 12 }, () => view(other.id)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(42).fill(202));
    const counter = viewCounterFor(database.db);
    expect(counter.pending).toBe(42);
    expect(counter.writes).toBe(0);

    await flushPendingViews();
    expect(counter.writes).toBe(1);
    expect(counter.pending).toBe(0);
    expect(await counts(postId)).toEqual({ total: before[0].total + 30, today: before[0].today + 30 });
    expect(await counts(other.id)).toEqual({ total: before[1].total + 12, today: before[1].today + 12 });

    // Nothing pending: a flush writes nothing.
    await flushPendingViews();
    expect(counter.writes).toBe(1);
  });

  it(`flushes on its own when ${VIEW_FLUSH_MAX_PENDING} views are pending`, async () => {
    const before = await counts(postId);
    const counter = viewCounterFor(database.db);
    for (let i = 0; i < VIEW_FLUSH_MAX_PENDING - 1; i++) expect((await view(postId)).status).toBe(202);
    expect(counter.writes).toBe(0);
    expect((await view(postId)).status).toBe(202);
    // The threshold started a flush; flushes run in turn, so waiting for the next one waits for it.
    await counter.flush();
    expect(counter.writes).toBe(1);
    expect(await counts(postId)).toEqual({ total: before.total + VIEW_FLUSH_MAX_PENDING, today: before.today + VIEW_FLUSH_MAX_PENDING });
  });

  it('flushes on its own after the interval', async () => {
    const counter = new ViewCounter(database.db, { flushIntervalMs: 50 });
    const before = await counts(postId);
    counter.record(postId);
    counter.record(postId);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await counter.flush();
    expect(counter.writes).toBe(1);
    expect(await counts(postId)).toEqual({ total: before.total + 2, today: before.today + 2 });
  });

  it('files views under the São Paulo day of the moment they happened', async () => {
    // 01:30 UTC on 2 March is still 1 March in São Paulo (UTC−3).
    const counter = new ViewCounter(database.db, { now: () => new Date('2026-03-02T01:30:00Z') });
    counter.record(postId, 3);
    await counter.stop();
    const [row] = await database.db
      .select({ total: visualizacoesDiarias.total })
      .from(visualizacoesDiarias)
      .where(and(eq(visualizacoesDiarias.postagemId, postId), eq(visualizacoesDiarias.dia, '2026-03-01')));
    expect(row?.total).toBeGreaterThanOrEqual(3);
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0 A',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Slackbot-LinkExpanding 1.0',
    'Mozilla/5.0 (compatible; SemrushCrawler)',
    'Mozilla/5.0 (compatible; Discordbot/2.0) Preview',
  ])('does not count %s', async (userAgent) => {
    const before = await counts(postId);
    const response = await view(postId, userAgent);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ contabilizada: false });
    await flushPendingViews();
    expect(await counts(postId)).toEqual(before);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 400 to the id %p', async (id) => {
    const response = await view(id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Identificador de postagem inválido.', codigo: 'REQUISICAO_INVALIDA' });
  });

  it('answers 404 to an unknown post', async () => {
    const response = await view(2_000_000_000);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Postagem não encontrada.', codigo: 'NAO_ENCONTRADO' });
  });

  it.each(['rascunho', 'arquivado'] as const)('answers 404 to a post in %s and counts nothing', async (status) => {
    const [hidden] = await database.db.select({ id: postagens.id, total: postagens.visualizacoes }).from(postagens).where(eq(postagens.status, status)).limit(1);
    expect(hidden).toBeDefined();
    expect((await view(hidden.id)).status).toBe(404);
    await flushPendingViews();
    const [after] = await database.db.select({ total: postagens.visualizacoes }).from(postagens).where(eq(postagens.id, hidden.id));
    expect(after.total).toBe(hidden.total);
  });

  it('only answers POST: another method gets 405 with Allow', async () => {
    const response = await app.request(`/api/v1/publico/postagens/${postId}/visualizacoes`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('isBotUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    [BROWSER, false],
    ['', false],
    ['Twitterbot/1.0', true],
    ['LinkedInBot/1.0', true],
    ['TelegramBot (like TwitterBot)', true],
    ['Mozilla/5.0 (compatible; YandexSpider)', true],
  ])('%p → %p', (userAgent, expected) => {
    expect(isBotUserAgent(userAgent)).toBe(expected);
  });
});
