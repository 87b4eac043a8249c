import {
  audioMimeFromUrl,
  durationLabel,
  episodeCover,
  episodeCoverFocus,
  episodePath,
  formatDuration,
  isExternalAudioUrl,
  isoDuration,
  normalizePodcastEpisodePage,
  normalizePodcastShowList,
  normalizePodcastShowPage,
  parseDurationText,
  showFeedPath,
  showPodcastPath,
} from '../podcast';

describe('durations', () => {
  it.each([
    ['1:05:30', 3930],
    ['01:05:30', 3930],
    ['0:00:59', 59],
    ['42:10', 2530],
    ['120:00', 7200],
    [' 3:07 ', 187],
    ['99:59:59', 359_999],
  ])('%p → %p seconds', (text, seconds) => {
    expect(parseDurationText(text)).toBe(seconds);
  });

  it.each(['', '0:00', '00:00:00', '5', '1:5', '1:60', '1:60:00', '100:00:00', 'abc', '1h30', '-1:00', '1:00:00:00'])('%p is not a duration', (text) => {
    expect(parseDurationText(text)).toBeNull();
  });

  it('formats as a clock, in words and in ISO 8601', () => {
    expect(formatDuration(3930)).toBe('1:05:30');
    expect(formatDuration(2530)).toBe('42:10');
    expect(formatDuration(59)).toBe('0:59');
    expect(durationLabel(3930)).toBe('1 h 05 min');
    expect(durationLabel(2530)).toBe('42 min');
    expect(durationLabel(42)).toBe('42 s');
    expect(isoDuration(3930)).toBe('PT1H5M30S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(75)).toBe('PT1M15S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});

describe('external audio addresses', () => {
  it.each([
    ['https://cdn.exemplo.com.br/ep1.mp3', true],
    ['https://dts.podtrac.com/redirect.mp3/cdn.exemplo.com/a.mp3?x=1', true],
    ['http://cdn.exemplo.com.br/ep1.mp3', false],
    ['https://localhost/ep1.mp3', false],
    ['https://user:senha@cdn.exemplo.com.br/a.mp3', false],
    ['javascript:alert(1)', false],
    ['/uploads/2026/01/a.mp3', false],
    ['https://cdn.exemplo.com.br/a b.mp3', false],
  ])('%p allowed: %p', (url, allowed) => {
    expect(isExternalAudioUrl(url)).toBe(allowed);
  });

  it.each([
    ['https://a.com.br/x.mp3', 'audio/mpeg'],
    ['https://a.com.br/x.M4A?v=2', 'audio/mp4'],
    ['https://a.com.br/x.aac', 'audio/aac'],
    ['https://a.com.br/x.ogg', 'audio/ogg'],
    ['https://a.com.br/x.opus#t=10', 'audio/ogg'],
    ['https://a.com.br/stream', 'audio/mpeg'],
  ])('%p is sent as %p', (url, mime) => {
    expect(audioMimeFromUrl(url)).toBe(mime);
  });
});

describe('addresses on the site', () => {
  it('builds the show, episode and feed paths', () => {
    expect(showPodcastPath('tarde-musical')).toBe('/podcasts/tarde-musical');
    expect(episodePath('tarde-musical', 'especial')).toBe('/podcasts/tarde-musical/especial');
    expect(showFeedPath('tarde-musical')).toBe('/podcasts/tarde-musical/feed.xml');
  });

  it('covers: the episode’s, else the show’s image, else the logo', () => {
    expect(episodeCover({ capa: '/uploads/e.jpg' }, { imagem: '/uploads/s.jpg' }, '/uploads/logo.png')).toBe('/uploads/e.jpg');
    expect(episodeCover({ capa: null }, { imagem: '/uploads/s.jpg' }, '/uploads/logo.png')).toBe('/uploads/s.jpg');
    expect(episodeCover({ capa: null }, { imagem: null }, '/uploads/logo.png')).toBe('/uploads/logo.png');
    expect(episodeCover({ capa: null }, { imagem: null }, null)).toBeNull();
  });

  it('the focal point of that cover: the episode’s cover’s, else the show’s image’s, the logo none', () => {
    const point = { x: 0.1, y: 0.5 };
    const other = { x: 0.9, y: 0.2 };
    expect(episodeCoverFocus({ capa: '/uploads/e.jpg', capaFoco: point }, { imagem: '/uploads/s.jpg', imagemFoco: other })).toEqual(point);
    expect(episodeCoverFocus({ capa: '/uploads/e.jpg' }, { imagem: '/uploads/s.jpg', imagemFoco: other })).toBeNull();
    expect(episodeCoverFocus({ capa: null }, { imagem: '/uploads/s.jpg', imagemFoco: other })).toEqual(other);
    expect(episodeCoverFocus({ capa: null }, { imagem: null, imagemFoco: other })).toBeNull();
  });
});

describe('normalisers', () => {
  const show = { id: 3, nome: 'Tarde Musical', slug: 'tarde-musical', descricao: 'Música', imagem: '2026/01/s.jpg', apresentadores: [{ id: 1, nome: 'Jorge', cargo: 'Locutor', avatar: null }, { nome: '' }], totalEpisodios: 2, ultimoEpisodioEm: '2026-11-20T12:00:00Z' };
  const episode = { id: 9, titulo: 'Especial', slug: 'especial', descricao: '', audioUrl: '/uploads/2026/01/a.mp3', audioMime: 'audio/mpeg', audioTamanho: 1234, duracaoSegundos: 60, capa: null, explicito: false, guid: 'g-1', publicadoEm: '2026-11-20T12:00:00Z', atualizadoEm: '2026-11-20T12:00:00Z' };

  it('takes the built-in shapes, with image paths normalised and bad entries dropped', () => {
    const [normalised] = normalizePodcastShowList([show, { nome: 'Sem slug' }, { slug: 'sem-nome' }, 'x']);
    expect(normalised).toMatchObject({ id: '3', slug: 'tarde-musical', imagem: '/uploads/2026/01/s.jpg', totalEpisodios: 2, apresentadores: [{ id: '1', nome: 'Jorge', avatar: null }] });
    expect(normalizePodcastShowList({ dados: [show] })).toHaveLength(1);
    expect(normalizePodcastShowList(null)).toEqual([]);
  });

  it('reads a show page and an episode page; anything else is null', () => {
    const page = normalizePodcastShowPage({ programa: show, dados: [episode, { titulo: 'sem áudio', slug: 'x', publicadoEm: '2026-01-01' }], meta: { pagina: 2, totalPaginas: 3, total: 41 } });
    expect(page).toMatchObject({ pagina: 2, totalPaginas: 3, total: 41, episodios: [{ id: '9', guid: 'g-1', audioTamanho: 1234, explicito: false }] });
    expect(page?.episodios).toHaveLength(1);
    expect(normalizePodcastShowPage({ dados: [] })).toBeNull();
    expect(normalizePodcastEpisodePage({ programa: show, episodio: episode })?.episodio.titulo).toBe('Especial');
    expect(normalizePodcastEpisodePage({ programa: show })).toBeNull();
  });

  it('keeps the images’ focal points when given in 0–1, and leaves them out otherwise (the centre)', () => {
    const page = normalizePodcastShowPage({ programa: { ...show, imagemFoco: { x: 0.25, y: 0.8 } }, dados: [{ ...episode, capa: '/uploads/e.jpg', capaFoco: { x: 0.1, y: 0.5 } }] });
    expect(page?.programa.imagemFoco).toEqual({ x: 0.25, y: 0.8 });
    expect(page?.episodios[0].capaFoco).toEqual({ x: 0.1, y: 0.5 });
    for (const focus of [null, { x: 2, y: 0.5 }, { x: '0.1', y: 0.5 }, 'centro']) {
      const other = normalizePodcastShowPage({ programa: { ...show, imagemFoco: focus }, dados: [{ ...episode, capaFoco: focus }] });
      expect(other?.programa).not.toHaveProperty('imagemFoco');
      expect(other?.episodios[0]).not.toHaveProperty('capaFoco');
    }
  });
});
