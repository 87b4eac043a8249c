import { and, eq, sql } from 'drizzle-orm';
import { normalizePostList } from '@/lib/domain/post';
import { normalizeSettings } from '@/lib/domain/settings';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { markShuttingDown } from '@/lib/server/lifecycle/shutdown-state';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { enqueteOpcoes, enquetes, enqueteVotos, postagens, usuarios } from '@/lib/server/db/schema';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

describe.each(TEST_BACKENDS)('API pública /api/v1 ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;

  const get = (path: string) => app.request(`/api/v1${path}`);
  const getJson = async (path: string) => {
    const response = await get(path);
    return { status: response.status, body: (await response.json()) as any };
  };
  const postJson = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const publishedCount = async () => {
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postagens)
      .where(sql`${postagens.status} = 'publicado' or (${postagens.status} = 'agendado' and ${postagens.publicadoEm} <= now())`);
    return n;
  };

  beforeAll(async () => {
    ({ database, app } = await setupStaffApi(backend, { logins: [] }));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('health', () => {
    it('liveness answers 200 while the process runs, database or not', async () => {
      expect(await getJson('/health')).toEqual({ status: 200, body: { status: 'ok' } });
      const broken = createApiApp({ getDb: async () => Promise.reject(new Error('sem banco')) });
      expect((await broken.request('/api/v1/health')).status).toBe(200);
    });

    it('readiness answers 200 with what it checked while the database answers', async () => {
      expect(await getJson('/health/ready')).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'desativado', midia: 'desativado' } });
    });

    it('readiness answers 503 + Retry-After when the database does not', async () => {
      const broken = createApiApp({ getDb: async () => Promise.reject(new Error('sem banco')) });
      const response = await broken.request('/api/v1/health/ready');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ status: 'erro', db: 'indisponivel', redis: 'desativado', midia: 'desativado' });
    });

    it('readiness answers 503 once the process is stopping, so a load balancer sends requests elsewhere', async () => {
      markShuttingDown();
      try {
        const response = await app.request('/api/v1/health/ready');
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ status: 'encerrando', db: 'ok' });
      } finally {
        (globalThis as { __sintoniaShuttingDown?: boolean }).__sintoniaShuttingDown = false;
      }
    });

    it('maps a database outage on other routes to 503 with a pt-BR message', async () => {
      const broken = createApiApp({ getDb: async () => Promise.reject(new Error('sem banco')) });
      const response = await broken.request('/api/v1/publico/categorias');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        codigo: 'SERVICO_INDISPONIVEL',
      });
    });
  });

  describe('GET /configuracoes/publicas', () => {
    it('answers the list form, which normalises into the demo station settings', async () => {
      const { status, body } = await getJson('/configuracoes/publicas');
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      for (const item of body) expect(Object.keys(item).sort()).toEqual(['chave', 'valor']);
      const settings = normalizeSettings(body);
      expect(settings.site.nome).toBe('Sintonia FM');
      expect(settings.whatsapp.numero).toMatch(/^\d{12,13}$/);
      expect(settings.whatsapp.ativo).toBe(true);
      expect(settings.player.streamUrl).toMatch(/^http:\/\//);
      expect(settings.redes.instagram).toMatch(/^https:\/\//);
      expect(settings.site.endereco).toBeTruthy();
    });
  });

  describe('GET /publico/categorias and /top', () => {
    it('lists every category with _count.postagens counting public posts only', async () => {
      const { status, body } = await getJson('/publico/categorias');
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(10);
      const slugs = body.map((c: any) => c.slug);
      for (const slug of ['colunistas', 'galeria-de-fotos', 'plantao', 'politica', 'politica-local', 'politica-nacional', 'saude', 'bombeiros-bombeiros']) {
        expect(slugs).toContain(slug);
      }
      for (const c of body) {
        expect(c).toEqual(expect.objectContaining({ id: expect.any(Number), nome: expect.any(String), cor: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/) }));
        expect(c._count.postagens).toEqual(expect.any(Number));
      }
      const sum = body.reduce((total: number, c: any) => total + c._count.postagens, 0);
      expect(sum).toBe(await publishedCount());
    });

    it('top: only categories with posts, most posts first, limite respected', async () => {
      const { body } = await getJson('/publico/categorias/top?limite=5');
      expect(body).toHaveLength(5);
      const counts = body.map((c: any) => c._count.postagens);
      expect(counts.every((n: number) => n > 0)).toBe(true);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    });
  });

  describe('GET /publico/postagens', () => {
    it('pages the public posts with meta {pagina, limite, total, totalPaginas}', async () => {
      const total = await publishedCount();
      expect(total).toBeGreaterThanOrEqual(80);
      const first = await getJson('/publico/postagens?limite=10&pagina=1');
      expect(first.status).toBe(200);
      expect(first.body.meta).toEqual({ pagina: 1, limite: 10, total, totalPaginas: Math.ceil(total / 10) });
      expect(first.body.dados).toHaveLength(10);
      const second = await getJson('/publico/postagens?limite=10&pagina=2');
      const firstIds = new Set(first.body.dados.map((p: any) => p.id));
      expect(second.body.dados.some((p: any) => firstIds.has(p.id))).toBe(false);
      const dates = first.body.dados.map((p: any) => Date.parse(p.criadoEm));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('never shows drafts, archived posts or scheduled posts before their time', async () => {
      const hidden = await database.db
        .select({ slug: postagens.slug })
        .from(postagens)
        .where(sql`${postagens.status} in ('rascunho', 'arquivado') or (${postagens.status} = 'agendado' and ${postagens.publicadoEm} > now())`);
      expect(hidden.length).toBeGreaterThanOrEqual(5);
      const { body } = await getJson('/publico/postagens?limite=100');
      const all = [...body.dados];
      for (let page = 2; page <= body.meta.totalPaginas; page++) all.push(...(await getJson(`/publico/postagens?limite=100&pagina=${page}`)).body.dados);
      const visible = new Set(all.map((p: any) => p.slug));
      for (const { slug } of hidden) {
        expect(visible.has(slug)).toBe(false);
        expect((await get(`/publico/postagens/${slug}`)).status).toBe(404);
      }
    });

    it('a scheduled post becomes public once its time has come', async () => {
      const [scheduled] = await database.db.select().from(postagens).where(eq(postagens.status, 'agendado')).limit(1);
      expect((await get(`/publico/postagens/${scheduled.slug}`)).status).toBe(404);
      await database.db.update(postagens).set({ publicadoEm: new Date(Date.now() - 1000) }).where(eq(postagens.id, scheduled.id));
      expect((await get(`/publico/postagens/${scheduled.slug}`)).status).toBe(200);
      await database.db.update(postagens).set({ publicadoEm: scheduled.publicadoEm }).where(eq(postagens.id, scheduled.id));
    });

    it('filters by categoria (slug), categoriaId and excluir', async () => {
      const categories = (await getJson('/publico/categorias')).body;
      const saude = categories.find((c: any) => c.slug === 'saude');
      const bySlug = await getJson('/publico/postagens?categoria=saude&limite=100');
      expect(bySlug.body.meta.total).toBe(saude._count.postagens);
      expect(bySlug.body.dados.every((p: any) => p.categoria.slug === 'saude')).toBe(true);
      const byId = await getJson(`/publico/postagens?categoriaId=${saude.id}&limite=100`);
      expect(byId.body.dados.map((p: any) => p.id)).toEqual(bySlug.body.dados.map((p: any) => p.id));
      const excluded = bySlug.body.dados[0].id;
      const without = await getJson(`/publico/postagens?categoria=saude&limite=100&excluir=${excluded}`);
      expect(without.body.meta.total).toBe(saude._count.postagens - 1);
      expect(without.body.dados.some((p: any) => p.id === excluded)).toBe(false);
      const none = await getJson('/publico/postagens?categoria=nao-existe');
      expect(none.body).toEqual({ dados: [], meta: { pagina: 1, limite: 10, total: 0, totalPaginas: 0 } });
    });

    it('searches in Portuguese ignoring accents, title matches first', async () => {
      const plain = await getJson('/publico/postagens?busca=saude&limite=100');
      const accented = await getJson(`/publico/postagens?busca=${encodeURIComponent('saúde')}&limite=100`);
      expect(plain.body.meta.total).toBeGreaterThan(0);
      expect(accented.body.dados.map((p: any) => p.id)).toEqual(plain.body.dados.map((p: any) => p.id));
      const titled = plain.body.dados.filter((p: any) => /sa[uú]d/i.test(p.titulo));
      expect(titled.length).toBeGreaterThan(0);
      // Every title match ranks above every post that matches only in summary or body.
      const firstNonTitle = plain.body.dados.findIndex((p: any) => !/sa[uú]d/i.test(p.titulo));
      if (firstNonTitle !== -1) {
        expect(plain.body.dados.slice(firstNonTitle).some((p: any) => /sa[uú]d/i.test(p.titulo))).toBe(false);
      }
      const nothing = await getJson('/publico/postagens?busca=xyzzyplugh');
      expect(nothing.body.meta.total).toBe(0);
    });

    it('sorts by ordenarPor/direcao', async () => {
      const { body } = await getJson('/publico/postagens?ordenarPor=visualizacoes&direcao=desc&limite=20');
      const views = body.dados.map((p: any) => p.visualizacoes);
      expect([...views].sort((a, b) => b - a)).toEqual(views);
      const asc = await getJson('/publico/postagens?ordenarPor=criadoEm&direcao=asc&limite=20');
      const dates = asc.body.dados.map((p: any) => Date.parse(p.criadoEm));
      expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    });

    it('caps limite at 100', async () => {
      const { status, body } = await getJson('/publico/postagens?limite=5000');
      expect(status).toBe(200);
      expect(body.meta.limite).toBe(100);
      expect(body.dados.length).toBeLessThanOrEqual(100);
    });

    it.each([
      ['limite=abc', 'limite'],
      ['limite=0', 'limite'],
      ['limite=-3', 'limite'],
      ['pagina=1.5', 'pagina'],
      ['pagina=99999999999999999999', 'pagina'],
      ['categoriaId=x', 'categoriaId'],
      ['excluir=%27%3B--', 'excluir'],
      ['status=rascunho', 'status'],
      ['ordenarPor=senha', 'ordenarPor'],
      ['direcao=lado', 'direcao'],
      ['categoria=%3Cscript%3E', 'categoria'],
    ])('refuses %s with 400 and a field message', async (query, field) => {
      const { status, body } = await getJson(`/publico/postagens?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'Parâmetros inválidos.', codigo: 'REQUISICAO_INVALIDA', campos: { [field]: expect.any(String) } });
    });

    it('the response normalises into posts with category, media flags and gallery', async () => {
      const { body } = await getJson('/publico/postagens?limite=100');
      const posts = normalizePostList(body).dados;
      expect(posts.every((p) => p.categoriaSlug && p.categoriaCor.startsWith('#'))).toBe(true);
      expect(posts.some((p) => p.hasAudio)).toBe(true);
      expect(posts.some((p) => p.hasVideo)).toBe(true);
    });
  });

  describe('GET /publico/postagens/destaques', () => {
    it('lists featured public posts only', async () => {
      const { status, body } = await getJson('/publico/postagens/destaques?limite=20');
      expect(status).toBe(200);
      expect(body.dados.length).toBeGreaterThanOrEqual(3);
      expect(body.dados.every((p: any) => p.destaque === true)).toBe(true);
    });
  });

  describe('GET /publico/postagens/{slugOrId}', () => {
    it('answers the post object directly, by slug and by id', async () => {
      const list = (await getJson('/publico/postagens?categoria=galeria-de-fotos')).body.dados;
      const target = list[0];
      const bySlug = await getJson(`/publico/postagens/${target.slug}`);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body).toEqual(expect.objectContaining({ id: target.id, slug: target.slug, titulo: target.titulo }));
      expect(bySlug.body.galeriaImagens.length).toBeGreaterThanOrEqual(3);
      const byId = await getJson(`/publico/postagens/${target.id}`);
      expect(byId.body.slug).toBe(target.slug);
    });

    it('404 for unknown, 400 for a malformed identifier', async () => {
      expect(await getJson('/publico/postagens/nao-existe-esta-noticia')).toEqual({
        status: 404,
        body: { message: 'Postagem não encontrada.', codigo: 'NAO_ENCONTRADO' },
      });
      expect((await get('/publico/postagens/99999999')).status).toBe(404);
      expect((await get(`/publico/postagens/${encodeURIComponent("x' or 1=1")}`)).status).toBe(400);
    });
  });

  describe('GET /publico/banners', () => {
    it('lists the active banners in order, limite 10 by default', async () => {
      const { status, body } = await getJson('/publico/banners?limite=10');
      expect(status).toBe(200);
      expect(body).toHaveLength(3);
      for (const banner of body) expect(banner).toEqual(expect.objectContaining({ id: expect.any(Number), titulo: expect.any(String), imagemUrl: expect.stringMatching(/^\/uploads\//) }));
      expect((await getJson('/publico/banners?limite=1')).body).toHaveLength(1);
      expect((await get('/publico/banners?limite=nada')).status).toBe(400);
    });
  });

  describe('polls', () => {
    let pollId: number;
    let optionId: number;

    beforeAll(async () => {
      const { body } = await getJson('/publico/enquetes');
      pollId = body[0].id;
      optionId = body[0].opcoes[0].id;
    });

    it('GET /publico/enquetes lists open polls with options, votes and totals', async () => {
      const { status, body } = await getJson('/publico/enquetes');
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(1);
      for (const poll of body) {
        expect(poll.ativa).toBe(true);
        expect(poll.opcoes.length).toBeGreaterThanOrEqual(2);
        expect(poll.totalVotos).toBe(poll.opcoes.reduce((s: number, o: any) => s + o.votos, 0));
      }
      expect(body[0].totalVotos).toBeGreaterThan(0);
    });

    it('counts a vote once per device and answers the repeat with 409', async () => {
      const before = (await getJson('/publico/enquetes')).body.find((p: any) => p.id === pollId);
      const first = await postJson(`/publico/enquetes/${pollId}/votar`, { opcaoId: optionId, deviceId: 'dispositivo-teste-1' });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Voto registrado com sucesso!');
      expect(first.body.enquete.totalVotos).toBe(before.totalVotos + 1);
      expect(first.body.enquete.opcoes.find((o: any) => o.id === optionId).votos).toBe(before.opcoes.find((o: any) => o.id === optionId).votos + 1);
      const again = await postJson(`/publico/enquetes/${pollId}/votar`, { opcaoId: optionId, deviceId: 'dispositivo-teste-1' });
      expect(again).toEqual({ status: 409, body: { message: 'Você já votou nesta enquete', codigo: 'VOTO_DUPLICADO' } });
    });

    it('at most 20 votes per poll from one address in 10 minutes, however many device ids it makes up: 429, logged once', async () => {
      switchLimiters();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const statuses: number[] = [];
        let refused: { status: number; body: any } | null = null;
        for (let i = 0; i < 30; i += 1) {
          const answer = await postJson(`/publico/enquetes/${pollId}/votar`, { opcaoId: optionId, deviceId: `rajada-endereco-${i}` }, { 'x-forwarded-for': '198.51.100.77' });
          statuses.push(answer.status);
          if (answer.status === 429) refused = answer;
        }
        expect(statuses.filter((status) => status === 201)).toHaveLength(20);
        expect(statuses.slice(20)).toEqual(Array(10).fill(429));
        expect(refused?.body).toEqual({ message: 'Muitos votos deste endereço nesta enquete. Tente novamente em 10 minutos.', codigo: 'MUITOS_VOTOS' });
        expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining(`[enquetes] limite de votos atingido: enquete ${pollId}, endereço 198.51.100.77`)]);
        // Another address still votes.
        expect((await postJson(`/publico/enquetes/${pollId}/votar`, { opcaoId: optionId, deviceId: 'outro-endereco-1' }, { 'x-forwarded-for': '198.51.100.78' })).status).toBe(201);
      } finally {
        warn.mockRestore();
        switchLimiters();
      }
    });

    it('counts exactly one of many identical votes arriving at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 25 }, () => postJson(`/publico/enquetes/${pollId}/votar`, { opcaoId: optionId, deviceId: 'dispositivo-rajada' })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(24);
      const [{ n }] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(enqueteVotos)
        .where(and(eq(enqueteVotos.enqueteId, pollId), eq(enqueteVotos.deviceId, 'dispositivo-rajada')));
      expect(n).toBe(1);
    });

    it('refuses an option of another poll', async () => {
      const [other] = await database.db.select().from(enqueteOpcoes).where(sql`${enqueteOpcoes.enqueteId} <> ${pollId}`).limit(1);
      const result = await postJson(`/publico/enquetes/${pollId}/votar`, { opcaoId: other.id, deviceId: 'dispositivo-teste-2' });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Opção inválida para esta enquete.');
    });

    it('answers a closed poll with 409 and an unknown one with 404', async () => {
      const [closed] = await database.db.insert(enquetes).values({ pergunta: 'Encerrada?', ativa: false }).returning();
      const [option] = await database.db.insert(enqueteOpcoes).values({ enqueteId: closed.id, texto: 'Sim' }).returning();
      const result = await postJson(`/publico/enquetes/${closed.id}/votar`, { opcaoId: option.id, deviceId: 'dispositivo-teste-3' });
      expect(result).toEqual({ status: 409, body: { message: 'Esta enquete está encerrada e não recebe mais votos.', codigo: 'ENQUETE_ENCERRADA' } });
      expect((await getJson('/publico/enquetes')).body.some((p: any) => p.id === closed.id)).toBe(false);
      expect((await postJson('/publico/enquetes/999999/votar', { opcaoId: option.id, deviceId: 'dispositivo-teste-3' })).status).toBe(404);
    });

    it.each([
      ['opcaoId as a string', { opcaoId: '1', deviceId: 'dispositivo-teste-4' }, 'opcaoId'],
      ['opcaoId missing', { deviceId: 'dispositivo-teste-4' }, 'opcaoId'],
      ['deviceId missing', { opcaoId: 1 }, 'deviceId'],
      ['deviceId with odd characters', { opcaoId: 1, deviceId: '<script>alert(1)</script>' }, 'deviceId'],
    ])('refuses a body with %s (400)', async (_label, body, field) => {
      const result = await postJson(`/publico/enquetes/${pollId}/votar`, body);
      expect(result.status).toBe(400);
      expect(result.body.campos[field]).toEqual(expect.any(String));
    });

    it('refuses malformed JSON, a non-JSON body and a bad poll id with 400', async () => {
      expect((await postJson(`/publico/enquetes/${pollId}/votar`, '{"opcaoId": 1,')).body).toEqual({
        message: 'O corpo da requisição não é um JSON válido.',
        codigo: 'REQUISICAO_INVALIDA',
      });
      const form = await app.request(`/api/v1/publico/enquetes/${pollId}/votar`, { method: 'POST', body: 'opcaoId=1' });
      expect(form.status).toBe(400);
      expect((await postJson('/publico/enquetes/abc/votar', { opcaoId: 1, deviceId: 'dispositivo-teste-5' })).status).toBe(400);
    });
  });

  describe('auth', () => {
    it('logs in with the demo admin and reads the profile with the token', async () => {
      const { status, body } = await postJson('/auth/login', { email: 'admin@sintonia.local', password: 'Sintonia@2026' });
      expect(status).toBe(200);
      expect(body.accessToken).toEqual(expect.any(String));
      expect(body.usuario).toEqual(expect.objectContaining({ email: 'admin@sintonia.local', papel: 'admin' }));
      expect(body.usuario.senhaHash).toBeUndefined();
      const me = await app.request('/api/v1/auth/me', { headers: { authorization: `Bearer ${body.accessToken}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(expect.objectContaining({ id: body.usuario.id, papel: 'admin' }));
    });

    it('e-mail is matched without regard to case', async () => {
      expect((await postJson('/auth/login', { email: 'EDITOR@Sintonia.Local', password: 'Sintonia@2026' })).body.usuario.papel).toBe('editor');
    });

    it.each([
      ['wrong password', { email: 'admin@sintonia.local', password: 'senha-errada' }],
      ['unknown e-mail', { email: 'ninguem@sintonia.local', password: 'Sintonia@2026' }],
    ])('answers %s with the same 401', async (_label, credentials) => {
      expect(await postJson('/auth/login', credentials)).toEqual({
        status: 401,
        body: { message: 'Credenciais inválidas', codigo: 'CREDENCIAIS_INVALIDAS' },
      });
    });

    it('validates the login body (400 with field messages)', async () => {
      const { status, body } = await postJson('/auth/login', { email: 'nao-e-email', password: '123' });
      expect(status).toBe(400);
      expect(body.campos).toEqual({ email: 'Informe um e-mail válido.', password: 'A senha deve ter pelo menos 6 caracteres.' });
    });

    it('refuses /auth/me without, with a forged, and with a superseded token', async () => {
      expect((await app.request('/api/v1/auth/me')).status).toBe(401);
      expect((await app.request('/api/v1/auth/me', { headers: { authorization: 'Bearer abc.def.ghi' } })).status).toBe(401);
      const { body } = await postJson('/auth/login', { email: 'autor@sintonia.local', password: 'Sintonia@2026' });
      const auth = { headers: { authorization: `Bearer ${body.accessToken}` } };
      expect((await app.request('/api/v1/auth/me', auth)).status).toBe(200);
      await database.db.update(usuarios).set({ tokenVersion: sql`${usuarios.tokenVersion} + 1` }).where(eq(usuarios.id, body.usuario.id));
      const stale = await app.request('/api/v1/auth/me', auth);
      expect(stale.status).toBe(401);
      expect(await stale.json()).toEqual({ message: 'Sessão expirada ou inválida. Entre novamente.', codigo: 'NAO_AUTENTICADO' });
    });

    it('a deactivated user can neither log in nor use an earlier token', async () => {
      const { body } = await postJson('/auth/login', { email: 'editor@sintonia.local', password: 'Sintonia@2026' });
      await database.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, body.usuario.id));
      try {
        expect((await app.request('/api/v1/auth/me', { headers: { authorization: `Bearer ${body.accessToken}` } })).status).toBe(401);
        expect((await postJson('/auth/login', { email: 'editor@sintonia.local', password: 'Sintonia@2026' })).status).toBe(401);
      } finally {
        await database.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, body.usuario.id));
      }
    });
  });

  it('answers unknown routes with a JSON 404', async () => {
    expect(await getJson('/nao-existe')).toEqual({ status: 404, body: { message: 'Rota não encontrada.', codigo: 'NAO_ENCONTRADO' } });
  });
});
