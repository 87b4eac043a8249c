import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { categorias, contagemPostagens, postagens, usuarios } from '@/lib/server/db/schema';
import { publicPostListQuery } from '@/lib/schemas/public';
import { listPublicCategories, listTopCategories } from '@/lib/server/services/categories';
import { SEARCH_CANDIDATES, SEARCH_WINDOW, toSearchTsQuery } from '@/lib/server/services/post-search';
import { listFeaturedPosts, listPublicPosts, PERIOD_SECONDS } from '@/lib/server/services/posts';
import { isPubliclyVisible } from '@/lib/server/services/public-post-rows';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(240_000);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const query = (params: Record<string, string | number>) =>
  publicPostListQuery.parse(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));

type NewPost = typeof postagens.$inferInsert;

describe('toSearchTsQuery', () => {
  it('requires every word, the last one as a prefix, and weights each with A for titles', () => {
    expect(toSearchTsQuery('câmara vereadores')).toBe('câmara & vereadores:*');
    expect(toSearchTsQuery('  saú  ')).toBe('saú:*');
    expect(toSearchTsQuery('festa da uva', 'A')).toBe('festa:A & da:A & uva:*A');
    expect(toSearchTsQuery("d'água; (x) & |y|")).toBe("d & água & x & y:*");
    expect(toSearchTsQuery(' !? ')).toBeNull();
  });
});

describe.each(TEST_BACKENDS)('public post reads ($name)', (backend) => {
  let database: TestDatabase;
  let authorId: number;
  const category: Record<'saude' | 'esportes' | 'cultura', number> = { saude: 0, esportes: 0, cultura: 0 };
  const now = Date.now();

  const insertPosts = async (rows: Array<Partial<NewPost> & { titulo: string }>) => {
    const inserted: number[] = [];
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500).map((row, index) => ({
        slug: `${row.titulo.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${start + index}-${Math.random().toString(36).slice(2, 8)}`,
        conteudo: '<p>Texto da notícia.</p>',
        categoriaId: category.cultura,
        autorId: authorId,
        status: 'publicado' as const,
        publicadoEm: new Date(now - DAY),
        criadoEm: new Date(now - DAY - HOUR),
        ...row,
      }));
      inserted.push(...(await database.db.insert(postagens).values(batch).returning({ id: postagens.id })).map((r) => r.id));
    }
    return inserted;
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    [{ id: authorId }] = await database.db
      .insert(usuarios)
      .values({ nome: 'Redação', email: 'redacao@sintonia.local', senhaHash: 'x', papel: 'editor' })
      .returning({ id: usuarios.id });
    const rows = await database.db
      .insert(categorias)
      .values([
        { nome: 'Saúde', slug: 'saude', ordem: 1 },
        { nome: 'Esportes', slug: 'esportes', ordem: 2 },
        { nome: 'Cultura', slug: 'cultura', ordem: 3 },
      ])
      .returning({ id: categorias.id, slug: categorias.slug });
    for (const row of rows) category[row.slug as keyof typeof category] = row.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('search', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const [title, summary, body, vaccine, draft, field, chamber] = await insertPosts([
        // Oldest of the three, yet first: the word is in its title.
        { titulo: 'Saúde: mutirão de exames no Centro', publicadoEm: new Date(now - 30 * DAY), categoriaId: category.saude },
        { titulo: 'Hospital amplia o atendimento', resumo: 'A saúde da família ganha reforço.', publicadoEm: new Date(now - 20 * DAY), categoriaId: category.saude, destaque: true },
        { titulo: 'Prefeitura anuncia obras', conteudo: '<p>A <strong>saúde</strong> pública também recebe verbas.</p>', publicadoEm: new Date(now - 10 * DAY) },
        { titulo: 'Campanha de vacinação contra a gripe começa', publicadoEm: new Date(now - 5 * DAY), categoriaId: category.saude },
        { titulo: 'Saúde em pauta no rascunho', status: 'rascunho', publicadoEm: null },
        { titulo: 'Campo de futebol reformado', conteudo: '<p>Os vereadores visitaram a obra.</p>', categoriaId: category.esportes },
        { titulo: 'Câmara aprova projeto', conteudo: '<p>Os vereadores votaram à noite.</p>' },
      ]);
      Object.assign(ids, { title, summary, body, vaccine, draft, field, chamber });
    });

    const search = async (busca: string, extra: Record<string, string | number> = {}) =>
      (await listPublicPosts(database.db, query({ busca, limite: 20, ...extra }))).dados.map((post) => post.id);

    it('ignores accents and case on both sides', async () => {
      const expected = await search('saúde');
      expect(expected).toHaveLength(3);
      for (const term of ['saude', 'SAÚDE', 'Saude', 'sAúDe']) expect(await search(term)).toEqual(expected);
    });

    it('ranks a title match over a summary match over a body match, whatever their dates', async () => {
      expect(await search('saude')).toEqual([ids.title, ids.summary, ids.body]);
    });

    it('finds a word while it is being typed, and keeps drafts out', async () => {
      expect(await search('vacin')).toEqual([ids.vaccine]);
      expect(await search('saú')).toEqual(expect.arrayContaining([ids.title, ids.summary, ids.body]));
      expect(await search('saú')).not.toContain(ids.draft);
    });

    it('requires every word, and only the last one is a prefix', async () => {
      expect(await search('câmara vereadores')).toEqual([ids.chamber]);
      expect(await search('camara vereador')).toEqual([ids.chamber]);
      expect(await search('xyzzy plugh')).toEqual([]);
    });

    it('pages the results, counts them, and filters by category and featured', async () => {
      const second = await listPublicPosts(database.db, query({ busca: 'saude', limite: 1, pagina: 2 }));
      expect(second.dados.map((post) => post.id)).toEqual([ids.summary]);
      expect(second.meta).toEqual({ pagina: 2, limite: 1, total: 3, totalPaginas: 3 });
      const past = await listPublicPosts(database.db, query({ busca: 'saude', limite: 1, pagina: 9 }));
      expect(past).toEqual({ dados: [], meta: { pagina: 9, limite: 1, total: 3, totalPaginas: 3 } });
      expect(await search('saude', { categoria: 'saude' })).toEqual([ids.title, ids.summary]);
      expect(await search('saude', { categoriaId: category.saude, excluir: ids.title })).toEqual([ids.summary]);
      const featured = await listFeaturedPosts(database.db, query({ busca: 'saúde', limite: 20 }));
      expect(featured.dados.map((post) => post.id)).toEqual([ids.summary]);
      expect(featured.meta.total).toBe(1);
    });
  });

  describe('at scale: search window, counters and deep pages', () => {
    const FILLER = SEARCH_WINDOW + 300;
    let rare: number;

    beforeAll(async () => {
      // One post every six hours over about two years and a half: many counting periods.
      const filler = Array.from({ length: FILLER }, (_, i) => {
        const publicadoEm = new Date(now - 2 * DAY - i * 6 * HOUR);
        const status = i % 97 === 5 ? ('rascunho' as const) : i % 89 === 7 ? ('arquivado' as const) : ('publicado' as const);
        return {
          titulo: i % 3 === 0 ? `Chimarrão na praça ${i}` : `Notícia do Vale ${i}`,
          conteudo: `<p>Roda de chimarrão e conversa, edição ${i}.</p>`,
          categoriaId: [category.saude, category.esportes, category.cultura][i % 3 === 0 ? 0 : i % 7 === 0 ? 1 : 2],
          destaque: i % 11 === 0,
          status,
          publicadoEm: status === 'rascunho' ? null : publicadoEm,
          criadoEm: new Date(publicadoEm.getTime() - HOUR),
        };
      });
      await insertPosts(filler);
      [rare] = await insertPosts([
        { titulo: 'Zabumba rara', conteudo: '<p>Um instrumento pouco visto.</p>', publicadoEm: new Date(now - 3 * 365 * DAY) },
      ]);
    });

    it('finds a rare word beyond the newest posts, and caps a common one at the newest candidates', async () => {
      expect((await listPublicPosts(database.db, query({ busca: 'zabumba' }))).dados.map((post) => post.id)).toEqual([rare]);
      const common = await listPublicPosts(database.db, query({ busca: 'chimarrão', limite: 100 }));
      expect(common.meta.total).toBe(SEARCH_CANDIDATES);
      // Title matches first, each group newest first, all among the newest matches.
      const titled = common.dados.filter((post) => /chimarrão/i.test(post.titulo));
      expect(common.dados.slice(0, titled.length)).toEqual(titled);
      const dates = titled.map((post) => Date.parse(post.publicadoEm));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const [{ newest }] = await database.db
        .select({ newest: sql<string>`min(d)` })
        .from(
          sql`(select coalesce(${postagens.publicadoEm}, ${postagens.criadoEm}) as d from ${postagens}
            where ${isPubliclyVisible} and ${postagens.busca} @@ to_tsquery('portuguese', 'chimarrao:*')
            order by d desc limit ${SEARCH_CANDIDATES}) as candidatos`,
        );
      for (const post of common.dados) expect(Date.parse(post.publicadoEm)).toBeGreaterThanOrEqual(Date.parse(newest));
      const last = await listPublicPosts(database.db, query({ busca: 'chimarrão', limite: 100, pagina: 2 }));
      expect(last.dados).toHaveLength(SEARCH_CANDIDATES - 100);
    });

    type Scope = { categoria?: string; categoriaId?: number; destaque?: boolean; excluir?: number };

    /** The same list, the slow and obvious way: every visible row counted, the page by OFFSET. */
    const naive = async (scope: Scope, ascending: boolean, limite: number, pagina: number) => {
      const conditions: SQL[] = [isPubliclyVisible];
      if (scope.categoria) conditions.push(eq(postagens.categoriaId, category[scope.categoria as keyof typeof category]));
      if (scope.categoriaId) conditions.push(eq(postagens.categoriaId, scope.categoriaId));
      if (scope.destaque) conditions.push(eq(postagens.destaque, true));
      if (scope.excluir) conditions.push(ne(postagens.id, scope.excluir));
      const order = ascending ? asc : desc;
      const key = sql`coalesce(${postagens.publicadoEm}, ${postagens.criadoEm})`;
      const rows = await database.db
        .select({ id: postagens.id })
        .from(postagens)
        .where(and(...conditions))
        .orderBy(order(key), order(postagens.id))
        .limit(limite)
        .offset((pagina - 1) * limite);
      const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(postagens).where(and(...conditions));
      return { ids: rows.map((row) => row.id), total };
    };

    const expectSameAsNaive = async () => {
      const [someId] = (await database.db.select({ id: postagens.id }).from(postagens).where(eq(postagens.categoriaId, category.saude)).limit(1)).map((r) => r.id);
      const scopes: Scope[] = [{}, { categoria: 'saude' }, { categoriaId: category.esportes }, { destaque: true }, { categoria: 'saude', excluir: someId }];
      for (const scope of scopes) {
        for (const ascending of [false, true]) {
          const { total } = await naive(scope, ascending, 1, 1);
          const limite = 7;
          const last = Math.max(1, Math.ceil(total / limite));
          for (const pagina of [1, 2, Math.ceil(last / 3), Math.ceil(last / 2), last - 1, last, last + 1].filter((p) => p >= 1)) {
            const params: Record<string, string | number> = { limite, pagina, ...(ascending ? { ordenarPor: 'criadoEm', direcao: 'asc' } : {}) };
            if (scope.categoria) params.categoria = scope.categoria;
            if (scope.categoriaId) params.categoriaId = scope.categoriaId;
            if (scope.excluir) params.excluir = scope.excluir;
            const list = scope.destaque ? listFeaturedPosts : listPublicPosts;
            const result = await list(database.db, query(params));
            const expected = await naive(scope, ascending, limite, pagina);
            expect({ scope, ascending, pagina, ids: result.dados.map((post) => post.id), total: result.meta.total }).toEqual({
              scope,
              ascending,
              pagina,
              ids: expected.ids,
              total: expected.total,
            });
          }
        }
      }
      // Category counts agree too, and the top list is their order.
      const counted = await listPublicCategories(database.db);
      for (const row of counted) {
        const { total } = await naive({ categoriaId: row.id }, false, 1, 1);
        expect({ slug: row.slug, total: row._count.postagens }).toEqual({ slug: row.slug, total });
      }
      const top = await listTopCategories(database.db, 2);
      const sorted = [...counted].filter((row) => row._count.postagens > 0).sort((a, b) => b._count.postagens - a._count.postagens || a.nome.localeCompare(b.nome));
      expect(top.map((row) => row.slug)).toEqual(sorted.slice(0, 2).map((row) => row.slug));
    };

    it('spreads the posts over many counting periods', async () => {
      const [{ periods }] = await database.db.select({ periods: sql<number>`count(distinct ${contagemPostagens.periodo})::int` }).from(contagemPostagens);
      expect(periods).toBeGreaterThan(20);
      expect(PERIOD_SECONDS).toBe(30 * 24 * 60 * 60);
    });

    it('pages and counts exactly as a plain OFFSET would, newest and oldest first, in every scope', async () => {
      await expectSameAsNaive();
    });

    it('keeps counting right through publishing, unpublishing, moving, featuring, dating ahead, scheduling and deleting', async () => {
      const some = async (where: SQL, n: number) =>
        (await database.db.select({ id: postagens.id }).from(postagens).where(where).orderBy(asc(postagens.id)).limit(n)).map((r) => r.id);
      const drafts = await some(eq(postagens.status, 'rascunho'), 3);
      await database.db.update(postagens).set({ status: 'publicado', publicadoEm: new Date(now - 40 * DAY) }).where(inArray(postagens.id, drafts));
      const published = await some(eq(postagens.status, 'publicado'), 12);
      await database.db.update(postagens).set({ status: 'rascunho', publicadoEm: null }).where(inArray(postagens.id, published.slice(0, 2)));
      await database.db.update(postagens).set({ status: 'arquivado' }).where(eq(postagens.id, published[2]));
      await database.db.update(postagens).set({ categoriaId: category.esportes }).where(inArray(postagens.id, published.slice(3, 5)));
      await database.db.update(postagens).set({ destaque: sql`not ${postagens.destaque}` }).where(inArray(postagens.id, published.slice(5, 7)));
      // Published but dated ahead: not public until then.
      await database.db.update(postagens).set({ publicadoEm: new Date(now + 3 * DAY) }).where(eq(postagens.id, published[7]));
      // Scheduled: one already due (public before the scheduler flips it), one not yet.
      await database.db.update(postagens).set({ status: 'agendado', publicadoEm: new Date(now - HOUR) }).where(eq(postagens.id, published[8]));
      await database.db.update(postagens).set({ status: 'agendado', publicadoEm: new Date(now + DAY) }).where(eq(postagens.id, published[9]));
      // Moved to another period.
      await database.db.update(postagens).set({ publicadoEm: new Date(now - 700 * DAY) }).where(eq(postagens.id, published[10]));
      await database.db.delete(postagens).where(eq(postagens.id, published[11]));
      // Views do not touch the counters, nor does anything else.
      await database.db.update(postagens).set({ visualizacoes: sql`${postagens.visualizacoes} + 1` });
      await expectSameAsNaive();

      const [{ counted }] = await database.db.select({ counted: sql<number>`coalesce(sum(${contagemPostagens.total}), 0)::int` }).from(contagemPostagens);
      const [{ rows }] = await database.db.select({ rows: sql<number>`count(*)::int` }).from(postagens).where(eq(postagens.status, 'publicado'));
      expect(counted).toBe(rows);
    });

    it('empties the counters when the posts are truncated', async () => {
      await database.db.execute(sql`truncate table ${postagens} cascade`);
      const [{ counted }] = await database.db.select({ counted: sql<number>`coalesce(sum(${contagemPostagens.total}), 0)::int` }).from(contagemPostagens);
      expect(counted).toBe(0);
      expect((await listPublicPosts(database.db, query({}))).meta.total).toBe(0);
      expect((await listTopCategories(database.db, 5)).length).toBe(0);
    });
  });
});
