import { and, eq, sql } from 'drizzle-orm';
import { saoPauloDayKey } from '@/lib/domain/dates';
import { postagens, usuarios, visualizacoesDiarias } from '@/lib/server/db/schema';
import type { SeedCounts } from '@/lib/server/db/seed';
import { dayKeyBefore } from '@/lib/server/services/dashboard';
import type { TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

describe('GET /api/v1/dashboard', () => {
  let database: TestDatabase;
  let call: ApiCall;
  let seeded: SeedCounts;
  let tokens: Record<string, string>;
  let autorId: number;

  const dashboard = (token?: string) => call('GET', '/dashboard', token);

  const viewsBetween = async (from: string, to: string, autor?: number) => {
    const [row] = await database.db
      .select({ total: sql<number>`coalesce(sum(${visualizacoesDiarias.total}), 0)::int` })
      .from(visualizacoesDiarias)
      .innerJoin(postagens, eq(postagens.id, visualizacoesDiarias.postagemId))
      .where(and(sql`${visualizacoesDiarias.dia} between ${from} and ${to}`, autor ? eq(postagens.autorId, autor) : undefined));
    return row.total;
  };

  beforeAll(async () => {
    const api = await setupStaffApi({ name: 'PGlite' }, { trustedIpHeader: null });
    ({ database, call, tokens } = api);
    seeded = api.seed.contagens!;
    [{ id: autorId }] = await database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'autor@sintonia.local'));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('needs a valid token: 401 without one or with a bad one', async () => {
    expect((await dashboard()).status).toBe(401);
    expect((await dashboard('nao-e-um-token')).status).toBe(401);
  });

  it('counts match the seed for admin and editor', async () => {
    for (const papel of ['admin', 'editor']) {
      const { status, body } = await dashboard(tokens[papel]);
      expect(status).toBe(200);
      const { contagens } = body;
      expect(contagens.publicadas).toBe(seeded.publicadas);
      expect(contagens.votos).toBe(seeded.votos);
      expect(contagens.publicadas + contagens.agendadas + contagens.rascunhos + contagens.arquivadas).toBe(seeded.postagens);
      const today = saoPauloDayKey(new Date());
      expect(contagens.visualizacoesHoje).toBe(await viewsBetween(today, today));
      expect(contagens.visualizacoes7Dias).toBe(await viewsBetween(dayKeyBefore(today, 6), today));
    }
  });

  it('views of today and of the last 7 São Paulo days follow the daily table', async () => {
    const [post] = await database.db.select({ id: postagens.id }).from(postagens).where(eq(postagens.autorId, autorId)).limit(1);
    const before = (await dashboard(tokens.admin)).body.contagens;
    const today = saoPauloDayKey(new Date());
    const insert = (dia: string, total: number) =>
      database.db
        .insert(visualizacoesDiarias)
        .values({ postagemId: post.id, dia, total })
        .onConflictDoUpdate({ target: [visualizacoesDiarias.postagemId, visualizacoesDiarias.dia], set: { total: sql`${visualizacoesDiarias.total} + ${total}` } });
    await insert(today, 7);
    await insert(dayKeyBefore(today, 6), 11);
    await insert(dayKeyBefore(today, 7), 1000);
    const after = (await dashboard(tokens.admin)).body.contagens;
    expect(after.visualizacoesHoje - before.visualizacoesHoje).toBe(7);
    expect(after.visualizacoes7Dias - before.visualizacoes7Dias).toBe(18);
  });

  it('an autor sees the counts and views of their own posts only', async () => {
    const { status, body } = await dashboard(tokens.autor);
    expect(status).toBe(200);
    const own = await database.db
      .select({ status: postagens.status, n: sql<number>`count(*)::int` })
      .from(postagens)
      .where(eq(postagens.autorId, autorId))
      .groupBy(postagens.status);
    const total = own.reduce((sum, row) => sum + row.n, 0);
    const { contagens } = body;
    expect(contagens.publicadas + contagens.agendadas + contagens.rascunhos + contagens.arquivadas).toBe(total);
    expect(contagens.rascunhos).toBe(own.find((row) => row.status === 'rascunho')?.n ?? 0);
    expect(contagens.arquivadas).toBe(own.find((row) => row.status === 'arquivado')?.n ?? 0);
    expect(total).toBeLessThan(seeded.postagens);
    const today = saoPauloDayKey(new Date());
    expect(contagens.visualizacoes7Dias).toBe(await viewsBetween(dayKeyBefore(today, 6), today, autorId));
    expect(contagens.votos).toBe(seeded.votos);

    const ids = body.maisLidas.map((post: any) => post.id);
    if (ids.length > 0) {
      const rows = await database.db.select({ autorId: postagens.autorId }).from(postagens).where(sql`${postagens.id} in ${ids}`);
      expect(rows.every((row) => row.autorId === autorId)).toBe(true);
    }
    expect(body.atividade.every((entry: any) => entry.usuario?.id === autorId)).toBe(true);
  });

  it('"Mais lidas": the 5 most read published posts, with category and public URL', async () => {
    const { body } = await dashboard(tokens.editor);
    expect(body.maisLidas).toHaveLength(5);
    const views = body.maisLidas.map((post: any) => post.visualizacoes);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const [{ max }] = await database.db
      .select({ max: sql<number>`max(${postagens.visualizacoes})::int` })
      .from(postagens)
      .where(eq(postagens.status, 'publicado'));
    expect(views[0]).toBe(max);
    for (const post of body.maisLidas) {
      expect(post).toEqual({
        id: expect.any(Number),
        titulo: expect.any(String),
        slug: expect.any(String),
        categoria: { nome: expect.any(String), slug: expect.any(String), cor: expect.stringMatching(/^#/) },
        visualizacoes: expect.any(Number),
        url: `/${post.categoria.slug}/${post.slug}`,
      });
    }
  });

  it('"Atividade recente": the latest 10 content events, newest first, with who did them and no addresses', async () => {
    await call('POST', '/auth/login', undefined, { email: 'editor@sintonia.local', password: 'errada-123' });
    const { body } = await dashboard(tokens.admin);
    expect(body.atividade).toHaveLength(10);
    const times = body.atividade.map((entry: any) => Date.parse(entry.criadoEm));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const entry of body.atividade) {
      expect(['entrar', 'sair', 'login', 'falha-login']).not.toContain(entry.acao);
      expect(entry).not.toHaveProperty('ip');
      expect(Object.keys(entry).sort()).toEqual(['acao', 'criadoEm', 'detalhes', 'entidade', 'entidadeId', 'id', 'usuario']);
    }
    expect(body.atividade.some((entry: any) => entry.acao === 'publicar' && entry.usuario?.nome && entry.detalhes?.titulo)).toBe(true);
  });
});
