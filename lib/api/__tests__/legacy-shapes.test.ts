/**
 * API_URL mode against an OLDER station backend (e2e/fixtures/legacy-backend.mjs): lib/api reads
 * it over real HTTP and the normalisers turn its other shapes (SPEC §3) into the product's.
 * The one stand-in is next/server's connection(), which throws outside a request scope; React's
 * cache() needs none: outside a request it runs the function every time (see the last test of
 * the first block).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { findColumnistCategory } from '@/lib/domain/category';
import { formatDate, formatTime } from '@/lib/domain/dates';
import { selectRecentNews } from '@/lib/domain/post';
import { brandName, defaultSettings, streamUrlOf, whatsappLink } from '@/lib/domain/settings';
import { forwardApiRequest } from '@/lib/server/api/forward';

jest.setTimeout(30_000);

jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: () => Promise.resolve(),
}));

type PublicApi = typeof import('@/lib/api/public');

const FIXTURE = path.join(process.cwd(), 'e2e', 'fixtures', 'legacy-backend.mjs');

/** Runs the fixture as Playwright does (its CLI), on a free port. */
function startLegacy(): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE], {
      env: { ...process.env, LEGACY_PORT: '0', LEGACY_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ouvindo em (http:\/\/[\d.:]+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`o backend legado saiu (${code}) antes de ficar pronto:\n${output}`)));
  });
}

/** lib/server/env reads API_URL when first imported: each call gets a fresh module registry. */
async function loadPublicApi(apiUrl: string): Promise<PublicApi> {
  const previous = process.env.API_URL;
  process.env.API_URL = apiUrl;
  try {
    let api: PublicApi | undefined;
    await jest.isolateModulesAsync(async () => {
      api = await import('@/lib/api/public');
    });
    return api as PublicApi;
  } finally {
    if (previous === undefined) delete process.env.API_URL;
    else process.env.API_URL = previous;
  }
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const UUID = (n: number) => `5b1f7a3c-000${n}-4c2e-9a10-7d3e2b1a000${n}`;

describe('lib/api in API_URL mode against the legacy backend', () => {
  let legacy: { url: string; child: ChildProcess };
  let api: PublicApi;
  let errorSpy: jest.SpyInstance;
  const image = (name: string) => `${legacy.url}/imagens/${name}.jpg`;

  beforeAll(async () => {
    legacy = await startLegacy();
    api = await loadPublicApi(legacy.url);
  });
  afterAll(() => {
    legacy?.child.kill('SIGTERM');
  });
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    const calls = errorSpy.mock.calls.map(([message]) => String(message));
    errorSpy.mockRestore();
    // Every read here succeeds: any logged failure is a normalisation or transport problem.
    expect(calls).toEqual([]);
  });

  it('settings: the object form, with its aliases', async () => {
    const settings = await api.getPublicSettings();
    expect(brandName(settings)).toBe('Rádio Legado FM');
    expect(settings.site).toMatchObject({
      nome: 'Rádio Legado FM',
      descricao: 'A voz do Vale do Taquari desde 1987.',
      telefone: '(51) 3714-2020',
      email: 'contato@legado.fm.br',
      emailContato: 'redacao@legado.fm.br',
      endereco: 'Rua das Antenas, 100 - Centro, Lajeado/RS',
      logo: image('logo'),
    });
    expect(settings.player.streamUrl).toBe('https://stream.legado.fm.br/aovivo');
    expect(streamUrlOf(settings)).toBe('http://stream.legado.fm.br/aovivo');
    expect(settings.player.volumeInicial).toBe(0.5);
    expect(settings.player.autoplay).toBe(false);
    expect(settings.player.appDownloadLinks.android).toBe('https://play.google.com/store/apps/details?id=br.fm.legado');
    expect(settings.whatsapp).toEqual({ numero: '(51) 99876-5432', ativo: true });
    expect(whatsappLink(settings)).toBe(
      `https://wa.me/51998765432?text=${encodeURIComponent('Olá! Gostaria de enviar um recado para a Rádio Legado FM.')}`,
    );
    expect(settings.redes).toEqual({
      facebook: 'https://www.facebook.com/radiolegadofm',
      instagram: 'https://www.instagram.com/radiolegadofm',
      twitter: '',
      youtube: 'https://www.youtube.com/@radiolegadofm',
      tiktok: '',
      linkedin: '',
    });
    expect(settings.sobreRadio).toEqual({ historia: 'Fundada em 1987 por radialistas do vale.' });
  });

  it('categories: {categorias}, title/color/image aliases, _count.postagens, a derived slug', async () => {
    const categories = await api.getCategories();
    expect(categories.map((c) => [c.id, c.slug, c.nome, c.cor, c._count.postagens])).toEqual([
      ['11', 'politica', 'Política', '#1D4ED8', 2],
      ['12', 'esportes', 'Esportes', '#16A34A', 1],
      ['13', 'cultura-e-lazer', 'Cultura e Lazer', '#F59E0B', 1],
      ['14', 'colunistas', 'Colunistas', '#7C3AED', 2],
      ['15', 'galeria-de-fotos', 'Galeria de Fotos', '#0EA5E9', 1],
      ['16', 'economia', 'Economia', '#FACC15', 1],
    ]);
    expect(categories[0].descricao).toBe('Prefeitura, Câmara e eleições.');
    expect(categories[1].descricao).toBe('Categoria de notícias');
    expect(categories[5].imagem).toBe(image('categoria-economia'));
    expect(findColumnistCategory(categories)?.id).toBe('14');
  });

  it('top categories: {dados}', async () => {
    const top = await api.getTopCategories();
    expect(top.map((c) => [c.slug, c.nome, c.totalPostagens])).toEqual([
      ['politica', 'Política', 2],
      ['colunistas', 'Colunistas', 2],
      ['esportes', 'Esportes', 1],
      ['cultura-e-lazer', 'Cultura e Lazer', 1],
      ['galeria-de-fotos', 'Galeria de Fotos', 1],
      ['economia', 'Economia', 1],
    ]);
  });

  it('news: featured and list, with uuid/title/excerpt/content/createdAt/updated_at/imagemCapa aliases', async () => {
    const news = await api.getNews({ limite: 20 });
    expect(news.destaques.map((p) => [p.id, p.titulo, p.destaque])).toEqual([
      [UUID(1), 'Prefeitura anuncia novo terminal rodoviário', true],
      [UUID(2), 'Time da cidade vence clássico regional', true],
      [UUID(3), 'Festival de Inverno confirma atrações', true],
    ]);
    expect(news.dados).toHaveLength(8);
    expect(news.meta).toEqual({ pagina: 1, limite: 20, total: 8, totalPaginas: 1 });

    const [terminal, classico, festival, camara, feira] = news.dados;
    expect(terminal).toMatchObject({
      id: UUID(1),
      slug: 'prefeitura-anuncia-novo-terminal-rodoviario',
      titulo: 'Prefeitura anuncia novo terminal rodoviário',
      resumo: 'Obra começa em janeiro e deve durar dezoito meses.',
      imagemUrl: image('prefeitura-terminal'),
      categoria: 'Política',
      categoriaSlug: 'politica',
      categoriaCor: '#1D4ED8',
      destaque: true,
      visualizacoes: 1532,
      // '09/11/2026 às 14h30' is São Paulo wall-clock time (UTC-3).
      criadoEm: '2026-11-09T17:30:00.000Z',
      atualizadoEm: '2026-11-09T21:00:00.000Z',
    });
    expect(terminal.conteudoHtml).toContain('Serão 14 plataformas.');
    expect([formatDate(terminal.criadoEm), formatTime(terminal.criadoEm)]).toEqual(['09/11/2026', '14h30']);

    // A plain name string as categoria: slug and colour from the station's category list.
    expect(classico).toMatchObject({
      categoria: 'Esportes',
      categoriaSlug: 'esportes',
      categoriaCor: '#16A34A',
      destaque: true,
      visualizacoes: 987,
      criadoEm: '2026-11-08T12:15:00.000Z',
      atualizadoEm: '2026-11-08T14:00:00.000Z',
      hasVideo: true,
    });
    expect(festival).toMatchObject({ categoria: 'Cultura e Lazer', categoriaSlug: 'cultura-e-lazer', destaque: true, criadoEm: '2026-11-07T23:00:00.000Z' });
    expect(camara).toMatchObject({ destaque: false, hasAudio: true, criadoEm: '2026-11-06T13:00:00.000Z' });
    expect(feira).toMatchObject({
      resumo: 'Bancas abrem aos sábados, das 7h às 12h.',
      conteudoHtml: '<p>Mais de quarenta produtores confirmaram presença.</p>',
      destaque: false,
      criadoEm: '2026-11-05T11:05:00.000Z',
    });
    expect(news.dados.map((p) => p.destaque)).toEqual([true, true, true, false, false, false, false, false]);

    // What the home's 'Notícias Recentes' will list: no columnists, none of the featured.
    expect(selectRecentNews(news.dados, news.destaques.slice(0, 3)).map((p) => p.titulo)).toEqual([
      'Câmara aprova orçamento de 2027',
      'Feira do produtor volta à praça central',
      'Galeria: Noite de luzes na praça',
    ]);
  });

  it('news: the query reaches the backend (categoria, busca, limite, pagina)', async () => {
    const sports = await api.getNews({ categoria: 'esportes' });
    expect(sports.destaques.map((p) => p.slug)).toEqual(['time-da-cidade-vence-classico-regional']);
    expect(sports.dados.map((p) => p.slug)).toEqual(['time-da-cidade-vence-classico-regional']);

    const search = await api.getNews({ busca: 'camara' });
    expect(search.dados.map((p) => p.titulo)).toEqual(['Câmara aprova orçamento de 2027']);
    expect(search.destaques).toEqual([]);

    const page2 = await api.getNews({ limite: 3, pagina: 2 });
    expect(page2.dados.map((p) => p.id)).toEqual([UUID(4), UUID(5), UUID(6)]);
    expect(page2.meta).toEqual({ pagina: 2, limite: 3, total: 8, totalPaginas: 3 });
  });

  it('post by slug or uuid; an unknown one is null', async () => {
    const bySlug = await api.getPost('festival-de-inverno-confirma-atracoes');
    const byUuid = await api.getPost(UUID(3));
    expect(bySlug?.titulo).toBe('Festival de Inverno confirma atrações');
    expect(byUuid).toEqual(bySlug);
    expect(await api.getPost('nao-existe')).toBeNull();
  });

  it('a preview link (issue 28) on a backend without previews is null: the page is a 404, never an error', async () => {
    expect(await api.getPostPreview('q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c')).toBeNull();
  });

  it('"Mais lidas" (issue 27): {dados} without a period, the one asked assumed, most viewed first', async () => {
    const mostRead = await api.getMostRead();
    expect(mostRead?.periodo).toBe('24h');
    expect(mostRead?.posts.map((p) => p.visualizacoes)).toEqual([1532, 987, 640, 412, 321]);
    expect(mostRead?.posts[0].titulo).toBe('Prefeitura anuncia novo terminal rodoviário');
    expect((await api.getMostRead('7d'))?.periodo).toBe('7d');
  });

  it('related posts: same category, the current one excluded', async () => {
    const terminal = await api.getPost('prefeitura-anuncia-novo-terminal-rodoviario');
    const related = await api.getRelatedPosts(terminal!);
    expect(related.map((p) => p.titulo)).toEqual(['Câmara aprova orçamento de 2027']);
  });

  it('galleries: galeriaImagens [{url}], the cover from the first photo', async () => {
    const galleries = await api.getGalleries();
    expect(galleries).toHaveLength(1);
    expect(galleries[0]).toMatchObject({
      titulo: 'Galeria: Noite de luzes na praça',
      categoriaSlug: 'galeria-de-fotos',
      imagemUrl: image('galeria-luzes-1'),
      galeria: [image('galeria-luzes-1'), image('galeria-luzes-2'), image('galeria-luzes-3')],
      criadoEm: '2026-11-03T00:10:00.000Z',
    });
  });

  it("columnists: found by category id; the member's avatar is the image, with or without a cover", async () => {
    const columns = await api.getColumnists();
    expect(columns.map((p) => [p.titulo, p.imagemUrl, p.membroEquipe?.nome])).toEqual([
      ['O futuro do rádio no interior', image('avatar-marta'), 'Marta Ribeiro'],
      ['Memórias da praça', image('avatar-marta'), 'Marta Ribeiro'],
    ]);
    expect(columns[1].categoria).toBe('Colunistas');
  });

  it('banners: {dados} with uuid/nome/urlImagem/url; the one without an image is dropped', async () => {
    expect(await api.getBanners()).toEqual([
      {
        id: 'b7c1e2d3-0001-4f00-8000-000000000001',
        titulo: 'Festival de Inverno 2026',
        imagemUrl: image('banner-festival'),
        linkUrl: 'https://legado.fm.br/festival',
      },
      {
        id: 'b7c1e2d3-0003-4f00-8000-000000000003',
        titulo: 'Baixe o aplicativo da Legado',
        imagemUrl: image('banner-aplicativo'),
        linkUrl: null,
      },
    ]);
  });

  it('polls: {dados}, pergunta from titulo, option texto from nome', async () => {
    const [poll, ...others] = await api.getPolls();
    expect(others).toEqual([]);
    expect(poll).toMatchObject({
      id: '7',
      pergunta: 'Qual atração você quer ver no Festival de Inverno?',
      ativa: true,
      jaVotou: false,
      totalVotos: 25,
      opcoes: [
        { id: '71', texto: 'Banda Municipal', votos: 12 },
        { id: '72', texto: 'Orquestra Jovem', votos: 8 },
        { id: '73', texto: 'Coral da Cidade', votos: 5 },
      ],
    });
  });

  it('outside a request, cache() does not memoise: every call reads the backend again', async () => {
    const first = await api.getPublicSettings();
    const second = await api.getPublicSettings();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('votes through the /api/v1 forward: 201 once per device, then 409 with the message', async () => {
    const vote = () =>
      forwardApiRequest(
        new Request('http://sintonia.local/api/v1/publico/enquetes/7/votar', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ opcaoId: 72, deviceId: 'aparelho-jest-0001' }),
        }),
        { upstream: legacy.url },
      );
    const first = await vote();
    expect(first.status).toBe(201);
    const second = await vote();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: 'Você já votou nesta enquete' });

    const [poll] = await api.getPolls();
    expect(poll.totalVotos).toBe(26);
    expect(poll.opcoes[1]).toEqual({ id: '72', texto: 'Orquestra Jovem', votos: 9 });
  });
});

describe('lib/api in API_URL mode with the backend down: SPEC §8 fallbacks', () => {
  let api: PublicApi;
  let errorSpy: jest.SpyInstance;

  beforeAll(async () => {
    api = await loadPublicApi(`http://127.0.0.1:${await closedPort()}`);
  });
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errorSpy.mockRestore();
  });

  const logged = () => errorSpy.mock.calls.map(([message]) => String(message));

  it('settings → the built-in defaults', async () => {
    expect(await api.getPublicSettings()).toEqual(defaultSettings());
    expect(logged()).toEqual([expect.stringMatching(/^\[api\] Erro ao carregar configurações públicas; usando padrões/)]);
  });

  it('categories → the 6 fallback categories', async () => {
    const categories = await api.getCategories();
    expect(categories.map((c) => [c.slug, c.nome, c.cor])).toEqual([
      ['plantao', 'Plantão Sintonia FM', '#EF4444'],
      ['politica', 'Política', '#3B82F6'],
      ['politica-local', 'Política Local', '#2563EB'],
      ['politica-nacional', 'Política Nacional', '#1D4ED8'],
      ['saude', 'Saúde', '#10B981'],
      ['bombeiros-bombeiros', 'Bombeiros', '#DC2626'],
    ]);
    expect(logged().some((m) => m.startsWith('[api] Erro ao carregar categorias; usando lista padrão'))).toBe(true);
  });

  it('top categories → []', async () => {
    expect(await api.getTopCategories()).toEqual([]);
  });

  it('news → both lists empty', async () => {
    expect(await api.getNews({ limite: 20 })).toEqual({ destaques: [], dados: [], meta: null });
    expect(logged()).toEqual([expect.stringMatching(/^\[api\] Erro ao buscar notícias/)]);
  });

  it('post → null; related posts → []', async () => {
    expect(await api.getPost('qualquer-uma')).toBeNull();
    const post = { id: '1', categoriaSlug: 'politica' } as Parameters<PublicApi['getRelatedPosts']>[0];
    expect(await api.getRelatedPosts(post)).toEqual([]);
    expect(logged()).toContainEqual(expect.stringMatching(/^\[api\] Erro ao buscar notícias relacionadas/));
  });

  it('banners, polls, galleries and columnists → []', async () => {
    expect(await api.getBanners()).toEqual([]);
    expect(await api.getPolls()).toEqual([]);
    expect(await api.getGalleries()).toEqual([]);
    expect(await api.getColumnists()).toEqual([]);
  });

  it('the /api/v1 forward answers 502 {message, codigo}', async () => {
    const response = await forwardApiRequest(new Request('http://sintonia.local/api/v1/publico/enquetes'), {
      upstream: `http://127.0.0.1:${await closedPort()}`,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Não foi possível contatar o servidor da estação.', codigo: 'SERVIDOR_INDISPONIVEL' });
  });
});
