import {
  DEFAULT_SETTINGS,
  brandName,
  contactEmailOf,
  defaultSettings,
  normalizeSettings,
  parseVolume,
  socialLinks,
  streamUrlOf,
  telHref,
  whatsappLink,
  type PublicSettings,
} from '../settings';

const list = (entries: Record<string, unknown>): Array<{ chave: string; valor: unknown }> =>
  Object.entries(entries).map(([chave, valor]) => ({ chave, valor }));

const withSettings = (patch: (s: PublicSettings) => void): PublicSettings => {
  const settings = defaultSettings();
  patch(settings);
  return settings;
};

describe('DEFAULT_SETTINGS (settings cannot be loaded)', () => {
  it('has the SPEC defaults', () => {
    expect(DEFAULT_SETTINGS.site.nome).toBe('Sintonia FM');
    expect(DEFAULT_SETTINGS.site.logoRodape).toBe('/logo-rodape.svg');
    expect(DEFAULT_SETTINGS.site.favicon).toBe('/favicon.ico');
    expect(DEFAULT_SETTINGS.whatsapp).toEqual({ numero: '5551999990000', ativo: true });
    expect(DEFAULT_SETTINGS.player.streamUrl).toBe('http://stream.sintonia.local/sintonia/stream');
    expect(DEFAULT_SETTINGS.player.volumeInicial).toBe(0.7);
    expect(DEFAULT_SETTINGS.player.iniciarMutado).toBe(false);
    expect(DEFAULT_SETTINGS.player.autoplay).toBe(false);
    expect(DEFAULT_SETTINGS.sobreRadio).toBeUndefined();
  });

  it('is deeply frozen; defaultSettings() returns an independent copy', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS.site)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SETTINGS.player.appDownloadLinks)).toBe(true);
    const copy = defaultSettings();
    copy.site.nome = 'Outra';
    copy.player.appDownloadLinks.android = 'x';
    expect(DEFAULT_SETTINGS.site.nome).toBe('Sintonia FM');
    expect(defaultSettings().player.appDownloadLinks.android).toBe('');
    expect(copy).not.toBe(DEFAULT_SETTINGS);
  });

  it.each([[null], [undefined], ['texto'], [42], [true]])('unusable payload %p gives the defaults', (raw) => {
    const settings = normalizeSettings(raw);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings).not.toBe(DEFAULT_SETTINGS);
  });
});

describe('normalizeSettings — list form', () => {
  it.each([
    ['site.nome', 'nome', 'Rádio Sintonia FM'],
    ['site.descricao', 'descricao', 'A rádio da região'],
    ['site.logo', 'logo', '/uploads/logo.png'],
    ['site.logoAdmin', 'logoAdmin', '/uploads/logo-admin.png'],
    ['site.logoRodape', 'logoRodape', '/uploads/rodape.png'],
    ['site.favicon', 'favicon', '/uploads/favicon.png'],
    ['site.frequencia', 'frequencia', '87.9'],
    ['site.telefone', 'telefone', '(51) 3333-4444'],
    ['site.email', 'email', 'radio@example.com'],
    ['site.emailContato', 'emailContato', 'contato@example.com'],
    ['site.endereco', 'endereco', 'Rua A, 100'],
    ['site.cep', 'cep', '93000-000'],
  ] as const)('%s → site.%s', (chave, field, valor) => {
    expect(normalizeSettings(list({ [chave]: valor })).site[field]).toBe(valor);
  });

  it.each([
    ['telefone', 'telefone', '(51) 1111-2222'],
    ['fone', 'telefone', '(51) 1111-2222'],
    ['email', 'email', 'a@example.com'],
    ['contato.email', 'email', 'a@example.com'],
    ['emailContato', 'emailContato', 'c@example.com'],
    ['contato.emailContato', 'emailContato', 'c@example.com'],
    ['endereco', 'endereco', 'Av. B, 5'],
    ['cep', 'cep', '90000-000'],
  ] as const)('contact alias %s → site.%s', (chave, field, valor) => {
    expect(normalizeSettings(list({ [chave]: valor })).site[field]).toBe(valor);
  });

  it.each([
    [{ 'site.telefone': '1', telefone: '2', fone: '3' }, 'telefone', '1'],
    [{ telefone: '2', fone: '3' }, 'telefone', '2'],
    [{ 'site.email': '1', email: '2', 'contato.email': '3' }, 'email', '1'],
    [{ email: '2', 'contato.email': '3' }, 'email', '2'],
    [{ 'site.emailContato': '1', emailContato: '2', 'contato.emailContato': '3' }, 'emailContato', '1'],
    [{ emailContato: '2', 'contato.emailContato': '3' }, 'emailContato', '2'],
    [{ 'site.endereco': '1', endereco: '2' }, 'endereco', '1'],
    [{ 'site.cep': '1', cep: '2' }, 'cep', '1'],
    [{ 'site.telefone': '', fone: '3' }, 'telefone', '3'],
  ] as const)('contact priority %p → site.%s = %p', (entries, field, expected) => {
    expect(normalizeSettings(list(entries)).site[field]).toBe(expected);
  });

  const streams = {
    'radio.streamUrl': 'http://a/stream',
    'player.stream.principal': 'http://b/stream',
    'player.url': 'http://c/stream',
    'radio.url': 'http://d/stream',
  };
  it.each([
    [['radio.streamUrl', 'player.stream.principal'], 'http://a/stream'],
    [['radio.streamUrl', 'player.url'], 'http://a/stream'],
    [['radio.streamUrl', 'radio.url'], 'http://a/stream'],
    [['player.stream.principal', 'player.url'], 'http://b/stream'],
    [['player.stream.principal', 'radio.url'], 'http://b/stream'],
    [['player.url', 'radio.url'], 'http://c/stream'],
    [['radio.streamUrl'], 'http://a/stream'],
    [['player.stream.principal'], 'http://b/stream'],
    [['player.url'], 'http://c/stream'],
    [['radio.url'], 'http://d/stream'],
    [['radio.streamUrl', 'player.stream.principal', 'player.url', 'radio.url'], 'http://a/stream'],
  ] as const)('stream priority among %p → %p', (keys, expected) => {
    // Reverse the listing order so the winner never depends on position in the list.
    const entries = Object.fromEntries([...keys].reverse().map((key) => [key, streams[key]]));
    const settings = normalizeSettings(list(entries));
    expect(settings.player.streamUrl).toBe(expected);
    expect(settings.radio.streamUrl).toBe(expected);
    expect(streamUrlOf(settings)).toBe(expected);
  });

  it('an empty higher-priority stream is skipped', () => {
    expect(normalizeSettings(list({ 'radio.streamUrl': '', 'player.url': 'http://c/s' })).player.streamUrl).toBe(
      'http://c/s',
    );
  });

  it('without any stream key no stream is configured', () => {
    const settings = normalizeSettings(list({ 'site.nome': 'X' }));
    expect(settings.player.streamUrl).toBe('');
    expect(streamUrlOf(settings)).toBeNull();
  });

  it.each<[unknown, boolean]>([
    ['true', true],
    [true, true],
    ['1', true],
    [1, true],
    ['false', false],
    [false, false],
    ['0', false],
    [0, false],
    ['sim', false],
  ])('player booleans from %p → %p', (valor, expected) => {
    const settings = normalizeSettings(list({ 'player.autoplay': valor, 'player.iniciarMutado': valor }));
    expect(settings.player.autoplay).toBe(expected);
    expect(settings.player.iniciarMutado).toBe(expected);
  });

  it('player booleans default to false', () => {
    const settings = normalizeSettings(list({}));
    expect(settings.player.autoplay).toBe(false);
    expect(settings.player.iniciarMutado).toBe(false);
  });

  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['true', true],
    [true, true],
    ['1', true],
    [1, true],
    ['false', false],
    [false, false],
    ['0', false],
    [0, false],
  ])('whatsapp.ativo %p → %p', (valor, expected) => {
    const entries = valor === undefined ? {} : { 'whatsapp.ativo': valor };
    expect(normalizeSettings(list(entries)).whatsapp.ativo).toBe(expected);
  });

  it.each<[unknown, number]>([
    [undefined, 0.7],
    ['', 0.7],
    ['abc', 0.7],
    [null, 0.7],
    ['0.5', 0.5],
    ['0,25', 0.25],
    [' 0.9 ', 0.9],
    [0.3, 0.3],
    ['0', 0],
    [0, 0],
    ['1', 1],
    ['1.5', 1],
    [70, 1],
    ['-0.2', 0],
    [-3, 0],
  ])('player.volumeInicial %p → %p', (valor, expected) => {
    const entries = valor === undefined ? {} : { 'player.volumeInicial': valor };
    expect(normalizeSettings(list(entries)).player.volumeInicial).toBe(expected);
  });

  it('reads the messaging number, app links, frequency and facebookAppId', () => {
    const settings = normalizeSettings(
      list({
        'whatsapp.numero': 5551988887777,
        'player.app.android': 'https://play.example.com/app',
        'player.app.ios': 'https://apps.example.com/app',
        'radio.frequencia': '87.9',
        facebookAppId: '123456',
      }),
    );
    expect(settings.whatsapp.numero).toBe('5551988887777');
    expect(settings.player.appDownloadLinks).toEqual({
      android: 'https://play.example.com/app',
      ios: 'https://apps.example.com/app',
    });
    expect(settings.radio.frequencia).toBe('87.9');
    expect(settings.facebook.appId).toBe('123456');
  });

  it.each(['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin'] as const)(
    'social %s accepted bare and with the redes. prefix (prefix first)',
    (network) => {
      const url = `https://${network}.com/sintonia`;
      expect(normalizeSettings(list({ [network]: url })).redes[network]).toBe(url);
      expect(normalizeSettings(list({ [`redes.${network}`]: url })).redes[network]).toBe(url);
      expect(normalizeSettings(list({ [network]: 'bare', [`redes.${network}`]: url })).redes[network]).toBe(url);
      expect(normalizeSettings(list({})).redes[network]).toBe('');
    },
  );

  it('missing values are empty and nothing is invented', () => {
    const settings = normalizeSettings([]);
    expect(settings.site.nome).toBe('');
    expect(settings.site.logoRodape).toBe('');
    expect(settings.whatsapp).toEqual({ numero: '', ativo: true });
    expect(settings.player.volumeInicial).toBe(0.7);
    expect(settings.sobreRadio).toBeUndefined();
    expect('sobreRadio' in settings).toBe(false);
  });

  it('skips malformed items, trims values and keeps the first occurrence of a key', () => {
    const settings = normalizeSettings([
      null,
      'x',
      { valor: 'sem chave' },
      { chave: 'site.nome', valor: '  Rádio Sintonia  ' },
      { chave: 'site.nome', valor: 'Outra' },
    ]);
    expect(settings.site.nome).toBe('Rádio Sintonia');
  });

  it('accepts the list wrapped in {dados}', () => {
    expect(normalizeSettings({ dados: list({ 'site.nome': 'Rádio X' }) }).site.nome).toBe('Rádio X');
  });
});

describe('normalizeSettings — object form', () => {
  const objectForm = {
    site: {
      nome: 'Rádio Sintonia FM',
      descricao: 'Descrição',
      frequencia: '87.9',
      telefone: '(51) 3333-4444',
      email: 'radio@example.com',
      endereco: 'Rua A, 100',
      cep: '93000-000',
      logo: '/uploads/logo.png',
      logoAdmin: '/uploads/admin.png',
      logoRodape: '/uploads/rodape.png',
      favicon: '/favicon.png',
    },
    whatsapp: { numero: '5551988887777', ativo: 'true' },
    player: { streamUrl: 'https://s.example.com/live', autoplay: 'true', volumeInicial: '0.4', iniciarMutado: true },
    radio: { streamUrl: 'http://r.example.com/live', frequencia: '87.9' },
    redes: { facebook: 'https://facebook.com/x', instagram: '', youtube: 'https://youtube.com/@x' },
    facebook: { appId: '999' },
    sobreRadio: { titulo: 'Nossa história', texto: 'Desde 1990' },
  };

  it('reads every group', () => {
    const settings = normalizeSettings(objectForm);
    expect(settings.site).toEqual({ ...objectForm.site, emailContato: '' });
    expect(settings.whatsapp).toEqual({ numero: '5551988887777', ativo: true });
    expect(settings.player).toEqual({
      streamUrl: 'https://s.example.com/live',
      autoplay: true,
      volumeInicial: 0.4,
      iniciarMutado: true,
      appDownloadLinks: { android: '', ios: '' },
    });
    expect(settings.radio).toEqual({ streamUrl: 'http://r.example.com/live', frequencia: '87.9' });
    expect(settings.redes).toEqual({
      facebook: 'https://facebook.com/x',
      instagram: '',
      twitter: '',
      youtube: 'https://youtube.com/@x',
      tiktok: '',
      linkedin: '',
    });
    expect(settings.facebook.appId).toBe('999');
    expect(settings.sobreRadio).toEqual({ titulo: 'Nossa história', texto: 'Desde 1990' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['site.emailContato', { site: { emailContato: 'a@x.com' }, emailContato: 'b@x.com' }, 'a@x.com'],
    ['emailContato', { emailContato: 'b@x.com', contato: { emailContato: 'c@x.com' } }, 'b@x.com'],
    ['contato.emailContato', { contato: { emailContato: 'c@x.com' }, emailContatoPublico: 'd@x.com' }, 'c@x.com'],
    ['emailContatoPublico', { emailContatoPublico: 'd@x.com' }, 'd@x.com'],
    ['none', {}, ''],
  ])('contact e-mail from %s', (_label, raw, expected) => {
    expect(normalizeSettings(raw).site.emailContato).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, { android: string; ios: string }]>([
    ['player.androidApp / player.iosApp', { player: { androidApp: 'and1', iosApp: 'ios1' } }, { android: 'and1', ios: 'ios1' }],
    ['app.android / app.ios', { app: { android: 'and2', ios: 'ios2' } }, { android: 'and2', ios: 'ios2' }],
    [
      'player.* before app.*',
      { player: { androidApp: 'and1', iosApp: 'ios1' }, app: { android: 'and2', ios: 'ios2' } },
      { android: 'and1', ios: 'ios1' },
    ],
    [
      'player.appDownloadLinks',
      { player: { appDownloadLinks: { android: 'and0', ios: 'ios0' } } },
      { android: 'and0', ios: 'ios0' },
    ],
    ['none', {}, { android: '', ios: '' }],
  ])('app links from %s', (_label, raw, expected) => {
    expect(normalizeSettings(raw).player.appDownloadLinks).toEqual(expected);
  });

  it.each<[unknown, boolean]>([
    [undefined, true],
    ['true', true],
    [true, true],
    ['false', false],
    [false, false],
  ])('whatsapp.ativo %p → %p', (ativo, expected) => {
    expect(normalizeSettings({ whatsapp: { numero: '1', ativo } }).whatsapp.ativo).toBe(expected);
  });

  it.each<[unknown, number]>([
    [undefined, 0.7],
    ['0.2', 0.2],
    [2, 1],
    [-1, 0],
  ])('player.volumeInicial %p → %p', (volumeInicial, expected) => {
    expect(normalizeSettings({ player: { volumeInicial } }).player.volumeInicial).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [{ a: 1 }, true],
    [undefined, false],
    ['texto', false],
    [null, false],
  ])('sobreRadio %p present: %p', (sobreRadio, present) => {
    expect('sobreRadio' in normalizeSettings({ site: {}, sobreRadio })).toBe(present);
  });

  it('an empty object gives empty values with field defaults', () => {
    const settings = normalizeSettings({});
    expect(settings.site.nome).toBe('');
    expect(settings.whatsapp.ativo).toBe(true);
    expect(settings.player.volumeInicial).toBe(0.7);
    expect(streamUrlOf(settings)).toBeNull();
  });
});

describe('parseVolume', () => {
  it.each<[unknown, number]>([
    [0.55, 0.55],
    ['0.55', 0.55],
    ['1e-1', 0.1],
    ['50%', 0.7],
    [Number.NaN, 0.7],
    [{}, 0.7],
  ])('%p → %p', (value, expected) => {
    expect(parseVolume(value)).toBe(expected);
  });
});

describe('brandName', () => {
  it.each([
    ['Rádio Sintonia FM', 'Rádio Sintonia FM'],
    ['  Rádio X  ', 'Rádio X'],
    ['', 'Sintonia FM'],
    ['   ', 'Sintonia FM'],
  ])('site.nome %p → %p', (nome, expected) => {
    expect(brandName(withSettings((s) => (s.site.nome = nome)))).toBe(expected);
  });
});

describe('streamUrlOf', () => {
  it.each<[string, string, string | null]>([
    ['https://p.example.com/live', 'http://r.example.com/live', 'http://p.example.com/live'],
    ['', 'https://r.example.com/live', 'http://r.example.com/live'],
    ['http://p.example.com/live', '', 'http://p.example.com/live'],
    ['', '', null],
    ['  ', '  ', null],
  ])('player %p, radio %p → %p', (player, radio, expected) => {
    const settings = withSettings((s) => {
      s.player.streamUrl = player;
      s.radio.streamUrl = radio;
    });
    expect(streamUrlOf(settings)).toBe(expected);
  });

  it('defaults give the default stream', () => {
    expect(streamUrlOf(DEFAULT_SETTINGS)).toBe('http://stream.sintonia.local/sintonia/stream');
  });
});

describe('whatsappLink', () => {
  const text = encodeURIComponent('Olá! Gostaria de enviar um recado para a Rádio Sintonia FM.');

  it.each<[string, boolean, string, string | null]>([
    ['5551999990000', true, 'Rádio Sintonia FM', `https://wa.me/5551999990000?text=${text}`],
    ['+55 (51) 99999-0000', true, 'Rádio Sintonia FM', `https://wa.me/5551999990000?text=${text}`],
    ['5551999990000', false, 'Rádio Sintonia FM', null],
    ['', true, 'Rádio Sintonia FM', null],
    ['sem número', true, 'Rádio Sintonia FM', null],
  ])('numero %p, ativo %p → %p', (numero, ativo, nome, expected) => {
    const settings = withSettings((s) => {
      s.whatsapp = { numero, ativo };
      s.site.nome = nome;
    });
    expect(whatsappLink(settings)).toBe(expected);
  });

  it('the prefilled text decodes to the SPEC sentence with the brand', () => {
    const link = whatsappLink(defaultSettings());
    expect(link).not.toBeNull();
    const url = new URL(link as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/5551999990000');
    expect(url.searchParams.get('text')).toBe('Olá! Gostaria de enviar um recado para a Sintonia FM.');
  });

  it('a list-form "true" keeps messaging active', () => {
    const settings = normalizeSettings(list({ 'whatsapp.numero': '5551988887777', 'whatsapp.ativo': 'true' }));
    expect(whatsappLink(settings)).toMatch(/^https:\/\/wa\.me\/5551988887777\?text=/);
  });
});

describe('contactEmailOf', () => {
  it.each<[string, string, string | null]>([
    ['contato@x.com', 'radio@x.com', 'contato@x.com'],
    ['', 'radio@x.com', 'radio@x.com'],
    ['  ', 'radio@x.com', 'radio@x.com'],
    ['', '', null],
  ])('emailContato %p, email %p → %p', (emailContato, email, expected) => {
    expect(contactEmailOf(withSettings((s) => Object.assign(s.site, { emailContato, email })))).toBe(expected);
  });
});

describe('telHref', () => {
  it.each<[string | null | undefined, string | null]>([
    ['(51) 3333-4444', 'tel:5133334444'],
    ['+55 51 99999-0000', 'tel:5551999990000'],
    ['5551999990000', 'tel:5551999990000'],
    ['', null],
    ['sem telefone', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});

describe('socialLinks', () => {
  const redes = {
    facebook: 'https://facebook.com/x',
    instagram: '',
    twitter: '   ',
    youtube: 'https://youtube.com/@x',
    tiktok: 'https://tiktok.com/@x',
    linkedin: '',
  };

  it('keeps only non-empty URLs, in the order of the keys', () => {
    expect(socialLinks(redes, ['facebook', 'instagram', 'twitter', 'youtube'])).toEqual([
      { network: 'facebook', url: 'https://facebook.com/x' },
      { network: 'youtube', url: 'https://youtube.com/@x' },
    ]);
    expect(socialLinks(redes, ['youtube', 'facebook']).map((l) => l.network)).toEqual(['youtube', 'facebook']);
  });

  it('defaults to the six networks of the home section', () => {
    expect(socialLinks(redes).map((l) => l.network)).toEqual(['facebook', 'youtube', 'tiktok']);
  });

  it('gives an empty list when none is set (section hidden)', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ facebook: null, instagram: undefined })).toEqual([]);
  });
});

describe('normalizeSettings — video channel (latest video)', () => {
  const FEED = 'https://www.youtube.com/feeds/videos.xml?channel_id=UCs1nt0n1aFM879vAl3Ser3n';
  const CHANNEL = 'https://www.youtube.com/@sintoniafm879';
  const SOCIAL = 'https://youtube.com/@social';

  it('defaults to empty values', () => {
    expect(DEFAULT_SETTINGS.video).toEqual({ feedUrl: '', channelUrl: '' });
    expect(normalizeSettings([]).video).toEqual({ feedUrl: '', channelUrl: '' });
    expect(normalizeSettings({}).video).toEqual({ feedUrl: '', channelUrl: '' });
  });

  it.each<[string, Record<string, unknown>, { feedUrl: string; channelUrl: string }]>([
    ['youtube.canalFeed + youtube.canal', { 'youtube.canalFeed': FEED, 'youtube.canal': CHANNEL }, { feedUrl: FEED, channelUrl: CHANNEL }],
    ['youtube.canal wins over the social link', { 'youtube.canal': CHANNEL, 'redes.youtube': SOCIAL }, { feedUrl: '', channelUrl: CHANNEL }],
    ['channel falls back to redes.youtube', { 'youtube.canalFeed': FEED, 'redes.youtube': SOCIAL }, { feedUrl: FEED, channelUrl: SOCIAL }],
    ['channel falls back to bare youtube', { youtube: SOCIAL }, { feedUrl: '', channelUrl: SOCIAL }],
    ['blank youtube.canal falls back too', { 'youtube.canal': '  ', youtube: SOCIAL }, { feedUrl: '', channelUrl: SOCIAL }],
    ['values are trimmed', { 'youtube.canalFeed': `  ${FEED} `, 'youtube.canal': ` ${CHANNEL}` }, { feedUrl: FEED, channelUrl: CHANNEL }],
  ])('list form: %s', (_label, entries, expected) => {
    expect(normalizeSettings(list(entries)).video).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, { feedUrl: string; channelUrl: string }]>([
    ['video.feedUrl + video.channelUrl', { video: { feedUrl: FEED, channelUrl: CHANNEL } }, { feedUrl: FEED, channelUrl: CHANNEL }],
    ['youtube.canalFeed + youtube.canal (nested)', { youtube: { canalFeed: FEED, canal: CHANNEL } }, { feedUrl: FEED, channelUrl: CHANNEL }],
    ['youtube.canalFeed + youtube.canal (dotted keys)', { 'youtube.canalFeed': FEED, 'youtube.canal': CHANNEL }, { feedUrl: FEED, channelUrl: CHANNEL }],
    [
      'video.* before youtube.*',
      { video: { feedUrl: FEED, channelUrl: CHANNEL }, youtube: { canalFeed: 'outro', canal: 'outro' } },
      { feedUrl: FEED, channelUrl: CHANNEL },
    ],
    ['channel falls back to redes.youtube', { video: { feedUrl: FEED }, redes: { youtube: SOCIAL } }, { feedUrl: FEED, channelUrl: SOCIAL }],
    ['non-text values are ignored', { video: { feedUrl: { x: 1 }, channelUrl: ['a'] } }, { feedUrl: '', channelUrl: '' }],
  ])('object form: %s', (_label, raw, expected) => {
    expect(normalizeSettings(raw).video).toEqual(expected);
  });
});

describe('normalizeSettings — about text (sobre.texto)', () => {
  const TEXT = 'A Sintonia FM nasceu em 1994.\n\nHoje chega a mais de 20 municípios.';

  it('defaults to an empty text', () => {
    expect(DEFAULT_SETTINGS.sobre).toEqual({ texto: '' });
    expect(normalizeSettings([]).sobre).toEqual({ texto: '' });
    expect(normalizeSettings({}).sobre).toEqual({ texto: '' });
  });

  it("list form: the built-in backend's key 'sobreRadio.texto', paragraphs kept, ends trimmed", () => {
    expect(normalizeSettings(list({ 'sobreRadio.texto': `  ${TEXT}\n` })).sobre).toEqual({ texto: TEXT });
    expect(normalizeSettings(list({ 'sobreRadio.texto': '   ' })).sobre.texto).toBe('');
  });

  it('object form: sobreRadio.texto, while sobreRadio itself is kept as sent', () => {
    const settings = normalizeSettings({ sobreRadio: { titulo: 'Nossa história', texto: TEXT } });
    expect(settings.sobre).toEqual({ texto: TEXT });
    expect(settings.sobreRadio).toEqual({ titulo: 'Nossa história', texto: TEXT });
  });

  it.each<[unknown, string]>([
    [{ historia: 'Outra chave' }, ''],
    [{ texto: ['a'] }, ''],
    [{ texto: 1994 }, '1994'],
    ['texto solto', ''],
    [null, ''],
  ])('object form sobreRadio %p → texto %p', (sobreRadio, expected) => {
    expect(normalizeSettings({ sobreRadio }).sobre.texto).toBe(expected);
  });
});

describe('postagens.mostrarVisualizacoes (issue 27 item 6): readers see view counts only when the station says so', () => {
  it.each<[string, unknown, boolean]>([
    ['default (settings not loaded)', null, false],
    ['list form without the key', [{ chave: 'site.nome', valor: 'Rádio' }], false],
    ['list form, on', [{ chave: 'postagens.mostrarVisualizacoes', valor: 'true' }], true],
    ['list form, off', [{ chave: 'postagens.mostrarVisualizacoes', valor: 'false' }], false],
    ['object form, on', { postagens: { mostrarVisualizacoes: true } }, true],
    ['object form without it', { site: { nome: 'Rádio' } }, false],
  ])('%s', (_label, raw, shown) => {
    expect(normalizeSettings(raw).postagens.mostrarVisualizacoes).toBe(shown);
  });
});
