/**
 * The paged reads behind the sitemaps and RSS, with the transport stubbed: which pages are asked
 * for, when paging stops, and null (never a partial list) when a read fails.
 */
const mockApiGetJson = jest.fn();

jest.mock('../transport', () => ({
  ...jest.requireActual<typeof import('../transport')>('../transport'),
  apiGetJson: (path: string) => mockApiGetJson(path),
}));

type DiscoveryReads = typeof import('../discovery-reads');
let api: DiscoveryReads;

beforeAll(async () => {
  api = await import('../discovery-reads');
});

beforeEach(() => {
  mockApiGetJson.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const DAY = 24 * 3600_000;
const NOW = Date.parse('2024-03-05T15:00:00Z');

function wirePost(id: number, extra: Record<string, unknown> = {}) {
  const date = new Date(NOW - id * 3600_000).toISOString();
  return { id, titulo: `N${id}`, slug: `n-${id}`, categoria: { nome: 'Saúde', slug: 'saude' }, status: 'publicado', criadoEm: date, publicadoEm: date, ...extra };
}

/** A fake /publico/postagens over `total` posts (ids 1..total, newest first), honouring limite/pagina. */
function serve(total: number, options: { ignorePagina?: boolean; failOnPage?: number; meta?: boolean } = {}) {
  mockApiGetJson.mockImplementation((path: string) => {
    // The category list (posts take a name-only category's slug from it) and the settings it needs.
    if (!path.startsWith('/publico/postagens')) return Promise.resolve([]);
    const query = new URL(path, 'http://x').searchParams;
    const limite = Number(query.get('limite'));
    const pagina = options.ignorePagina ? 1 : Number(query.get('pagina'));
    if (pagina === options.failOnPage) return Promise.reject(new Error('falhou'));
    const ids = Array.from({ length: total }, (_, index) => index + 1);
    const page = ids.slice((pagina - 1) * limite, pagina * limite).map((id) => wirePost(id));
    const meta = options.meta === false ? undefined : { pagina, limite, total, totalPaginas: Math.ceil(total / limite) };
    return Promise.resolve({ dados: page, meta });
  });
}

const pagesAsked = () =>
  mockApiGetJson.mock.calls
    .filter(([path]) => (path as string).startsWith('/publico/postagens'))
    .map(([path]) => Number(new URL(path as string, 'http://x').searchParams.get('pagina')));

describe('getPublishedPostsPage', () => {
  it('asks /publico/postagens for published posts by date, 100 per page, and reads the meta', async () => {
    serve(250);
    const page = await api.getPublishedPostsPage(2, { direcao: 'asc', categoria: 'saude' });
    expect(mockApiGetJson).toHaveBeenCalledWith('/publico/postagens?status=publicado&limite=100&pagina=2&categoria=saude&ordenarPor=criadoEm&direcao=asc');
    expect(page?.dados).toHaveLength(100);
    expect(page?.total).toBe(250);
    expect(page?.totalPaginas).toBe(3);
  });

  it('is null when the call fails', async () => {
    serve(10, { failOnPage: 1 });
    expect(await api.getPublishedPostsPage(1)).toBeNull();
  });
});

describe('getAllPublishedPosts', () => {
  const getAll = (options?: { firstPage?: number; maxPages?: number }) => api.getAllPublishedPosts(options);

  it('pages by 100 until the last page', async () => {
    serve(250);
    const posts = await getAll();
    expect(posts).toHaveLength(250);
    expect(pagesAsked()).toEqual([1, 2, 3]);
  });

  it('stops on a short page when the meta is missing, and on an exact multiple at the last page', async () => {
    serve(150, { meta: false });
    expect(await getAll()).toHaveLength(150);
    expect(pagesAsked()).toEqual([1, 2]);
    mockApiGetJson.mockReset();
    serve(200);
    expect(await getAll()).toHaveLength(200);
    expect(pagesAsked()).toEqual([1, 2]);
  });

  it('stops when a backend that ignores pagina repeats the same page', async () => {
    serve(500, { ignorePagina: true, meta: false });
    expect(await getAll()).toHaveLength(100);
    expect(pagesAsked()).toEqual([1, 2]);
  });

  it('reads a window of pages for a sitemap chunk', async () => {
    serve(1000);
    const posts = await getAll({ firstPage: 3, maxPages: 2 });
    expect(pagesAsked()).toEqual([3, 4]);
    expect(posts?.map((post) => post.id)).toEqual(Array.from({ length: 200 }, (_, index) => String(201 + index)));
  });

  it('is null, not a partial list, when any page fails', async () => {
    serve(250, { failOnPage: 2 });
    expect(await getAll()).toBeNull();
  });

  it('drops posts a remote backend sends with another status', async () => {
    mockApiGetJson.mockResolvedValue({ dados: [wirePost(1), wirePost(2, { status: 'rascunho' })] });
    expect((await getAll())?.map((post) => post.id)).toEqual(['1']);
  });
});

describe('getPostsPublishedSince', () => {
  it('pages newest first until a page reaches past the cutoff, and keeps only posts since it', async () => {
    serve(1000); // post N is N hours old
    const posts = await api.getPostsPublishedSince(new Date(NOW - 2 * DAY - 30 * 60_000), 1000);
    expect(pagesAsked()).toEqual([1]);
    expect(posts?.map((post) => post.id)).toEqual(Array.from({ length: 48 }, (_, index) => String(index + 1)));
  });

  it('never asks for more pages than `max` needs', async () => {
    serve(1000);
    const posts = await api.getPostsPublishedSince(new Date(NOW - 100 * DAY), 250);
    expect(pagesAsked()).toEqual([1, 2, 3]);
    expect(posts).toHaveLength(250);
  });

  it('is null when a page fails', async () => {
    serve(1000, { failOnPage: 1 });
    expect(await api.getPostsPublishedSince(new Date(NOW - DAY), 1000)).toBeNull();
  });
});

describe('getLatestPosts', () => {
  it('reads one page of the newest posts, of a category when given', async () => {
    serve(40);
    const posts = await api.getLatestPosts({ limite: 30, categoria: 'saude' });
    expect(mockApiGetJson).toHaveBeenCalledWith('/publico/postagens?status=publicado&limite=30&pagina=1&categoria=saude&ordenarPor=criadoEm&direcao=desc');
    expect(posts).toHaveLength(30);
  });

  it('is null when the call fails', async () => {
    serve(40, { failOnPage: 1 });
    expect(await api.getLatestPosts({ limite: 30 })).toBeNull();
  });
});
