import {
  galleryImageUrls,
  isColumnistPost,
  normalizePost,
  normalizePostList,
  postPath,
  resolveImageValue,
  selectGalleryPosts,
  selectRecentNews,
  type Post,
} from '../post';
import { DEFAULT_COLOR } from '../constants';

const NOW = new Date('2026-11-21T15:00:00.000Z');
const post = (raw: Record<string, unknown>): Post => normalizePost(raw, NOW);

describe('normalizePost — fields and aliases', () => {
  it('normalises a complete server post', () => {
    const result = post({
      id: 42,
      titulo: 'Prefeitura anuncia obras',
      resumo: 'Resumo da notícia',
      conteudo: '<p>Texto</p>',
      imagemDestaque: '/uploads/2026/11/capa.jpg',
      caption: 'Foto: Divulgação',
      slug: 'prefeitura-anuncia-obras',
      categoria: { id: 3, nome: 'Política', slug: 'politica', cor: '#1d4ed8' },
      autor: { id: 1, nome: 'Ana Lima', foto: 'avatars/ana.jpg' },
      membroEquipe: { id: 9, nome: 'Carlos', cargo: 'Colunista', avatar: '/uploads/carlos.jpg' },
      criadoEm: '2026-11-21T14:30:00-03:00',
      atualizadoEm: '2026-11-21T16:00:00-03:00',
      destaque: true,
      visualizacoes: 1234,
      status: 'publicado',
      tags: ['obras', 'prefeitura'],
      publicadoEm: '2026-11-21T14:30:00-03:00',
    });
    expect(result).toEqual({
      id: '42',
      titulo: 'Prefeitura anuncia obras',
      resumo: 'Resumo da notícia',
      conteudoHtml: '<p>Texto</p>',
      imagemUrl: '/uploads/2026/11/capa.jpg',
      legenda: 'Foto: Divulgação',
      slug: 'prefeitura-anuncia-obras',
      categoria: 'Política',
      categoriaSlug: 'politica',
      categoriaCor: '#1D4ED8',
      autor: { id: '1', nome: 'Ana Lima', foto: '/uploads/avatars/ana.jpg' },
      membroEquipe: { id: '9', nome: 'Carlos', cargo: 'Colunista', avatar: '/uploads/carlos.jpg' },
      criadoEm: '2026-11-21T17:30:00.000Z',
      criadoEmTimestamp: Date.parse('2026-11-21T17:30:00.000Z'),
      atualizadoEm: '2026-11-21T19:00:00.000Z',
      destaque: true,
      visualizacoes: 1234,
      galeria: [],
      galeriaImagens: [],
      videos: [],
      audios: [],
      hasVideo: false,
      hasAudio: false,
      status: 'publicado',
      tags: ['obras', 'prefeitura'],
      publicadoEm: '2026-11-21T17:30:00.000Z',
      urgenteAte: null,
      cobertura: null,
    });
  });

  it('applies every default', () => {
    const result = post({});
    expect(result).toMatchObject({
      id: '',
      titulo: 'Sem título',
      resumo: '',
      conteudoHtml: '',
      imagemUrl: null,
      legenda: '',
      slug: 'noticia-',
      categoria: null,
      categoriaSlug: 'noticias',
      categoriaCor: '#3B82F6',
      autor: null,
      membroEquipe: null,
      criadoEm: NOW.toISOString(),
      criadoEmTimestamp: NOW.getTime(),
      atualizadoEm: null,
      destaque: false,
      visualizacoes: 0,
      galeria: [],
      galeriaImagens: [],
      hasVideo: false,
      hasAudio: false,
      status: '',
      tags: [],
      publicadoEm: null,
    });
  });

  it.each<[string, Record<string, unknown>, Partial<Post>]>([
    ['id', { id: 'p1' }, { id: 'p1', slug: 'noticia-p1' }],
    ['uuid', { uuid: 'u-1' }, { id: 'u-1', slug: 'noticia-u-1' }],
    ['id before uuid', { id: 5, uuid: 'u-1' }, { id: '5' }],
    ['titulo', { titulo: 'A' }, { titulo: 'A' }],
    ['title', { title: 'B' }, { titulo: 'B' }],
    ['titulo before title', { titulo: 'A', title: 'B' }, { titulo: 'A' }],
    ['blank titulo', { titulo: '  ' }, { titulo: 'Sem título' }],
    ['resumo', { resumo: 'r' }, { resumo: 'r' }],
    ['excerpt', { excerpt: 'e' }, { resumo: 'e' }],
    ['lead', { lead: 'l' }, { resumo: 'l' }],
    ['resumo before excerpt and lead', { resumo: 'r', excerpt: 'e', lead: 'l' }, { resumo: 'r' }],
    ['conteudo', { conteudo: '<p>c</p>' }, { conteudoHtml: '<p>c</p>' }],
    ['content', { content: '<p>d</p>' }, { conteudoHtml: '<p>d</p>' }],
    ['corpo', { corpo: '<p>e</p>' }, { conteudoHtml: '<p>e</p>' }],
    ['conteudo before content and corpo', { conteudo: '1', content: '2', corpo: '3' }, { conteudoHtml: '1' }],
    ['caption', { caption: 'Foto: X' }, { legenda: 'Foto: X' }],
    ['slug', { id: 1, slug: 's' }, { slug: 's' }],
    ['slug default', { id: 1 }, { slug: 'noticia-1' }],
    ['categoria as string', { categoria: 'Saúde' }, { categoria: 'Saúde', categoriaSlug: 'saude', categoriaCor: '#3B82F6' }],
    ['categoria object without slug', { categoria: { nome: 'Bombeiros' } }, { categoria: 'Bombeiros', categoriaSlug: 'bombeiros-bombeiros' }],
    ['categoria object with slug', { categoria: { nome: 'Bombeiros', slug: 'bombeiros' } }, { categoriaSlug: 'bombeiros' }],
    ['categoria object with color', { categoria: { nome: 'X', color: '#abc' } }, { categoriaCor: '#AABBCC' }],
    ['categoria cor before color', { categoria: { nome: 'X', cor: '#111111', color: '#222222' } }, { categoriaCor: '#111111' }],
    ['categoria with invalid colour', { categoria: { nome: 'X', cor: 'azul' } }, { categoriaCor: '#3B82F6' }],
    ['empty categoria', { categoria: '' }, { categoria: null, categoriaSlug: 'noticias' }],
    ['autor as string', { autor: 'Redação' }, { autor: { id: '', nome: 'Redação', foto: null } }],
    ['autor foto missing', { autor: { id: 1, nome: 'A', foto: 'null' } }, { autor: { id: '1', nome: 'A', foto: null } }],
    ['visualizacoes string', { visualizacoes: '87' }, { visualizacoes: 87 }],
    ['visualizacoes invalid', { visualizacoes: 'muitas' }, { visualizacoes: 0 }],
    ['visualizacoes negative', { visualizacoes: -3 }, { visualizacoes: 0 }],
    ['tags as objects', { tags: [{ nome: 'a' }, { name: 'b' }, 'c', 'a'] }, { tags: ['a', 'b', 'c'] }],
    ['tags as comma string', { tags: 'a, b ,,c' }, { tags: ['a', 'b', 'c'] }],
    ['status', { status: 'publicado' }, { status: 'publicado' }],
  ])('%s', (_label, raw, expected) => {
    expect(post(raw)).toMatchObject(expected);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['sim', false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('destaque %p → %p', (destaque, expected) => {
    expect(post({ destaque }).destaque).toBe(expected);
  });

  it('is idempotent on its own output', () => {
    const once = post({
      id: 1,
      title: 'T',
      content: '<p><img src="/uploads/a.jpg"><img src="/uploads/b.jpg"> https://x.com/a.mp3</p>',
      categoria: { nome: 'Política Local', slug: 'politica-local', cor: '#2563EB' },
      caption: 'c',
      createdAt: '21/11/2026 às 14h30',
      updatedAt: 1795282200,
      destaque: '1',
    });
    expect(normalizePost(once, new Date('2030-01-01T00:00:00Z'))).toEqual(once);
  });
});

describe('normalizePost — creation and update dates', () => {
  it.each([
    ['criadoEm'],
    ['createdAt'],
    ['created_at'],
    ['dataPublicacao'],
    ['data_publicacao'],
    ['publicadoEm'],
    ['publishedAt'],
  ])('criadoEm from %s', (field) => {
    const result = post({ [field]: '21/11/2026 às 14h30' });
    expect(result.criadoEm).toBe('2026-11-21T17:30:00.000Z');
    expect(result.criadoEmTimestamp).toBe(Date.parse('2026-11-21T17:30:00.000Z'));
  });

  it.each<[Record<string, unknown>, string]>([
    [{ criadoEm: '2026-01-01T00:00:00Z', createdAt: '2026-02-02T00:00:00Z' }, '2026-01-01T00:00:00.000Z'],
    [{ createdAt: '2026-02-02T00:00:00Z', publishedAt: '2026-03-03T00:00:00Z' }, '2026-02-02T00:00:00.000Z'],
    [{ criadoEm: 'inválida', createdAt: '2026-02-02T00:00:00Z' }, '2026-02-02T00:00:00.000Z'],
    [{ criadoEm: 1795282200 }, '2026-11-21T17:30:00.000Z'],
    [{ criadoEm: 'inválida' }, NOW.toISOString()],
  ])('alias priority %p → %p', (raw, expected) => {
    expect(post(raw).criadoEm).toBe(expected);
  });

  it.each([
    ['atualizadoEm'],
    ['updatedAt'],
    ['updated_at'],
    ['dataAtualizacao'],
    ['data_atualizacao'],
    ['alteradoEm'],
    ['modifiedAt'],
  ])('atualizadoEm from %s', (field) => {
    expect(post({ [field]: '2026-11-21T12:00:00Z' }).atualizadoEm).toBe('2026-11-21T12:00:00.000Z');
  });

  it('an invalid update date is null, not now', () => {
    expect(post({ atualizadoEm: 'x' }).atualizadoEm).toBeNull();
  });
});

describe('normalizePost — image resolution (SPEC §3)', () => {
  const fields = ['imagemDestacada', 'imagemDestaque', 'imagemPrincipal', 'imagemCapa', 'imagemUrl', 'imagem', 'thumbnail'];

  it.each(fields.map((field, index) => [field, index]))('%s is read', (field) => {
    expect(post({ [field]: '/uploads/x.jpg' }).imagemUrl).toBe('/uploads/x.jpg');
  });

  it.each(fields.slice(0, -1).map((field, index) => [field, fields[index + 1]]))(
    '%s wins over %s',
    (first, second) => {
      expect(post({ [second]: '/uploads/second.jpg', [first]: '/uploads/first.jpg' }).imagemUrl).toBe(
        '/uploads/first.jpg',
      );
    },
  );

  it.each<[string, unknown, string | null]>([
    ['string', 'uploads/a.jpg', '/uploads/a.jpg'],
    ['bare file name', 'a.jpg', '/uploads/a.jpg'],
    ['absolute URL', 'https://cdn.x.com/a.jpg', 'https://cdn.x.com/a.jpg'],
    ['array, first usable', ['', 'undefined', '/uploads/b.jpg', '/uploads/c.jpg'], '/uploads/b.jpg'],
    ['array of objects', [{ url: 'null' }, { src: '/uploads/d.jpg' }], '/uploads/d.jpg'],
    ['object url', { url: '/uploads/e.jpg' }, '/uploads/e.jpg'],
    ['object imagem', { imagem: '/uploads/f.jpg' }, '/uploads/f.jpg'],
    ['object image', { image: '/uploads/g.jpg' }, '/uploads/g.jpg'],
    ['object original', { original: '/uploads/h.jpg' }, '/uploads/h.jpg'],
    ['object full', { full: '/uploads/i.jpg' }, '/uploads/i.jpg'],
    ['object path', { path: '2026/11/j.jpg' }, '/uploads/2026/11/j.jpg'],
    ['object caminho', { caminho: '/uploads/k.jpg' }, '/uploads/k.jpg'],
    ['object arquivo', { arquivo: 'l.jpg' }, '/uploads/l.jpg'],
    ['object file', { file: '/uploads/m.jpg' }, '/uploads/m.jpg'],
    ['object src', { src: '/uploads/n.jpg' }, '/uploads/n.jpg'],
    ['object key order (url before src)', { src: '/uploads/src.jpg', url: '/uploads/url.jpg' }, '/uploads/url.jpg'],
    ['nested object', { original: { url: '/uploads/o.jpg' } }, '/uploads/o.jpg'],
    ['empty string', '', null],
    ["'undefined'", 'undefined', null],
    ["'null'", 'null', null],
    ['URL containing undefined', '/uploads/undefined.jpg', null],
    ['object without keys', { alt: 'x' }, null],
    ['number', 7, null],
  ])('value as %s', (_label, value, expected) => {
    expect(resolveImageValue(value)).toBe(expected);
    expect(post({ imagemDestaque: value }).imagemUrl).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['missing first field falls through to the next', { imagemDestacada: 'undefined', imagemCapa: '/uploads/capa.jpg' }, '/uploads/capa.jpg'],
    ['content image when no field', { conteudo: '<p><img src="uploads/body.jpg"></p>' }, '/uploads/body.jpg'],
    ['missing content images skipped', { conteudo: '<img src="null"><img src="/uploads/ok.jpg">' }, '/uploads/ok.jpg'],
    ['field before content', { imagem: '/uploads/f.jpg', conteudo: '<img src="/uploads/body.jpg">' }, '/uploads/f.jpg'],
    ['gallery when no field or content image', { galeriaImagens: [{ url: '/uploads/g1.jpg' }, '/uploads/g2.jpg'] }, '/uploads/g1.jpg'],
    ['content before gallery', { conteudo: '<img src="/uploads/body.jpg">', galeriaImagens: ['/uploads/g1.jpg'] }, '/uploads/body.jpg'],
    ['nothing', { conteudo: '<p>sem imagem</p>' }, null],
  ])('%s', (_label, raw, expected) => {
    expect(post(raw).imagemUrl).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['string category colunistas', { categoria: 'Colunistas', imagemDestaque: '/uploads/capa.jpg', membroEquipe: { avatar: '/uploads/av.jpg' } }, '/uploads/av.jpg'],
    ['object slug colunistas', { categoria: { nome: 'Opinião', slug: 'colunistas' }, imagemDestaque: '/uploads/capa.jpg', membroEquipe: { avatar: 'av.jpg' } }, '/uploads/av.jpg'],
    ['colunistas without avatar keeps the cover', { categoria: 'colunistas', imagemDestaque: '/uploads/capa.jpg', membroEquipe: { avatar: '' } }, '/uploads/capa.jpg'],
    ['colunistas with missing avatar keeps the cover', { categoria: 'colunistas', imagemDestaque: '/uploads/capa.jpg', membroEquipe: { avatar: 'undefined' } }, '/uploads/capa.jpg'],
    ['colunistas avatar without cover', { categoria: 'colunistas', membroEquipe: { avatar: '/uploads/av.jpg' } }, '/uploads/av.jpg'],
    ['other category keeps the cover', { categoria: 'Política', imagemDestaque: '/uploads/capa.jpg', membroEquipe: { avatar: '/uploads/av.jpg' } }, '/uploads/capa.jpg'],
  ])('%s', (_label, raw, expected) => {
    expect(post(raw).imagemUrl).toBe(expected);
  });
});

describe('normalizePost — gallery and media', () => {
  it('galeria comes from galeriaImagens, which is kept as sent', () => {
    const galeriaImagens = ['/uploads/g1.jpg', { url: 'g2.jpg' }, { imagem: 'undefined' }, { caminho: '/uploads/g3.jpg' }, '/uploads/g1.jpg'];
    const result = post({ galeriaImagens, conteudo: '<img src="/uploads/body.jpg">' });
    expect(result.galeria).toEqual(['/uploads/g1.jpg', '/uploads/g2.jpg', '/uploads/g3.jpg']);
    expect(result.galeriaImagens).toEqual(galeriaImagens);
    expect(result.galeriaImagens).not.toBe(galeriaImagens);
  });

  it('without galeriaImagens, galeria is the content images other than the cover', () => {
    const conteudo = '<img src="/uploads/1.jpg"><img src="/uploads/2.jpg"><img src="uploads/3.jpg"><img src="/uploads/2.jpg">';
    expect(post({ conteudo }).galeria).toEqual(['/uploads/2.jpg', '/uploads/3.jpg']);
    expect(post({ conteudo, imagemDestaque: '/uploads/2.jpg' }).galeria).toEqual(['/uploads/1.jpg', '/uploads/3.jpg']);
    expect(post({ conteudo, imagemDestaque: '/uploads/capa.jpg' }).galeria).toEqual([
      '/uploads/1.jpg',
      '/uploads/2.jpg',
      '/uploads/3.jpg',
    ]);
  });

  it('an empty galeriaImagens falls back to the content', () => {
    expect(post({ galeriaImagens: [], conteudo: '<img src="/a.jpg"><img src="/b.jpg">' }).galeria).toEqual(['/uploads/b.jpg']);
  });

  it('extracts videos and audios from the content', () => {
    const result = post({
      conteudo:
        '<p>Ouça: https://cdn.x.com/entrevista.mp3</p><iframe src="https://www.youtube.com/embed/a"></iframe><a href="/uploads/b.mp3">b</a>',
    });
    expect(result.videos).toEqual(['https://www.youtube.com/embed/a']);
    expect(result.audios).toEqual(['https://cdn.x.com/entrevista.mp3', '/uploads/b.mp3']);
    expect(result.hasVideo).toBe(true);
    expect(result.hasAudio).toBe(true);
  });

  it.each<[string, boolean, boolean]>([
    ['<p>https://youtu.be/x</p>', true, false],
    ['<audio src="/a.mp3"></audio>', false, true],
    ['<p>texto</p>', false, false],
  ])('%p → hasVideo %p, hasAudio %p', (conteudo, hasVideo, hasAudio) => {
    const result = post({ conteudo });
    expect(result.hasVideo).toBe(hasVideo);
    expect(result.hasAudio).toBe(hasAudio);
  });
});

describe('normalizePost — a category sent by name only takes slug and colour from the list (SPEC §3)', () => {
  const known = [
    { nome: 'Esportes', slug: 'esportes', cor: '#16A34A' },
    { nome: 'Cultura e Lazer', slug: 'cultura-lazer', cor: '#F59E0B' },
  ];
  it.each<[string, Record<string, unknown>, { categoriaSlug: string; categoriaCor: string }]>([
    ['a name in the list', { categoria: 'Esportes' }, { categoriaSlug: 'esportes', categoriaCor: '#16A34A' }],
    ['a name in other letter case, its listed slug', { categoria: 'cultura e lazer' }, { categoriaSlug: 'cultura-lazer', categoriaCor: '#F59E0B' }],
    ['a name not in the list: the defaults', { categoria: 'Polícia' }, { categoriaSlug: 'policia', categoriaCor: DEFAULT_COLOR }],
    ['a slug without colour: the listed colour', { categoria: { nome: 'Esportes', slug: 'esportes' } }, { categoriaSlug: 'esportes', categoriaCor: '#16A34A' }],
    ['a colour sent wins over the list', { categoria: { nome: 'Esportes', slug: 'esportes', cor: '#000000' } }, { categoriaSlug: 'esportes', categoriaCor: '#000000' }],
  ])('%s', (_, fields, expected) => {
    expect(normalizePost({ id: 1, titulo: 'T', slug: 't', ...fields }, new Date(), known)).toMatchObject(expected);
  });
});

describe('postPath', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['server slug of the category object', { slug: 'p', categoria: { nome: 'Bombeiros', slug: 'bombeiros' } }, '/bombeiros/p'],
    ['table slug of the category name', { slug: 'p', categoria: 'Bombeiros' }, '/bombeiros-bombeiros/p'],
    ['table slug of an object without slug', { slug: 'p', categoria: { nome: 'Galerias' } }, '/galeria-de-fotos/p'],
    ['general rule', { slug: 'p', categoria: 'Política Local' }, '/politica-local/p'],
    ['default category', { slug: 'p' }, '/noticias/p'],
    ['default slug', { id: 9, categoria: 'Saúde' }, '/saude/noticia-9'],
  ])('%s', (_label, raw, path) => {
    expect(postPath(post(raw))).toBe(path);
  });

  it('an empty category slug uses noticias', () => {
    expect(postPath({ slug: 'x', categoriaSlug: '' })).toBe('/noticias/x');
  });
});

describe('normalizePostList', () => {
  it.each<[string, unknown, string[], Record<string, unknown> | null]>([
    ['{dados, meta}', { dados: [{ id: 1 }, { id: 2 }], meta: { pagina: 1, total: 2 } }, ['1', '2'], { pagina: 1, total: 2 }],
    ['{dados} without meta', { dados: [{ id: 1 }] }, ['1'], null],
    ['bare array', [{ id: 3 }, null, 'x', { id: 4 }], ['3', '4'], null],
    ['null', null, [], null],
    ['unexpected object', { erro: true }, [], null],
  ])('%s', (_label, raw, ids, meta) => {
    const result = normalizePostList(raw, NOW);
    expect(result.dados.map((p) => p.id)).toEqual(ids);
    expect(result.meta).toEqual(meta);
  });
});

describe('home selections', () => {
  const make = (id: number, categoria = 'Política'): Post => post({ id, categoria });

  it('recent news exclude columnists and featured posts, up to 12', () => {
    const news = [
      make(1),
      make(2, 'Colunistas'),
      make(3),
      ...Array.from({ length: 15 }, (_, i) => make(10 + i)),
    ];
    const featured = [make(3), make(10)];
    const recent = selectRecentNews(news, featured);
    expect(recent.map((p) => p.id)).toEqual(['1', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21']);
  });

  it.each<[Partial<Post>, boolean]>([
    [{ categoria: 'Colunistas', categoriaSlug: 'colunistas' }, true],
    [{ categoria: 'Opinião', categoriaSlug: 'colunistas' }, true],
    [{ categoria: 'colunistas', categoriaSlug: 'outra' }, true],
    [{ categoria: 'Política', categoriaSlug: 'politica' }, false],
  ])('isColumnistPost(%p) → %p', (fields, expected) => {
    expect(isColumnistPost({ categoria: null, categoriaSlug: '', ...fields })).toBe(expected);
  });

  it('gallery posts must have galeriaImagens; first n kept', () => {
    const posts = [
      post({ id: 1, galeriaImagens: ['/uploads/1.jpg'] }),
      post({ id: 2, conteudo: '<img src="/a.jpg"><img src="/b.jpg">' }),
      post({ id: 3, galeriaImagens: ['undefined'] }),
      post({ id: 4, galeriaImagens: [{ url: '/uploads/4.jpg' }] }),
      post({ id: 5, galeriaImagens: ['/uploads/5.jpg'] }),
    ];
    expect(selectGalleryPosts(posts).map((p) => p.id)).toEqual(['1', '4', '5']);
    expect(selectGalleryPosts(posts, 2).map((p) => p.id)).toEqual(['1', '4']);
  });

  it('galleryImageUrls ignores non-arrays', () => {
    expect(galleryImageUrls('x')).toEqual([]);
    expect(galleryImageUrls(null)).toEqual([]);
  });
});

describe('normalizePost: the featured image focal point (issue 28)', () => {
  it.each([
    ['kept for the featured image', { imagemDestaque: '/uploads/2026/11/a.jpg', imagemFoco: { x: 0.2, y: 0.9 } }, { x: 0.2, y: 0.9 }],
    ['absent', { imagemDestaque: '/uploads/2026/11/a.jpg' }, undefined],
    ['null', { imagemDestaque: '/uploads/2026/11/a.jpg', imagemFoco: null }, undefined],
    ['out of range', { imagemDestaque: '/uploads/2026/11/a.jpg', imagemFoco: { x: 2, y: 0.5 } }, undefined],
    ['not for an image taken from the body', { conteudo: '<p><img src="/uploads/2026/11/b.jpg"></p>', imagemFoco: { x: 0.2, y: 0.9 } }, undefined],
  ])('%s', (_label, fields, expected) => {
    expect(normalizePost({ id: 1, titulo: 'T', slug: 't', ...fields }).imagemFoco).toEqual(expected);
  });
});
