import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import * as schema from '@/lib/server/db/schema';
import {
  lastScaleIndex,
  loadScaleContext,
  planScalePosts,
  removeScalePosts,
  SCALE_SLUG_PATTERN,
  seedScalePosts,
  type ScaleContext,
} from '@/lib/server/db/seed/scale';
import { CATEGORIES } from '@/lib/server/db/seed/station';
import { publicPostListQuery } from '@/lib/schemas/public';
import { listPublicPosts } from '@/lib/server/services/posts';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(240_000);

const TZ = 'America/Sao_Paulo';
const DAY = 24 * 60 * 60 * 1000;
// Dates are relative to this moment (a minute ago, so nothing planned for it is in the database's future).
const NOW = new Date(Date.now() - 60_000);
const POSTS = 500;

const query = (params: Record<string, string>) => publicPostListQuery.parse(params);
const isScale = sql`${schema.postagens.slug} ~ ${SCALE_SLUG_PATTERN}`;

describe('planScalePosts (no database)', () => {
  const context: ScaleContext = {
    categories: new Map(CATEGORIES.map((category, index) => [category.slug, index + 1])),
    authors: [1, 2, 3],
    columnists: [4, 5],
    imagesByCategory: new Map([[7, ['/uploads/2026/11/a.jpg', '/uploads/2026/11/b.jpg']]]),
    images: ['/uploads/2026/11/a.jpg', '/uploads/2026/11/b.jpg', '/uploads/2026/11/c.jpg'],
  };
  const plan = (seed: number, firstIndex = 1) => [...planScalePosts(context, { firstIndex, count: 300, seed, now: NOW })];

  it('is deterministic for the same seed and differs for another', () => {
    const first = plan(7);
    expect(plan(7)).toEqual(first);
    expect(plan(8).map((post) => post.row.titulo)).not.toEqual(first.map((post) => post.row.titulo));
  });

  it('numbers the slugs from firstIndex, oldest post first', () => {
    const posts = plan(7, 41);
    expect(posts.map((post) => post.index)).toEqual(Array.from({ length: 300 }, (_, i) => 41 + i));
    for (const post of posts) expect(post.row.slug).toMatch(new RegExp(`^[a-z0-9-]+-esc${post.index}$`));
    const dated = posts.filter((post) => post.row.status !== 'agendado' && post.row.publicadoEm);
    const times = dated.map((post) => (post.row.publicadoEm as Date).getTime());
    // Days grow with the position; the hours of one day are not in order.
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] - DAY);
  });

  it('writes Portuguese text with accents, HTML bodies and tags', () => {
    const posts = plan(7);
    const text = posts.map((post) => `${post.row.titulo} ${post.row.resumo} ${post.row.conteudo}`).join(' ');
    expect(text).toMatch(/[áâãàçéêíóôõú]/);
    for (const post of posts) {
      expect(post.row.titulo.length).toBeGreaterThan(15);
      expect(post.row.conteudo).toMatch(/^<p>.+<\/p>$/s);
      expect(post.row.conteudo).not.toMatch(/\{\w+\}/);
      expect(post.row.tags?.length).toBeGreaterThan(0);
    }
  });
});

describe.each(TEST_BACKENDS)('seedScalePosts ($name)', (backend) => {
  let database: TestDatabase;
  let demoImages: Set<string>;
  let demoPosts: number;

  beforeAll(async () => {
    database = await createTestDatabase(backend, { seeded: true });
    const images = await database.db
      .selectDistinct({ url: schema.postagens.imagemDestaque })
      .from(schema.postagens)
      .where(isNotNull(schema.postagens.imagemDestaque));
    demoImages = new Set(images.map((row) => row.url as string));
    demoPosts = (await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.postagens))[0].n;
    const result = await seedScalePosts(database.db, { posts: POSTS, now: NOW, batchSize: 120, transactionSize: 240 });
    expect(result).toMatchObject({ firstIndex: 1, lastIndex: POSTS, inserted: POSTS });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const scalePosts = () => database.db.select().from(schema.postagens).where(isScale);

  it('inserts N posts with unique -esc<n> slugs, mostly published, some drafts, archived and scheduled', async () => {
    const posts = await scalePosts();
    expect(posts).toHaveLength(POSTS);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(POSTS);
    const byStatus = (status: string) => posts.filter((post) => post.status === status);
    expect(byStatus('publicado').length).toBeGreaterThan(POSTS * 0.95);
    expect(byStatus('rascunho').length).toBeGreaterThan(0);
    for (const draft of byStatus('rascunho')) expect(draft.publicadoEm).toBeNull();
    expect(byStatus('agendado').length).toBeGreaterThan(0);
    for (const scheduled of byStatus('agendado')) expect((scheduled.publicadoEm as Date).getTime()).toBeGreaterThan(NOW.getTime());
    expect(posts.filter((post) => post.destaque).every((post) => post.status === 'publicado')).toBe(true);
  });

  it('dates the published posts over five years, in São Paulo daytime, never after now', async () => {
    const published = (await scalePosts()).filter((post) => post.status === 'publicado');
    const times = published.map((post) => (post.publicadoEm as Date).getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.max(...times)).toBeGreaterThan(NOW.getTime() - 10 * DAY);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - (5 * 365.25 + 1) * DAY);
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 4.5 * 365.25 * DAY);
    const years = new Set(published.map((post) => formatInTimeZone(post.publicadoEm as Date, TZ, 'yyyy')));
    expect(years.size).toBeGreaterThanOrEqual(5);
    const daytime = published.filter((post) => {
      const hour = Number(formatInTimeZone(post.publicadoEm as Date, TZ, 'H'));
      return hour >= 7 && hour <= 20;
    });
    expect(daytime.length).toBeGreaterThan(published.length * 0.97);
    for (const post of published) {
      expect(post.criadoEm.getTime()).toBeLessThanOrEqual((post.publicadoEm as Date).getTime());
      expect(post.atualizadoEm.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("reuses the demo's categories, staff, columnists and pictures", async () => {
    const posts = await scalePosts();
    const categories = new Set((await database.db.select({ id: schema.categorias.id }).from(schema.categorias)).map((row) => row.id));
    const users = new Set((await database.db.select({ id: schema.usuarios.id }).from(schema.usuarios)).map((row) => row.id));
    expect(new Set(posts.map((post) => post.categoriaId)).size).toBeGreaterThanOrEqual(10);
    for (const post of posts) {
      expect(categories.has(post.categoriaId)).toBe(true);
      expect(users.has(post.autorId)).toBe(true);
      if (post.imagemDestaque) expect(demoImages.has(post.imagemDestaque)).toBe(true);
    }
    expect(posts.filter((post) => post.imagemDestaque).length).toBeGreaterThan(POSTS * 0.7);
    const [columns] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.postagens)
      .innerJoin(schema.categorias, eq(schema.categorias.id, schema.postagens.categoriaId))
      .where(and(isScale, eq(schema.categorias.slug, 'colunistas'), isNotNull(schema.postagens.membroEquipeId)));
    expect(columns.n).toBeGreaterThan(0);
    const gallery = await database.db
      .select({ url: schema.postagemImagens.url })
      .from(schema.postagemImagens)
      .innerJoin(schema.postagens, eq(schema.postagens.id, schema.postagemImagens.postagemId))
      .where(isScale);
    for (const photo of gallery) expect(demoImages.has(photo.url)).toBe(true);
  });

  it('fills the search vector: a generated title is found by a word of it, without its accents', async () => {
    const [post] = await database.db
      .select()
      .from(schema.postagens)
      .where(and(isScale, eq(schema.postagens.status, 'publicado'), sql`${schema.postagens.titulo} ~ '[ãçéêíóú]'`))
      .limit(1);
    expect(post.busca).toBeTruthy();
    const word = post.titulo.split(/\s+/).find((w) => /[ãçéêíóú]/.test(w) && w.length > 4) as string;
    const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}]/gu, '');
    const found = await listPublicPosts(database.db, query({ busca: `${plain} ${post.titulo.split(/\s+/).at(-1)}`, limite: '100' }));
    expect(found.dados.map((row) => row.id)).toContain(post.id);
  });

  it('keeps the post counters in step with the rows', async () => {
    const [{ counted }] = await database.db.select({ counted: sql<number>`coalesce(sum(${schema.contagemPostagens.total}), 0)::int` }).from(schema.contagemPostagens);
    const [{ rows }] = await database.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(schema.postagens)
      .where(eq(schema.postagens.status, 'publicado'));
    expect(counted).toBe(rows);
  });

  it('adds after the existing scale posts, and removes only scale posts', async () => {
    expect(await lastScaleIndex(database.db)).toBe(POSTS);
    const more = await seedScalePosts(database.db, { posts: 10, now: NOW });
    expect(more).toMatchObject({ firstIndex: POSTS + 1, lastIndex: POSTS + 10, inserted: 10 });
    expect(await removeScalePosts(database.db)).toBe(POSTS + 10);
    expect(await lastScaleIndex(database.db)).toBe(0);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.postagens);
    expect(n).toBe(demoPosts);
    const context = await loadScaleContext(database.db);
    expect(context.images.every((url) => demoImages.has(url))).toBe(true);
  });
});
