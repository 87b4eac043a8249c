import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, desc, eq } from 'drizzle-orm';
import { tagsExpiredByWrite } from '@/lib/domain/cache-tags';
import { redirectAnswer, redirectTableFrom } from '@/lib/domain/redirects';
import { REDIRECT_MESSAGES } from '@/lib/schemas/redirects';
import { expireTags } from '@/lib/server/cache/page-cache-handler.mjs';
import { categorias, logs, redirecionamentos } from '@/lib/server/db/schema';
import { installFrontDoor } from '@/lib/server/http/front-door';
import { replaceRedirectSource } from '@/lib/server/http/redirects';
import { categoryPageMessage, createRedirect, fixedRouteMessage, livePostMessage, loopMessage, takenOriginMessage } from '@/lib/server/services/redirects/create-redirect';
import { REDIRECTS_FORBIDDEN_MESSAGE } from '@/lib/server/services/redirects/rows';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;
type Created = { id: number; slug: string; versao: number; body: Record<string, unknown> };

// A class of its own: installing on http.Server would reach every other test file's servers in this worker.
class RedirectServer extends http.Server {}

describe.each(TEST_BACKENDS)('Redirecionamentos (issue 27 item 5) ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let politica: { id: number; slug: string };
  let esportes: { id: number; slug: string };

  let counter = 0;
  const word = () => `redir${backend.name.toLowerCase()}${(counter += 1)}`;

  /** A post through the API, as the panel sends it. */
  async function createPost(status: 'publicado' | 'rascunho' = 'publicado', categoriaId = politica.id): Promise<Created> {
    const w = word();
    const body = { titulo: `Reportagem ${w}`, slug: `reportagem-${w}`, resumo: 'Resumo.', conteudo: '<p>Texto.</p>', categoriaId, status };
    const created = await call('POST', '/postagens', tokens.editor, body);
    expect(created.status).toBe(201);
    return { id: created.body.id, slug: created.body.slug, versao: created.body.versao, body };
  }

  /** Saves the post with some fields changed (the panel's PUT), keeping track of its version. */
  async function save(post: Created, changes: Record<string, unknown>): Promise<Created> {
    const body = { ...post.body, ...changes };
    const saved = await call('PUT', `/postagens/${post.id}`, tokens.editor, { ...body, versao: post.versao });
    expect(saved.status).toBe(200);
    return { id: post.id, slug: saved.body.slug, versao: saved.body.versao, body };
  }

  const table = async () => {
    const answer = await call('GET', '/publico/redirecionamentos');
    expect(answer.status).toBe(200);
    return redirectTableFrom(answer.body);
  };
  /** What the front door answers for a path, from the public table as it is now. */
  const answerFor = async (path: string, query = '') => redirectAnswer(await table(), path, query);
  const permanent = (location: string) => ({ status: 301, location });

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    const cats = await database.db.select({ id: categorias.id, slug: categorias.slug }).from(categorias).orderBy(asc(categorias.id));
    politica = cats.find((c) => c.slug === 'politica') ?? cats[0];
    esportes = cats.find((c) => c.slug === 'esportes') ?? cats.find((c) => c.id !== politica.id)!;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('automatic: a published post that moves keeps its old addresses', () => {
    it('a slug change: the old URL (and its /noticias one) answers 301 to the new one, with the query kept', async () => {
      const post = await createPost();
      const oldSlug = post.slug;
      const moved = await save(post, { slug: `${oldSlug}-novo` });
      const canonical = `/${politica.slug}/${moved.slug}`;

      expect(await answerFor(`/${politica.slug}/${oldSlug}`)).toEqual(permanent(canonical));
      expect(await answerFor(`/${politica.slug}/${oldSlug}/`, 'utm_source=whatsapp')).toEqual(permanent(`${canonical}?utm_source=whatsapp`));
      expect(await answerFor(`/noticias/${oldSlug}`)).toEqual(permanent(canonical));
      // The new address is the page itself.
      expect(await answerFor(canonical)).toBeNull();
      expect(await answerFor(`/noticias/${moved.slug}`)).toBeNull();

      const list = await call('GET', '/redirecionamentos?tipo=automaticos', tokens.editor);
      const row = list.body.dados.find((item: Json) => item.origem === `/${politica.slug}/${oldSlug}`);
      expect(row).toEqual({
        id: expect.any(Number),
        origem: `/${politica.slug}/${oldSlug}`,
        destino: null,
        postagem: { id: post.id, titulo: post.body.titulo, caminho: canonical, publica: true },
        status: 301,
        automatico: true,
        criadoPor: { id: ids.editor, nome: expect.any(String) },
        criadoEm: expect.any(String),
      });
    });

    it('changed twice: both old URLs answer one hop to the current address', async () => {
      const post = await createPost();
      const first = post.slug;
      const second = await save(post, { slug: `${first}-b` });
      const third = await save(second, { slug: `${first}-c` });
      const canonical = `/${politica.slug}/${third.slug}`;
      for (const old of [first, second.slug]) {
        expect(await answerFor(`/${politica.slug}/${old}`)).toEqual(permanent(canonical));
        expect(await answerFor(`/noticias/${old}`)).toEqual(permanent(canonical));
      }
    });

    it('changed back: the redirect from the address it returns to is removed, no loop', async () => {
      const post = await createPost();
      const original = post.slug;
      const away = await save(post, { slug: `${original}-temp` });
      expect(await answerFor(`/${politica.slug}/${original}`)).toEqual(permanent(`/${politica.slug}/${away.slug}`));

      await save(away, { slug: original });
      const rows = await database.db.select({ origem: redirecionamentos.origem }).from(redirecionamentos).where(eq(redirecionamentos.postagemId, post.id));
      expect(rows.map((row) => row.origem).sort()).toEqual([`/${politica.slug}/${away.slug}`, `/noticias/${away.slug}`].sort());
      expect(await answerFor(`/${politica.slug}/${original}`)).toBeNull();
      expect(await answerFor(`/${politica.slug}/${away.slug}`)).toEqual(permanent(`/${politica.slug}/${original}`));
    });

    it('a category change: /{old category}/{slug} answers 301 to the new category; /noticias/{slug} is still the post', async () => {
      const post = await createPost();
      await save(post, { categoriaId: esportes.id });
      expect(await answerFor(`/${politica.slug}/${post.slug}`)).toEqual(permanent(`/${esportes.slug}/${post.slug}`));
      expect(await answerFor(`/noticias/${post.slug}`)).toBeNull();
    });

    it('a category renamed: its old page answers 301 to the new one, renamed twice one hop, renamed back no loop', async () => {
      const created = await call('POST', '/categorias', tokens.editor, { nome: `Rural ${word()}`, cor: '#15803D' });
      expect(created.status).toBe(201);
      const first = created.body.slug as string;
      const rename = async (nome: string, slug: string) => {
        const saved = await call('PUT', `/categorias/${created.body.id}`, tokens.editor, { nome, slug, cor: '#15803D' });
        expect(saved.status).toBe(200);
      };
      await rename('Campo', `${first}-campo`);
      expect(await answerFor(`/${first}`, '?pagina=2')).toEqual(permanent(`/${first}-campo?pagina=2`));
      await rename('Agro', `${first}-agro`);
      expect(await answerFor(`/${first}`)).toEqual(permanent(`/${first}-agro`));
      expect(await answerFor(`/${first}-campo`)).toEqual(permanent(`/${first}-agro`));
      await rename('Rural', first);
      expect(await answerFor(`/${first}`)).toBeNull();
      expect(await answerFor(`/${first}-agro`)).toEqual(permanent(`/${first}`));
      expect(await answerFor(`/${first}-campo`)).toEqual(permanent(`/${first}`));
      await call('DELETE', `/categorias/${created.body.id}`, tokens.editor);
    });

    it('a draft moves freely; an unpublished post’s old address waits until it is public again', async () => {
      const draft = await createPost('rascunho');
      await save(draft, { slug: `${draft.slug}-x` });
      expect(await database.db.select().from(redirecionamentos).where(eq(redirecionamentos.postagemId, draft.id))).toEqual([]);

      const post = await createPost();
      const moved = await save(post, { slug: `${post.slug}-y` });
      const archived = await save(moved, { status: 'arquivado' });
      expect(await answerFor(`/${politica.slug}/${post.slug}`)).toBeNull();
      await save(archived, { status: 'publicado' });
      expect(await answerFor(`/${politica.slug}/${post.slug}`)).toEqual(permanent(`/${politica.slug}/${moved.slug}`));
    });
  });

  describe('manual: the Redirecionamentos screen', () => {
    it('401 without a token; 403 for an autor (route and service)', async () => {
      for (const [method, path, body] of [
        ['GET', '/redirecionamentos'],
        ['POST', '/redirecionamentos', { origem: '/a', destino: '/b' }],
        ['DELETE', '/redirecionamentos/1'],
      ] as Array<[string, string, unknown?]>) {
        expect((await call(method, path, undefined, body)).status).toBe(401);
        expect((await call(method, path, tokens.autor, body)).status).toBe(403);
      }
      const autor = { user: { id: ids.autor, nome: 'Renata', email: 'autor@sintonia.local', papel: 'autor' } as never, ip: null };
      await expect(createRedirect(database.db, autor, { origem: '/intruso', destino: '/x', status: 301 })).rejects.toMatchObject({ kind: 'forbidden', message: REDIRECTS_FORBIDDEN_MESSAGE });
    });

    it('adds a 301 and a 302 (path or absolute address), logged; deletes them', async () => {
      const w = word();
      const made = await call('POST', '/redirecionamentos', tokens.editor, { origem: `/2019/05/${w}/`, destino: `/politica/${w}`, status: 301 });
      expect(made.status).toBe(201);
      expect(made.body).toEqual(expect.objectContaining({ origem: `/2019/05/${w}`, destino: `/politica/${w}`, status: 301, automatico: false, postagem: null }));
      const away = await call('POST', '/redirecionamentos', tokens.admin, { origem: `/promo-${w}`, destino: 'https://www.exemplo.com.br/promo', status: 302 });
      expect(away.status).toBe(201);

      expect(await answerFor(`/2019/05/${w}`, 'x=1')).toEqual({ status: 301, location: `/politica/${w}?x=1` });
      expect(await answerFor(`/promo-${w}`)).toEqual({ status: 302, location: 'https://www.exemplo.com.br/promo' });

      const [log] = await database.db.select().from(logs).where(and(eq(logs.entidade, 'redirecionamento'), eq(logs.acao, 'criar'))).orderBy(desc(logs.id)).limit(1);
      expect(log.detalhes).toEqual({ origem: `/promo-${w}`, destino: 'https://www.exemplo.com.br/promo', status: 302 });

      expect((await call('DELETE', `/redirecionamentos/${made.body.id}`, tokens.editor)).status).toBe(204);
      expect(await answerFor(`/2019/05/${w}`)).toBeNull();
      expect(await call('DELETE', `/redirecionamentos/${made.body.id}`, tokens.editor)).toEqual({ status: 404, body: { message: 'Redirecionamento não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    });

    it('refuses a loop (409), directly or through other redirects, automatic ones included', async () => {
      const w = word();
      expect((await call('POST', '/redirecionamentos', tokens.editor, { origem: `/a-${w}`, destino: `/b-${w}` })).status).toBe(201);
      expect((await call('POST', '/redirecionamentos', tokens.editor, { origem: `/b-${w}`, destino: `/c-${w}` })).status).toBe(201);

      const back = await call('POST', '/redirecionamentos', tokens.editor, { origem: `/c-${w}`, destino: `/a-${w}?volta=1` });
      expect(back).toEqual({ status: 409, body: { message: loopMessage(`/c-${w}`), codigo: 'REDIRECIONAMENTO_EM_CICLO', campos: { destino: loopMessage(`/c-${w}`) } } });
      expect((await call('POST', '/redirecionamentos', tokens.editor, { origem: `/d-${w}`, destino: `/d-${w}/` })).status).toBe(409);

      // A post moved from A to B: /x → A is fine (it leads to B); A is taken by the post's own redirect.
      const post = await createPost();
      const moved = await save(post, { slug: `${post.slug}-novo` });
      const oldPath = `/${politica.slug}/${post.slug}`;
      expect((await call('POST', '/redirecionamentos', tokens.editor, { origem: `/x-${w}`, destino: oldPath })).status).toBe(201);
      expect(await answerFor(`/x-${w}`)).toEqual(permanent(`/${politica.slug}/${moved.slug}`));
      expect(await call('POST', '/redirecionamentos', tokens.editor, { origem: oldPath, destino: '/' })).toEqual({
        status: 409,
        body: { message: takenOriginMessage(oldPath), codigo: 'ORIGEM_EM_USO', campos: { origem: takenOriginMessage(oldPath) } },
      });
    });

    it.each<[string, string, (path: string) => string, string]>([
      ['the home', '/', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['the panel', '/admin/postagens', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['the API', '/api/v1/publico/postagens', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['the news list', '/noticias', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['a station page', '/contato', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['the feed', '/rss.xml', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['uploads', '/uploads/2026/01/foto.jpg', fixedRouteMessage, 'ORIGEM_RESERVADA'],
      ['a category page', '/politica', categoryPageMessage, 'ORIGEM_CATEGORIA'],
      ['a category’s page 2', '/politica/pagina/2', categoryPageMessage, 'ORIGEM_CATEGORIA'],
    ])('refuses %s as origin (409)', async (_, origem, message, codigo) => {
      expect(await call('POST', '/redirecionamentos', tokens.editor, { origem, destino: '/equipe' })).toEqual({ status: 409, body: { message: message(origem), codigo, campos: { origem: message(origem) } } });
    });

    it('refuses a live post’s address (409)', async () => {
      const post = await createPost();
      for (const origem of [`/${politica.slug}/${post.slug}`, `/noticias/${post.slug}`]) {
        expect(await call('POST', '/redirecionamentos', tokens.editor, { origem, destino: '/equipe' })).toEqual({
          status: 409,
          body: { message: livePostMessage(origem), codigo: 'ORIGEM_POSTAGEM', campos: { origem: livePostMessage(origem) } },
        });
      }
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['nothing', {}, { origem: REDIRECT_MESSAGES.origem, destino: REDIRECT_MESSAGES.destino }],
      ['a bare word and javascript:', { origem: 'antigo', destino: 'javascript:alert(1)' }, { origem: REDIRECT_MESSAGES.origemFormato, destino: REDIRECT_MESSAGES.destinoFormato }],
      ['a query in the origin', { origem: '/?p=12', destino: '/x' }, { origem: REDIRECT_MESSAGES.origemConsulta }],
      ['a dot-dot segment and credentials', { origem: '/a/../admin', destino: 'https://u:s@exemplo.com' }, { origem: REDIRECT_MESSAGES.origemSegmento, destino: REDIRECT_MESSAGES.destinoCredenciais }],
      ['a broken escape and status 307', { origem: '/100%', destino: '/x', status: 307 }, { origem: REDIRECT_MESSAGES.origemCodificacao, status: REDIRECT_MESSAGES.status }],
    ])('refuses %s (400, pt-BR per field)', async (_, body, campos) => {
      expect(await call('POST', '/redirecionamentos', tokens.editor, body)).toEqual({ status: 400, body: { message: 'Dados inválidos. Verifique os campos destacados.', codigo: 'REQUISICAO_INVALIDA', campos } });
    });

    it('lists newest first, by kind and by search', async () => {
      const w = word();
      await call('POST', '/redirecionamentos', tokens.editor, { origem: `/lista-${w}`, destino: '/equipe' });
      const all = await call('GET', '/redirecionamentos?limite=1', tokens.editor);
      expect(all.body.dados[0].origem).toBe(`/lista-${w}`);
      expect(all.body.meta).toEqual(expect.objectContaining({ pagina: 1, limite: 1 }));
      const manual = await call('GET', `/redirecionamentos?tipo=manuais&busca=lista-${w}`, tokens.editor);
      expect(manual.body.dados.map((item: Json) => item.origem)).toEqual([`/lista-${w}`]);
      expect((await call('GET', `/redirecionamentos?tipo=automaticos&busca=lista-${w}`, tokens.editor)).body.dados).toEqual([]);
      expect((await call('GET', '/redirecionamentos?tipo=outros', tokens.editor)).status).toBe(400);
    });
  });

  describe('the front door answers from its table, reloaded when a write expires its tag', () => {
    let server: RedirectServer;
    let port: number;
    let loads = 0;

    beforeAll(async () => {
      replaceRedirectSource(async () => {
        loads += 1;
        return table();
      });
      installFrontDoor(RedirectServer);
      // Plays Next: every page is a 404 here.
      server = new RedirectServer((_req, res) => {
        res.statusCode = 404;
        res.end('não encontrada');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      replaceRedirectSource(null);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const request = (path: string, method = 'GET') =>
      new Promise<{ status: number; location?: string; cache?: string }>((resolve, reject) => {
        const headers = method === 'POST' ? { 'content-length': '0' } : {};
        const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, cache: res.headers['cache-control'] }));
        });
        req.on('error', reject);
        req.end();
      });
    /** What /api/v1's route does after a successful write. */
    const afterWrite = (method: string, path: string) => expireTags(tagsExpiredByWrite(method, path));

    it('a slug change: the next request for the old URL gets 301 with Location to the new one; no reload per request', async () => {
      const post = await createPost();
      await afterWrite('POST', '/postagens');
      expect((await request(`/${politica.slug}/${post.slug}`)).status).toBe(404);

      const moved = await save(post, { slug: `${post.slug}-porta` });
      await afterWrite('PUT', `/postagens/${post.id}`);
      expect(await request(`/${politica.slug}/${post.slug}?utm_source=whatsapp`)).toEqual({ status: 301, location: `/${politica.slug}/${moved.slug}?utm_source=whatsapp`, cache: 'no-cache' });
      expect((await request(`/noticias/${post.slug}`, 'HEAD')).status).toBe(301);

      const before = loads;
      for (let i = 0; i < 5; i += 1) expect((await request(`/${politica.slug}/${post.slug}`)).status).toBe(301);
      expect(loads).toBe(before);
    });

    it('a manual 302 answers once created, and stops once deleted; fixed routes and the API never', async () => {
      const w = word();
      const made = await call('POST', '/redirecionamentos', tokens.editor, { origem: `/porta-${w}`, destino: '/equipe', status: 302 });
      await afterWrite('POST', '/redirecionamentos');
      expect(await request(`/porta-${w}`)).toEqual({ status: 302, location: '/equipe', cache: 'no-cache' });
      // Only reads of pages: a form posted there goes on.
      expect((await request(`/porta-${w}`, 'POST')).status).toBe(404);

      await call('DELETE', `/redirecionamentos/${made.body.id}`, tokens.editor);
      await afterWrite('DELETE', `/redirecionamentos/${made.body.id}`);
      expect((await request(`/porta-${w}`)).status).toBe(404);
      expect((await request('/api/v1/publico/postagens')).status).toBe(404);
      expect((await request('/admin')).status).toBe(404);
    });
  });
});
