import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { categorias, configuracoes, logs, membrosEquipe, postagemImagens, postagens, usuarios } from '@/lib/server/db/schema';
import { openDatabase } from '@/lib/server/db/client';
import { constraintViolation } from '@/lib/server/db/constraint-violation';
import { resolvePublishedAt } from '@/lib/server/services/admin-posts/save-rules';
import { CACHE_TAGS, postTag } from '@/lib/domain/cache-tags';
import { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { publishDuePosts, SCHEDULER_LOCK_KEY, startScheduledPublishing } from '@/lib/server/services/scheduler';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

describe.each(TEST_BACKENDS)('API da equipe: postagens ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let categoryId: number;
  let categorySlug: string;
  let otherCategoryId: number;
  let memberId: number;

  const as = (who: keyof typeof tokens) => ({
    get: (path: string) => call('GET', path, tokens[who]),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, tokens[who], body, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call('PUT', path, tokens[who], body, headers),
    del: (path: string) => call('DELETE', path, tokens[who]),
  });

  let counter = 0;
  /** A valid create body with a unique title and slug. */
  function newPost(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const word = `zimbrolandia${backend.name.toLowerCase()}${counter}`;
    return {
      titulo: `Reportagem especial ${word}`,
      slug: `reportagem-especial-${word}`,
      resumo: 'Resumo da reportagem.',
      conteudo: '<p>Texto da reportagem.</p>',
      conteudoJson: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto da reportagem.' }] }] },
      categoriaId: categoryId,
      status: 'rascunho',
      ...overrides,
    };
  }
  const wordOf = (post: { slug: string }) => post.slug.split('-').pop()!;

  beforeAll(async () => {
    ({ database, app, call, tokens, ids } = await setupStaffApi(backend));
    const cats = await database.db.select().from(categorias).orderBy(asc(categorias.id)).limit(2);
    [categoryId, otherCategoryId] = [cats[0].id, cats[1].id];
    categorySlug = cats[0].slug;
    const [member] = await database.db.select().from(membrosEquipe).where(eq(membrosEquipe.ativo, true)).limit(1);
    memberId = member.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('GET /postagens', () => {
    it('pages every status for editors, without the body, in the AdminPost shape', async () => {
      const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(postagens);
      const { status, body } = await as('editor').get('/postagens?limite=5&pagina=2');
      expect(status).toBe(200);
      expect(body.meta).toEqual({ pagina: 2, limite: 5, total, totalPaginas: Math.ceil(total / 5) });
      expect(body.dados).toHaveLength(5);
      const post = body.dados[0];
      expect(Object.keys(post).sort()).toEqual(
        [
          'autor',
          'categoria',
          'criadoEm',
          'destaque',
          'id',
          'imagemDestaque',
          'legenda',
          'membroEquipe',
          'publicadoEm',
          'resumo',
          'slug',
          'status',
          'tags',
          'titulo',
          'url',
          'versao',
          'visualizacoes',
          'atualizadoEm',
          // "Urgente" and live coverage.
          'urgenteAte',
          'coberturaInicio',
          'coberturaFim',
          // the review state beside the status.
          'revisao',
        ].sort(),
      );
      expect(post.url).toBe(`/${post.categoria.slug}/${post.slug}`);
      expect(post.categoria).toEqual({ id: expect.any(Number), nome: expect.any(String), slug: expect.any(String), cor: expect.any(String) });
      // Most recently updated first by default.
      const dates = body.dados.map((p: Json) => Date.parse(p.atualizadoEm));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('caps limite at 100 and treats empty filters as no filter', async () => {
      const { body } = await as('admin').get('/postagens?limite=500&status=&categoriaId=&busca=');
      expect(body.meta.limite).toBe(100);
      expect(body.dados.length).toBeLessThanOrEqual(100);
    });

    it('filters by status, categoriaId and autorId, and sorts by titulo', async () => {
      const drafts = await as('admin').get('/postagens?status=rascunho&limite=100');
      expect(drafts.body.dados.length).toBeGreaterThan(0);
      expect(drafts.body.dados.every((p: Json) => p.status === 'rascunho')).toBe(true);

      const byCategory = await as('admin').get(`/postagens?categoriaId=${categoryId}&limite=100`);
      expect(byCategory.body.dados.every((p: Json) => p.categoria.id === categoryId)).toBe(true);

      const byAuthor = await as('admin').get(`/postagens?autorId=${ids.editor}&limite=100`);
      expect(byAuthor.body.dados.every((p: Json) => p.autor.id === ids.editor)).toBe(true);

      const sorted = await as('admin').get('/postagens?ordenarPor=titulo&direcao=asc&limite=30');
      // First letters only: finer order depends on the database's collation.
      const initials = sorted.body.dados.map((p: Json) => p.titulo.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').charAt(0).toLowerCase());
      expect([...initials].sort()).toEqual(initials);
    });

    it('searches titles and text, accents folded, drafts included', async () => {
      const created = await as('editor').post('/postagens', newPost({ titulo: 'Enchente atinge o bairro Canário Azul' }));
      expect(created.status).toBe(201);
      const { body } = await as('editor').get(`/postagens?busca=${encodeURIComponent('canario enchente')}`);
      expect(body.dados.map((p: Json) => p.id)).toContain(created.body.id);
      const none = await as('editor').get('/postagens?busca=palavrainexistentexyz');
      expect(none.body).toEqual({ dados: [], meta: { pagina: 1, limite: 20, total: 0, totalPaginas: 0 } });
    });

    it('an autor sees only their own posts, whatever autorId asks for', async () => {
      await as('autor').post('/postagens', newPost());
      const own = await as('autor').get('/postagens?limite=100');
      expect(own.body.dados.length).toBeGreaterThan(0);
      expect(own.body.dados.every((p: Json) => p.autor.id === ids.autor)).toBe(true);
      const others = await as('autor').get(`/postagens?autorId=${ids.editor}`);
      expect(others.body.meta.total).toBe(0);
    });

    it('refuses bad query parameters with 400 and campos', async () => {
      const { status, body } = await as('admin').get('/postagens?status=publicada&ordenarPor=autor&pagina=0');
      expect(status).toBe(400);
      expect(Object.keys(body.campos).sort()).toEqual(['ordenarPor', 'pagina', 'status']);
    });
  });

  describe('POST /postagens', () => {
    it('creates a published post that appears on the public site at once', async () => {
      const input = newPost({ status: 'publicado', tags: ['Chuva', 'chuva', 'Defesa Civil'], membroEquipeId: memberId, destaque: true });
      const before = Date.now();
      const { status, body } = await as('editor').post('/postagens', input);
      expect(status).toBe(201);
      expect(body).toEqual(
        expect.objectContaining({
          titulo: input.titulo,
          slug: input.slug,
          status: 'publicado',
          destaque: true,
          versao: 1,
          tags: ['Chuva', 'Defesa Civil'],
          autor: { id: ids.editor, nome: 'Marta Lindner' },
          membroEquipe: { id: memberId, nome: expect.any(String) },
          categoria: expect.objectContaining({ id: categoryId, slug: categorySlug }),
          url: `/${categorySlug}/${input.slug}`,
          conteudoJson: input.conteudoJson,
          galeria: [],
          atualizadoPor: { id: ids.editor, nome: 'Marta Lindner' },
        }),
      );
      expect(Date.parse(body.publicadoEm)).toBeGreaterThanOrEqual(before - 1000);

      const list = await call('GET', `/publico/postagens?busca=${wordOf(input)}`);
      expect(list.body.dados.map((p: Json) => p.id)).toEqual([body.id]);
      expect((await call('GET', `/publico/postagens/${input.slug}`)).status).toBe(200);
    });

    it('a draft stays off the public site', async () => {
      const input = newPost({ status: 'rascunho' });
      const { status, body } = await as('editor').post('/postagens', input);
      expect(status).toBe(201);
      expect(body.publicadoEm).toBeNull();
      const list = await call('GET', `/publico/postagens?busca=${wordOf(input)}`);
      expect(list.body.dados).toEqual([]);
      expect((await call('GET', `/publico/postagens/${input.slug}`)).status).toBe(404);
    });

    it('stores the body sanitised and the gallery in order', async () => {
      const input = newPost({
        conteudo: '<h1>Título</h1><p onclick="alert(1)">Oi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
        galeria: [
          { url: '/uploads/2026/01/a.jpg', legenda: 'Primeira' },
          { url: '/uploads/2026/01/b.jpg' },
        ],
      });
      const { status, body } = await as('admin').post('/postagens', input);
      expect(status).toBe(201);
      expect(body.conteudo).not.toMatch(/script|onclick|javascript/);
      expect(body.conteudo).toContain('<h2>Título</h2>');
      expect(body.galeria).toEqual([
        { url: '/uploads/2026/01/a.jpg', legenda: 'Primeira' },
        { url: '/uploads/2026/01/b.jpg', legenda: '' },
      ]);
      const [row] = await database.db.select().from(postagens).where(eq(postagens.id, body.id));
      expect(row.conteudo).toBe(body.conteudo);
    });

    it('validates the body: 400 with a message per field', async () => {
      const { status, body } = await as('editor').post('/postagens', { titulo: 'Oi', slug: 'Com Espaço', categoriaId: 'x', status: 'publicada' });
      expect(status).toBe(400);
      expect(body.codigo).toBe('REQUISICAO_INVALIDA');
      expect(body.campos).toEqual(
        expect.objectContaining({
          titulo: 'O título deve ter pelo menos 5 caracteres.',
          slug: 'Use só letras minúsculas sem acento, números e hífens.',
          categoriaId: 'Escolha uma categoria.',
          status: 'Status inválido.',
        }),
      );
    });

    it('a schedule needs a future date', async () => {
      const past = await as('editor').post('/postagens', newPost({ status: 'agendado', publicadoEm: new Date(Date.now() - 60_000).toISOString() }));
      expect(past.status).toBe(400);
      expect(past.body.campos.publicadoEm).toBe('A data agendada precisa estar no futuro.');
      const missing = await as('editor').post('/postagens', newPost({ status: 'agendado' }));
      expect(missing.body.campos.publicadoEm).toBe('Informe a data e a hora da publicação agendada.');
    });

    it('an unknown category or team member is a field error (400), not a 404', async () => {
      const { status, body } = await as('editor').post('/postagens', newPost({ categoriaId: 999_999, membroEquipeId: 999_999 }));
      expect(status).toBe(400);
      expect(body.campos).toEqual({ categoriaId: expect.any(String), membroEquipeId: expect.any(String) });
    });

    it('a body with an unclosed <noscript> or <math> is refused on conteudo, saying what would be lost; nothing is saved', async () => {
      for (const [tag, conteudo] of [['noscript', '<p>Um</p><noscript><p>Dois</p>'], ['math', '<p>Um</p><math><mi>x</mi><p>Dois</p>']]) {
        const titulo = `Texto com ${tag} aberto`;
        const { status, body } = await as('editor').post('/postagens', newPost({ titulo, conteudo }));
        expect(status).toBe(400);
        expect(body.campos).toEqual({ conteudo: `O texto tem um elemento <${tag}> sem fechamento: todo o conteúdo depois dele seria perdido. Feche-o com </${tag}> ou remova-o.` });
        expect((await as('editor').get(`/postagens?busca=${encodeURIComponent(titulo)}`)).body.dados).toHaveLength(0);
      }
    });

    it('a body with void elements and no end tags (<embed>, <source>, <track>, <wbr>…) is saved, with what follows them', async () => {
      const conteudo = '<p>Um</p><embed src="/uploads/a.swf"><p>Dois<wbr>três</p><audio controls><source src="/uploads/a.mp3"><track kind="captions"></audio><p>Fim</p>';
      const { status, body } = await as('editor').post('/postagens', newPost({ titulo: 'Texto com embed sem fechamento', conteudo }));
      expect(status).toBe(201);
      expect(body.conteudo).toContain('<p>Fim</p>');
    });

    it('a slug in use is a 409 on the slug field', async () => {
      const first = await as('editor').post('/postagens', newPost());
      const { status, body } = await as('editor').post('/postagens', newPost({ slug: first.body.slug }));
      expect(status).toBe(409);
      expect(body.campos).toEqual({ slug: 'Este endereço já está em uso por outra postagem.' });
    });

    it('refuses a body that is not JSON', async () => {
      const response = await app.request('/api/v1/postagens', { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: 'x' });
      expect(response.status).toBe(400);
    });
  });

  describe('GET /postagens/:id', () => {
    it('answers the full post; 404 unknown; 400 malformed id', async () => {
      const created = await as('autor').post('/postagens', newPost({ galeria: [{ url: '/uploads/2026/02/c.jpg', legenda: 'Legenda' }] }));
      const { status, body } = await as('autor').get(`/postagens/${created.body.id}`);
      expect(status).toBe(200);
      expect(body).toEqual(created.body);
      expect(body).toEqual(expect.objectContaining({ conteudo: '<p>Texto da reportagem.</p>', versao: 1, galeria: [{ url: '/uploads/2026/02/c.jpg', legenda: 'Legenda' }] }));
      expect((await as('admin').get('/postagens/999999')).status).toBe(404);
      expect((await as('admin').get('/postagens/abc')).status).toBe(400);
    });
  });

  describe('PUT /postagens/:id', () => {
    it('saves, bumps versao, records who, and replaces the gallery', async () => {
      const created = await as('autor').post('/postagens', newPost({ galeria: [{ url: '/uploads/2026/01/a.jpg' }, { url: '/uploads/2026/01/b.jpg' }] }));
      const id = created.body.id;
      const { status, body } = await as('editor').put(`/postagens/${id}`, {
        ...newPost({ titulo: 'Título revisto pela editora', slug: created.body.slug, categoriaId: otherCategoryId }),
        galeria: [{ url: '/uploads/2026/03/z.jpg', legenda: 'Nova' }],
        versao: 1,
      });
      expect(status).toBe(200);
      expect(body).toEqual(
        expect.objectContaining({
          titulo: 'Título revisto pela editora',
          versao: 2,
          autor: { id: ids.autor, nome: 'Renata Fagundes' },
          atualizadoPor: { id: ids.editor, nome: 'Marta Lindner' },
          galeria: [{ url: '/uploads/2026/03/z.jpg', legenda: 'Nova' }],
        }),
      );
      expect(body.categoria.id).toBe(otherCategoryId);
      const rows = await database.db.select().from(postagemImagens).where(eq(postagemImagens.postagemId, id));
      expect(rows).toHaveLength(1);
    });

    it('reads the post twice: the check inside the transaction, and the answer (issue 13 item 4)', async () => {
      if (backend.name !== 'PGlite') return;
      const created = await as('autor').post('/postagens', newPost());
      const id = created.body.id;
      // Every statement PGlite runs, inside transactions too, while the save is answered.
      type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
      type Queryable = { query: Query };
      const client = (database.db as unknown as { $client: Queryable & { transaction: (callback: (tx: Queryable) => unknown) => Promise<unknown> } }).$client;
      const statements: string[] = [];
      const recording = (target: Queryable): Queryable =>
        new Proxy(target, {
          get: (object, key) => {
            if (key === 'query') return (text: string, ...rest: unknown[]) => (statements.push(text), object.query(text, ...rest));
            const value: unknown = Reflect.get(object, key);
            return typeof value === 'function' ? value.bind(object) : value;
          },
        });
      const { query, transaction } = client;
      client.query = (text, ...rest) => (statements.push(text), query.call(client, text, ...rest));
      client.transaction = (callback) => transaction.call(client, (tx: Queryable) => callback(recording(tx)));
      try {
        const { status } = await as('autor').put(`/postagens/${id}`, { ...newPost({ slug: created.body.slug }), versao: 1 });
        expect(status).toBe(200);
      } finally {
        client.query = query;
        client.transaction = transaction;
      }
      const postReads = statements.filter((text) => /^select\b/i.test(text) && /from "postagens"/.test(text) && /where "postagens"\."id" = \$1/.test(text));
      expect(postReads).toHaveLength(2);
    });

    it('a save from a stale version is refused with 409 naming who saved, and nothing is written', async () => {
      const created = await as('autor').post('/postagens', newPost({ galeria: [{ url: '/uploads/2026/01/a.jpg' }] }));
      const id = created.body.id;
      const base = { ...newPost({ slug: created.body.slug }), galeria: [{ url: '/uploads/2026/01/a.jpg' }] };
      const first = await as('editor').put(`/postagens/${id}`, { ...base, titulo: 'Versão da editora', versao: 1 });
      expect(first.status).toBe(200);
      const [before] = await database.db.select().from(postagens).where(eq(postagens.id, id));

      const stale = await as('autor').put(`/postagens/${id}`, { ...base, titulo: 'Versão da autora', galeria: [], versao: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.codigo).toBe('VERSAO_DESATUALIZADA');
      expect(stale.body.message).toMatch(
        /^Esta postagem foi alterada por Marta Lindner em \d{2}\/\d{2}\/\d{4} \d{2}h\d{2}\. Copie suas alterações, recarregue e tente de novo\.$/,
      );
      expect(stale.body.atual).toEqual({ versao: 2, atualizadoPor: { id: ids.editor, nome: 'Marta Lindner' }, atualizadoEm: before.atualizadoEm.toISOString() });

      const [after] = await database.db.select().from(postagens).where(eq(postagens.id, id));
      expect(after).toEqual(before);
      expect(await database.db.select().from(postagemImagens).where(eq(postagemImagens.postagemId, id))).toHaveLength(1);
    });

    it('of two saves from the same version at once, exactly one wins', async () => {
      const created = await as('editor').post('/postagens', newPost());
      const id = created.body.id;
      const body = (titulo: string) => ({ ...newPost({ slug: created.body.slug, titulo }), versao: 1 });
      const results = await Promise.all([as('editor').put(`/postagens/${id}`, body('Primeira gravação')), as('admin').put(`/postagens/${id}`, body('Segunda gravação'))]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [row] = await database.db.select().from(postagens).where(eq(postagens.id, id));
      expect(row.versao).toBe(2);
      expect(row.titulo).toBe(results.find((r) => r.status === 200)!.body.titulo);
    });

    it('publishing sets publicadoEm; re-saving keeps it; an autor publishes their own post where the station allows it (issue 28)', async () => {
      await database.db.insert(configuracoes).values({ chave: 'postagens.autoresPublicam', valor: 'true', publico: false, grupo: 'site' });
      const created = await as('autor').post('/postagens', newPost());
      const id = created.body.id;
      const published = await as('autor').put(`/postagens/${id}`, { ...newPost({ slug: created.body.slug, status: 'publicado' }), versao: 1 });
      expect(published.status).toBe(200);
      expect(published.body.status).toBe('publicado');
      const firstDate = published.body.publicadoEm;
      expect(firstDate).toBeTruthy();
      expect((await call('GET', `/publico/postagens/${created.body.slug}`)).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 20));
      const resaved = await as('autor').put(`/postagens/${id}`, { ...newPost({ slug: created.body.slug, status: 'publicado', titulo: 'Título corrigido' }), versao: 2 });
      expect(resaved.body.publicadoEm).toBe(firstDate);

      const [log] = await database.db
        .select()
        .from(logs)
        .where(and(eq(logs.entidade, 'postagem'), eq(logs.entidadeId, String(id)), eq(logs.acao, 'publicar')));
      expect(log).toEqual(expect.objectContaining({ usuarioId: ids.autor, detalhes: expect.objectContaining({ status: 'publicado', statusAnterior: 'rascunho' }) }));
      await database.db.delete(configuracoes).where(eq(configuracoes.chave, 'postagens.autoresPublicam'));
    });

    it('a slug used by another post is 409; the post keeps its own', async () => {
      const a = await as('editor').post('/postagens', newPost());
      const b = await as('editor').post('/postagens', newPost());
      const taken = await as('editor').put(`/postagens/${b.body.id}`, { ...newPost({ slug: a.body.slug }), versao: 1 });
      expect(taken.status).toBe(409);
      expect(taken.body.campos.slug).toBe('Este endereço já está em uso por outra postagem.');
      const own = await as('editor').put(`/postagens/${b.body.id}`, { ...newPost({ slug: b.body.slug }), versao: 1 });
      expect(own.status).toBe(200);
    });

    it('404 for an unknown post; 400 without versao', async () => {
      expect((await as('editor').put('/postagens/999999', { ...newPost(), versao: 1 })).status).toBe(404);
      const created = await as('editor').post('/postagens', newPost());
      const missing = await as('editor').put(`/postagens/${created.body.id}`, newPost({ slug: created.body.slug }));
      expect(missing.status).toBe(400);
      expect(missing.body.campos.versao).toBe('Versão da postagem ausente. Recarregue a página.');
    });
  });

  describe('publicadoEm rules', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const earlier = new Date('2026-05-01T09:00:00Z');
    const later = new Date('2026-06-01T09:00:00Z');
    it('publishing without a date is now; a past date given is kept; a future one means now', () => {
      expect(resolvePublishedAt('publicado', null, null, now)).toEqual(now);
      expect(resolvePublishedAt('publicado', earlier.toISOString(), null, now)).toEqual(earlier);
      expect(resolvePublishedAt('publicado', later.toISOString(), { status: 'agendado', publicadoEm: later }, now)).toEqual(now);
    });
    it('re-saving a published post keeps its date; a scheduled one keeps its future date', () => {
      expect(resolvePublishedAt('publicado', null, { status: 'publicado', publicadoEm: earlier }, now)).toEqual(earlier);
      expect(resolvePublishedAt('agendado', later.toISOString(), null, now)).toEqual(later);
      expect(resolvePublishedAt('rascunho', null, { status: 'publicado', publicadoEm: earlier }, now)).toEqual(earlier);
      expect(resolvePublishedAt('rascunho', null, null, now)).toBeNull();
    });
  });

  describe('DELETE /postagens/:id', () => {
    it('deletes with its gallery, logs it, and the public site forgets it', async () => {
      const created = await as('autor').post('/postagens', newPost({ galeria: [{ url: '/uploads/2026/01/a.jpg' }] }));
      const id = created.body.id;
      // Published by an editor (an author sends for review); the author may still delete it.
      const published = await as('editor').put(`/postagens/${id}`, { ...newPost({ slug: created.body.slug, titulo: created.body.titulo, status: 'publicado', galeria: [{ url: '/uploads/2026/01/a.jpg' }] }), versao: 1 });
      expect(published.status).toBe(200);
      expect((await call('GET', `/publico/postagens/${created.body.slug}`)).status).toBe(200);
      const removed = await as('autor').del(`/postagens/${id}`);
      expect(removed.status).toBe(204);
      expect((await as('autor').get(`/postagens/${id}`)).status).toBe(404);
      expect(await database.db.select().from(postagemImagens).where(eq(postagemImagens.postagemId, id))).toHaveLength(0);
      expect((await call('GET', `/publico/postagens/${created.body.slug}`)).status).toBe(404);
      const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'excluir'), eq(logs.entidadeId, String(id))));
      expect(log).toEqual(expect.objectContaining({ usuarioId: ids.autor, entidade: 'postagem', detalhes: expect.objectContaining({ titulo: created.body.titulo }) }));
      expect((await as('autor').del(`/postagens/${id}`)).status).toBe(404);
    });
  });

  describe('POST /postagens/:id/duplicar', () => {
    it('copies text and gallery into a draft by the one duplicating, with a free slug', async () => {
      const created = await as('editor').post('/postagens', newPost({ status: 'publicado', destaque: true, galeria: [{ url: '/uploads/2026/01/a.jpg', legenda: 'Foto' }] }));
      const first = await as('admin').post(`/postagens/${created.body.id}/duplicar`);
      expect(first.status).toBe(201);
      expect(first.body).toEqual(
        expect.objectContaining({
          titulo: `${created.body.titulo} (cópia)`,
          slug: `${created.body.slug}-copia`,
          status: 'rascunho',
          destaque: false,
          publicadoEm: null,
          conteudo: created.body.conteudo,
          autor: expect.objectContaining({ id: ids.admin }),
          galeria: [{ url: '/uploads/2026/01/a.jpg', legenda: 'Foto' }],
        }),
      );
      const second = await as('admin').post(`/postagens/${created.body.id}/duplicar`);
      expect(second.body.slug).toBe(`${created.body.slug}-copia-2`);
    });
  });

  describe('GET /postagens/slug', () => {
    it('a free slug is available as sent', async () => {
      expect((await as('autor').get('/postagens/slug?slug=um-endereco-livre-qualquer')).body).toEqual({ disponivel: true, sugestao: 'um-endereco-livre-qualquer' });
    });

    it('a taken slug suggests -2, then -3', async () => {
      const a = await as('editor').post('/postagens', newPost());
      expect((await as('autor').get(`/postagens/slug?slug=${a.body.slug}`)).body).toEqual({ disponivel: false, sugestao: `${a.body.slug}-2` });
      await as('editor').post('/postagens', newPost({ slug: `${a.body.slug}-2` }));
      expect((await as('autor').get(`/postagens/slug?slug=${a.body.slug}`)).body).toEqual({ disponivel: false, sugestao: `${a.body.slug}-3` });
      // The post's own slug is free for the post itself.
      expect((await as('editor').get(`/postagens/slug?slug=${a.body.slug}&ignorarId=${a.body.id}`)).body).toEqual({ disponivel: true, sugestao: a.body.slug });
    });

    it('text not yet in slug form gets its slug form as the suggestion', async () => {
      const { body } = await as('editor').get(`/postagens/slug?slug=${encodeURIComponent('  Festa da Uva: edição 2026!  ')}`);
      expect(body).toEqual({ disponivel: false, sugestao: 'festa-da-uva-edicao-2026' });
      expect((await as('editor').get('/postagens/slug?slug=ab')).body).toEqual({ disponivel: false, sugestao: 'ab-2' });
    });

    it('400 without a usable slug', async () => {
      expect((await as('editor').get('/postagens/slug')).status).toBe(400);
      const blank = await as('editor').get(`/postagens/slug?slug=${encodeURIComponent('!!!')}`);
      expect(blank.status).toBe(400);
      expect(blank.body.campos.slug).toBeTruthy();
    });
  });

  describe('form options', () => {
    it('GET /postagens/autores: staff and authors for editors; only themselves for an autor', async () => {
      const all = await as('editor').get('/postagens/autores');
      expect(all.status).toBe(200);
      expect(all.body).toEqual(expect.arrayContaining([{ id: ids.admin, nome: 'Administração Sintonia' }, { id: ids.autor, nome: 'Renata Fagundes' }]));
      expect((await as('autor').get('/postagens/autores')).body).toEqual([{ id: ids.autor, nome: 'Renata Fagundes' }]);
    });

    it('GET /equipe/opcoes lists active team members with cargo', async () => {
      const { status, body } = await as('autor').get('/equipe/opcoes');
      expect(status).toBe(200);
      const active = await database.db.select().from(membrosEquipe).where(eq(membrosEquipe.ativo, true));
      expect(body).toHaveLength(active.length);
      for (const member of body) expect(Object.keys(member).sort()).toEqual(['cargo', 'id', 'nome']);
    });
  });

  describe('scheduled publishing', () => {
    it('publishDuePosts flips due posts to publicado, keeps publicadoEm, logs it as the system', async () => {
      const when = new Date(Date.now() + 60 * 60_000);
      const created = await as('editor').post('/postagens', newPost({ status: 'agendado', publicadoEm: when.toISOString() }));
      expect(created.status).toBe(201);
      expect(created.body.publicadoEm).toBe(when.toISOString());
      expect((await call('GET', `/publico/postagens/${created.body.slug}`)).status).toBe(404);

      expect((await publishDuePosts(database.db, new Date(when.getTime() - 1000))).map((p) => p.id)).not.toContain(created.body.id);
      const published = await publishDuePosts(database.db, new Date(when.getTime() + 1000));
      expect(published.map((p) => p.id)).toContain(created.body.id);
      expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(postagens).where(and(eq(postagens.status, 'agendado'), sql`${postagens.publicadoEm} <= ${when.toISOString()}`))).toEqual([{ n: 0 }]);

      const [row] = await database.db.select().from(postagens).where(eq(postagens.id, created.body.id));
      expect(row.status).toBe('publicado');
      expect(row.publicadoEm!.toISOString()).toBe(when.toISOString());
      expect(row.versao).toBe(2);
      expect(row.atualizadoPorId).toBeNull();
      const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'publicar'), eq(logs.entidadeId, String(created.body.id))));
      expect(log).toEqual(expect.objectContaining({ usuarioId: null, entidade: 'postagem', ip: null, detalhes: { agendado: true, titulo: created.body.titulo } }));
      expect(await publishDuePosts(database.db, new Date(when.getTime() + 2000))).toEqual([]);

      // An editor who had the scheduled version open is told the system changed it.
      const stale = await as('editor').put(`/postagens/${created.body.id}`, { ...newPost({ slug: created.body.slug }), versao: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Esta postagem foi alterada por Sistema em /);
      expect(stale.body.atual.atualizadoPor).toBeNull();
    });

    (backend.name === 'PostgreSQL' ? it : it.skip)('two instances on one database publish each due post once; a run holding the lock makes the other skip its tick', async () => {
      const other = await openDatabase({ kind: 'postgres', url: database.url! });
      try {
        const when = new Date(Date.now() + 60 * 60_000);
        const ids: number[] = [];
        for (let i = 0; i < 3; i++) ids.push((await as('editor').post('/postagens', newPost({ status: 'agendado', publicadoEm: when.toISOString() }))).body.id);
        const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => publishDuePosts(i % 2 === 0 ? database.db : other.db, new Date(when.getTime() + 1000))));
        const published = runs.flat().map((post) => post.id).filter((id) => ids.includes(id));
        expect(published.sort()).toEqual([...ids].sort());
        const logRows = await database.db.select().from(logs).where(and(eq(logs.acao, 'publicar'), inArray(logs.entidadeId, ids.map(String))));
        expect(logRows).toHaveLength(3);

        const later = new Date(when.getTime() + 60 * 60_000);
        const last = (await as('editor').post('/postagens', newPost({ status: 'agendado', publicadoEm: new Date(later.getTime() - 1000).toISOString() }))).body.id as number;
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK_KEY})`);
          expect(await publishDuePosts(database.db, later)).toEqual([]);
        });
        expect((await publishDuePosts(database.db, later)).map((post) => post.id)).toEqual([last]);
      } finally {
        await other.close();
      }
    });

    it('the timer publishes a post once it is due', async () => {
      const created = await as('editor').post('/postagens', newPost({ status: 'agendado', publicadoEm: new Date(Date.now() + 1500).toISOString() }));
      expect(created.status).toBe(201);
      const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
      const expiredBefore = pageCacheStore().expiredAt.get(CACHE_TAGS.postLists) ?? 0;
      const stop = startScheduledPublishing(async () => database.db, 100);
      try {
        const deadline = Date.now() + 15_000;
        let status = 'agendado';
        while (status === 'agendado' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          [{ status }] = await database.db.select({ status: postagens.status }).from(postagens).where(eq(postagens.id, created.body.id));
        }
        expect(status).toBe('publicado');
        // Outside any request, the timer itself expires the cached pages that list posts, and the
        // 404 the post's own address answered until then.
        while ((pageCacheStore().expiredAt.get(CACHE_TAGS.postLists) ?? 0) <= expiredBefore && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(pageCacheStore().expiredAt.get(CACHE_TAGS.postLists)).toBeGreaterThan(expiredBefore);
        expect(pageCacheStore().expiredAt.get(postTag(created.body.id)!)).toBeGreaterThan(expiredBefore);
      } finally {
        await stop();
        quiet.mockRestore();
      }
    });
  });

  describe('audit log', () => {
    it('every write records who, what, which and the trusted client address', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
      const created = await as('editor').post('/postagens', newPost(), headers);
      const id = created.body.id;
      await as('editor').put(`/postagens/${id}`, { ...newPost({ slug: created.body.slug }), versao: 1 }, headers);
      const rows = await database.db.select().from(logs).where(and(eq(logs.entidade, 'postagem'), eq(logs.entidadeId, String(id)))).orderBy(asc(logs.id));
      expect(rows.map((r) => [r.acao, r.usuarioId, r.ip])).toEqual([
        ['criar', ids.editor, '203.0.113.7'],
        ['atualizar', ids.editor, '203.0.113.7'],
      ]);
    });

    it('without a trusted proxy header the address is not taken from the request', async () => {
      const untrusting = createApiApp({ getDb: async () => database.db });
      const body = newPost();
      const response = await untrusting.request('/api/v1/postagens', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as Json;
      const [row] = await database.db.select().from(logs).where(and(eq(logs.entidadeId, String(id)), eq(logs.entidade, 'postagem')));
      expect(row.ip).toBeNull();
    });

    it('a refused write leaves no log and no row', async () => {
      const [{ n: before }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(logs);
      const first = await as('editor').post('/postagens', newPost());
      const [{ n: afterCreate }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(logs);
      expect(afterCreate).toBe(before + 1);
      await as('editor').post('/postagens', newPost({ slug: first.body.slug }));
      await as('editor').post('/postagens', newPost({ categoriaId: 999_999 }));
      const [{ n: after }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(logs);
      expect(after).toBe(afterCreate);
      const [{ n: posts }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(postagens).where(and(eq(postagens.slug, first.body.slug), ne(postagens.id, first.body.id)));
      expect(posts).toBe(0);
    });
  });

  it('constraint errors are recognised under the driver wrapper (the race behind the pre-checks)', async () => {
    const [existing] = await database.db.select().from(postagens).limit(1);
    const duplicate = await database.db
      .insert(postagens)
      .values({ titulo: 'Duplicada', slug: existing.slug, categoriaId: existing.categoriaId, autorId: existing.autorId })
      .catch((error: unknown) => error);
    expect(constraintViolation(duplicate)).toEqual({ kind: 'unique', constraint: expect.stringContaining('slug') });
    const orphan = await database.db
      .insert(postagens)
      .values({ titulo: 'Órfã', slug: 'orfa-sem-categoria', categoriaId: 999_999, autorId: existing.autorId })
      .catch((error: unknown) => error);
    expect(constraintViolation(orphan)).toEqual({ kind: 'foreign-key', constraint: expect.stringContaining('categoria') });
  });

  it('the seeded users are all there (sanity for the role tests)', async () => {
    const rows = await database.db.select({ papel: usuarios.papel }).from(usuarios);
    expect(rows.map((r) => r.papel).sort()).toEqual(expect.arrayContaining(['admin', 'autor', 'editor']));
  });
});
