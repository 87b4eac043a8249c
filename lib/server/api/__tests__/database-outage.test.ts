import { getCategories, getPublicSettings } from '@/lib/api/public';
import { DEGRADED_RENDER_TAG } from '@/lib/domain/cache-tags';
import { createApiApp } from '@/lib/server/api/app';
import { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { resetOutageLog } from '@/lib/server/db/outage';
import { categorias } from '@/lib/server/db/schema';
import { nextPageCache, PAGE_REVALIDATE_SECONDS } from '@/test/helpers/next-page-cache';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@/test/helpers/throwaway-postgres';

jest.setTimeout(120_000);

/*
 * Issue 11 item 6 on a PostgreSQL server of our own (port 15433), stopped and started again while
 * the API keeps its pool: 503 with Retry-After and a pt-BR message while it is down, a handful of
 * log lines however many requests fail, and recovery with no restart.
 */
const server = createThrowawayPostgres(15433);
const unavailable = 'unavailable' in server ? server.unavailable : null;
const describeWithPostgres = unavailable ? describe.skip : describe;
if (unavailable) console.warn(`[teste] queda do banco: pulado — ${unavailable}`);

describeWithPostgres('PostgreSQL outage (throwaway server on 15433)', () => {
  const pg = server as ThrowawayPostgres;
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApiApp>;
  const lines: string[] = [];
  let errorSpy: jest.SpyInstance;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'postgres', url: pg.url });
    await migrateDatabase(handle);
    app = createApiApp({ getDb: async () => handle.db });
  });
  beforeEach(() => {
    resetOutageLog();
    lines.length = 0;
    errorSpy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  });
  afterEach(() => errorSpy?.mockRestore());
  afterAll(async () => {
    await handle?.close();
    pg.destroy();
  });

  it('answers 503 + Retry-After while the database is down, logs the outage once, and recovers without a restart', async () => {
    expect((await app.request('/api/v1/publico/categorias')).status).toBe(200);

    pg.stop();
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.request('/api/v1/publico/categorias')));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.', codigo: 'SERVICO_INDISPONIVEL' });
    }
    const readiness = await app.request('/api/v1/health/ready');
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('retry-after')).toBe('5');
    expect(await readiness.json()).toEqual({ status: 'erro', db: 'indisponivel', redis: 'desativado', midia: 'desativado' });
    expect((await app.request('/api/v1/health')).status).toBe(200);
    const outageLines = lines.filter((line) => line.startsWith('[db] banco de dados indisponível'));
    expect(outageLines).toHaveLength(1);
    expect(lines.filter((line) => line.includes('ERRO_INTERNO') || line.includes('erro inesperado'))).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(12); // the pool may say once per idle connection that it lost it

    pg.start();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
      recovered = (await app.request('/api/v1/publico/categorias')).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    expect((await app.request('/api/v1/health/ready')).status).toBe(200);
    expect(lines.filter((line) => line.startsWith('[db] banco de dados disponível de novo'))).toHaveLength(1);
  });
  /*
   * The public pages during the same kind of outage, through Next's ISR machinery over the page
   * cache (test/helpers/next-page-cache.ts) and the real reads of lib/api: a render whose reads
   * fell back is served but never stored, and the good copy keeps serving, period after period.
   */
  it('a page rendered while the database is down is served but never cached; the good copy keeps serving across two revalidation periods', async () => {
    const scope = globalThis as typeof globalThis & { __sintoniaApi?: unknown };
    await handle.db.insert(categorias).values({ nome: 'Agronegócio', slug: 'agronegocio', cor: '#15803D' });
    process.env.NEXT_RUNTIME = 'nodejs';
    scope.__sintoniaApi = app;
    let now = Date.now();
    const tick = (ms: number) => (now += ms);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.spyOn(performance, 'now').mockImplementation(() => now - performance.timeOrigin);
    const store = pageCacheStore();
    // Data reads are kept in the same store, and are the first to go when it is full (a page is
    // read on every request, its data only when it renders): here, as if they had gone.
    const forgetDataReads = () => {
      for (const [key, entry] of store.entries) if ((entry.value as { kind?: string })?.kind === 'FETCH') store.entries.delete(key);
    };
    try {
      const cache = nextPageCache();
      let renders = 0;
      const page = (path: string) => () =>
        cache.render(path, async () => {
          renders += 1;
          const [settings, categories] = await Promise.all([getPublicSettings(), getCategories()]);
          return `${settings.site.nome}: ${categories.map((category) => category.nome).join(', ')}`;
        });
      const good = await cache.request('/editorias', page('/editorias'));
      expect(good).toMatchObject({ html: expect.stringContaining('Agronegócio'), isMiss: true });

      pg.stop();
      forgetDataReads();
      for (let period = 1; period <= 2; period++) {
        tick(PAGE_REVALIDATE_SECONDS * 1000 + 1000);
        for (let reader = 0; reader < 3; reader++) {
          expect((await cache.request('/editorias', page('/editorias'))).html).toBe(good.html);
          tick(3000);
        }
      }
      // One render tried per period (in the background), each thrown away.
      expect(renders).toBe(3);
      // A page first asked during the outage is served as it could be rendered, each time anew.
      const degraded = await cache.request('/equipe', page('/equipe'));
      expect(degraded).toMatchObject({ isMiss: true });
      expect(degraded.html).not.toContain('Agronegócio');
      expect((await page('/equipe')()).tags).toContain(DEGRADED_RENDER_TAG);
      expect(await cache.request('/equipe', page('/equipe'))).toMatchObject({ isMiss: true });
      expect(JSON.stringify([...store.entries.values()].map((entry) => entry.value))).not.toContain(DEGRADED_RENDER_TAG);

      pg.start();
      let recovered = 0;
      for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
        recovered = (await app.request('/api/v1/publico/categorias')).status;
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(recovered).toBe(200);
      expect((await cache.request('/equipe', page('/equipe'))).html).toContain('Agronegócio');
      tick(PAGE_REVALIDATE_SECONDS * 1000 + 1000);
      await cache.request('/editorias', page('/editorias'));
      expect(await cache.request('/editorias', page('/editorias'))).toMatchObject({ html: good.html, isMiss: false, isStale: false });
    } finally {
      jest.restoreAllMocks();
      delete process.env.NEXT_RUNTIME;
      scope.__sintoniaApi = undefined;
    }
  });
});
