import { eq } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { episodios, membrosEquipe, programaApresentadores, programas } from '@/lib/server/db/schema';
import { TEST_BACKENDS, createTestDatabase, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(120_000);

const mockExpired: string[][] = [];
jest.mock('@/lib/server/cache/expire', () => ({
  expirePublicTags: async (tags: readonly string[]) => {
    mockExpired.push([...tags]);
  },
}));

type Json = any;

describe.each(TEST_BACKENDS)('public podcasts /api/v1/publico/podcasts ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  const get = async (path: string) => {
    const response = await app.request(`/api/v1${path}`);
    return { status: response.status, body: (await response.json()) as Json };
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend, { seeded: true });
    app = createApiApp({ getDb: async () => database.db });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('lists the shows that have published episodes, the newest episode first, with presenters and counts', async () => {
    const { status, body } = await get('/publico/podcasts');
    expect(status).toBe(200);
    expect(body.map((show: Json) => show.slug)).toEqual(['bom-dia-sintonia-fm', 'sintonia-fm-noticias']);
    const [morning, news] = body;
    expect(morning).toMatchObject({ nome: 'Bom Dia Sintonia FM', totalEpisodios: 2, apresentadores: [{ nome: 'Cláudio Zanella' }] });
    // The news show has three episodes, one of them scheduled: two are public.
    expect(news.totalEpisodios).toBe(2);
    expect(news.apresentadores.map((p: Json) => p.nome)).toEqual(['Marta Lindner', 'Paulo Weber']);
    expect(Object.keys(news).sort()).toEqual(['apresentadores', 'descricao', 'id', 'imagem', 'imagemFoco', 'nome', 'slug', 'totalEpisodios', 'ultimoEpisodioEm']);
    expect(Date.parse(morning.ultimoEpisodioEm)).toBeGreaterThan(Date.parse(news.ultimoEpisodioEm));
  });

  it("one show: its published episodes, newest first, paged; never a scheduled one", async () => {
    const { status, body } = await get('/publico/podcasts/sintonia-fm-noticias?limite=1');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ pagina: 1, limite: 1, total: 2, totalPaginas: 2 });
    expect(body.dados).toHaveLength(1);
    expect(Object.keys(body.dados[0]).sort()).toEqual(
      ['atualizadoEm', 'audioMime', 'audioTamanho', 'audioUrl', 'capa', 'capaFoco', 'descricao', 'duracaoSegundos', 'explicito', 'guid', 'id', 'publicadoEm', 'slug', 'titulo'].sort(),
    );
    const second = await get('/publico/podcasts/sintonia-fm-noticias?limite=1&pagina=2');
    expect(Date.parse(second.body.dados[0].publicadoEm)).toBeLessThan(Date.parse(body.dados[0].publicadoEm));
    const all = await get('/publico/podcasts/sintonia-fm-noticias?limite=100');
    expect(all.body.dados.every((episode: Json) => Date.parse(episode.publicadoEm) <= Date.now())).toBe(true);
    expect(all.body.dados.map((episode: Json) => episode.titulo)).not.toContain('Debate: os plantões de saúde em Sereno do Sul');
  });

  it('404 with a pt-BR message: an unknown show, a show without published episodes, a scheduled or misplaced episode', async () => {
    expect(await get('/publico/podcasts/nao-existe')).toEqual({ status: 404, body: { message: 'Podcast não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    expect((await get('/publico/podcasts/tarde-musical')).status).toBe(404);
    expect((await get('/publico/podcasts/sintonia-fm-noticias/debate-os-plantoes-de-saude-em-sereno-do-sul')).status).toBe(404);
    expect((await get('/publico/podcasts/bom-dia-sintonia-fm/safra-de-soja-o-que-esperar-do-preco-no-vale-do-sereno')).status).toBe(404);
    expect((await get('/publico/podcasts/x%20y')).status).toBe(400);
  });

  it('one episode with its show', async () => {
    const { status, body } = await get('/publico/podcasts/sintonia-fm-noticias/safra-de-soja-o-que-esperar-do-preco-no-vale-do-sereno');
    expect(status).toBe(200);
    expect(body.programa.slug).toBe('sintonia-fm-noticias');
    expect(body.episodio).toMatchObject({ titulo: 'Safra de soja: o que esperar do preço no Vale do Sereno', audioMime: 'audio/mpeg', explicito: false });
    expect(body.episodio.audioUrl).toMatch(/^\/uploads\/.+\.mp3$/);
  });

  it('an inactive show keeps its archive; a presenter hidden from /equipe is left out', async () => {
    const [news] = await database.db.select().from(programas).where(eq(programas.slug, 'sintonia-fm-noticias'));
    await database.db.update(programas).set({ ativo: false }).where(eq(programas.id, news.id));
    expect((await get('/publico/podcasts/sintonia-fm-noticias')).status).toBe(200);
    await database.db.update(programas).set({ ativo: true }).where(eq(programas.id, news.id));
    const credited = await database.db.select().from(programaApresentadores).where(eq(programaApresentadores.programaId, news.id));
    expect(credited.length).toBe(2);
    const [paulo] = await database.db.select().from(membrosEquipe).where(eq(membrosEquipe.nome, 'Paulo Weber'));
    await database.db.update(membrosEquipe).set({ ativo: false }).where(eq(membrosEquipe.id, paulo.id));
    const { body } = await get('/publico/podcasts/sintonia-fm-noticias');
    expect(body.programa.apresentadores.map((p: Json) => p.nome)).toEqual(['Marta Lindner']);
    await database.db.update(membrosEquipe).set({ ativo: true }).where(eq(membrosEquipe.id, paulo.id));
  });

  it('the sitemap index lists every published episode and no scheduled one', async () => {
    const { status, body } = await get('/publico/episodios');
    expect(status).toBe(200);
    expect(body).toHaveLength(4);
    expect(body[0]).toEqual({ programa: expect.any(String), slug: expect.any(String), publicadoEm: expect.any(String), atualizadoEm: expect.any(String) });
  });

  it('the scheduler expires the podcast pages when an episode comes due, once', async () => {
    const { expireDueEpisodes, resetEpisodeSchedule } = await import('@/lib/server/services/podcast-schedule');
    resetEpisodeSchedule();
    const [scheduled] = await database.db.select().from(episodios).where(eq(episodios.slug, 'debate-os-plantoes-de-saude-em-sereno-do-sul'));
    const due = scheduled.publicadoEm;
    mockExpired.length = 0;
    // Before its time: nothing (the first look reaches a minute back only).
    expect(await expireDueEpisodes(database.db, new Date(due.getTime() - 10_000))).toBe(false);
    expect(await expireDueEpisodes(database.db, new Date(due.getTime() - 5_000))).toBe(false);
    // The tick after its time: the podcasts tag.
    expect(await expireDueEpisodes(database.db, new Date(due.getTime() + 1_000))).toBe(true);
    expect(mockExpired).toEqual([[CACHE_TAGS.podcasts]]);
    // Not again.
    expect(await expireDueEpisodes(database.db, new Date(due.getTime() + 6_000))).toBe(false);
    expect(mockExpired).toHaveLength(1);
  });
});
