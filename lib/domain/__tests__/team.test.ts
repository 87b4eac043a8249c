import { avatarColor, initialsOf, normalizeTeamList, normalizeTeamMember } from '../team';

describe('normalizeTeamMember', () => {
  it('reads the built-in shape', () => {
    expect(
      normalizeTeamMember({
        id: 3,
        nome: 'Paulo Weber',
        cargo: 'Colunista de Economia',
        avatar: '/uploads/2026/01/paulo.jpg',
        bio: 'Economista.',
        redes: { linkedin: 'https://www.linkedin.com/in/pauloweber', twitter: 'https://x.com/pauloweber' },
        colunista: true,
      }),
    ).toEqual({
      id: '3',
      nome: 'Paulo Weber',
      cargo: 'Colunista de Economia',
      avatar: '/uploads/2026/01/paulo.jpg',
      bio: 'Economista.',
      // Socials come out in the usual network order, not the server's.
      redes: [
        { network: 'twitter', url: 'https://x.com/pauloweber' },
        { network: 'linkedin', url: 'https://www.linkedin.com/in/pauloweber' },
      ],
      site: null,
      email: null,
      colunista: true,
    });
  });

  it.each<[string, unknown, { site: string | null; email: string | null }]>([
    ['site and e-mail from the staff panel', { site: 'https://paulo.blog.br', email: 'paulo@sintonia.local' }, { site: 'https://paulo.blog.br', email: 'paulo@sintonia.local' }],
    ['website and e-mail aliases', { website: 'http://paulo.com', 'e-mail': 'p@x.com.br' }, { site: 'http://paulo.com', email: 'p@x.com.br' }],
    ['non-http site and a malformed e-mail dropped', { site: 'javascript:alert(1)', email: 'paulo@' }, { site: null, email: null }],
    ['list form carries neither', [{ rede: 'site', url: 'https://paulo.com' }], { site: null, email: null }],
    ['none', undefined, { site: null, email: null }],
  ])('site and e-mail: %s', (_label, redes, expected) => {
    const member = normalizeTeamMember({ nome: 'Paulo', redes });
    expect({ site: member?.site, email: member?.email }).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['nome', { nome: 'Ana Souza' }],
    ['name', { name: 'Ana Souza' }],
    ['nome before name', { nome: 'Ana Souza', name: 'Outra' }],
    ['blank nome falls to name', { nome: '  ', name: 'Ana Souza' }],
  ])('name alias: %s', (_label, raw) => {
    expect(normalizeTeamMember(raw)?.nome).toBe('Ana Souza');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['cargo', { cargo: 'Locutora' }, 'Locutora'],
    ['role', { role: 'Locutora' }, 'Locutora'],
    ['funcao', { funcao: 'Locutora' }, 'Locutora'],
    ['cargo before role and funcao', { cargo: 'Repórter', role: 'x', funcao: 'y' }, 'Repórter'],
    ['none', {}, ''],
  ])('role alias: %s', (_label, raw, expected) => {
    expect(normalizeTeamMember({ nome: 'Ana', ...raw })?.cargo).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['avatar', { avatar: '/uploads/a.jpg' }, '/uploads/a.jpg'],
    ['foto', { foto: 'b.jpg' }, '/uploads/b.jpg'],
    ['imagem', { imagem: 'uploads/c.jpg' }, '/uploads/c.jpg'],
    ['avatar before foto', { avatar: 'a.jpg', foto: 'b.jpg' }, '/uploads/a.jpg'],
    ['blank avatar falls to foto', { avatar: '', foto: 'b.jpg' }, '/uploads/b.jpg'],
    ["'undefined' avatar falls to imagem", { avatar: '/uploads/undefined', imagem: 'c.jpg' }, '/uploads/c.jpg'],
    ['object with url', { avatar: { url: '/uploads/d.png' } }, '/uploads/d.png'],
    ['array', { foto: ['', 'e.png'] }, '/uploads/e.png'],
    ['absolute URL kept', { avatar: 'https://cdn.example.com/f.jpg' }, 'https://cdn.example.com/f.jpg'],
    ['protocol-relative kept', { avatar: '//cdn.example.com/g.jpg' }, '//cdn.example.com/g.jpg'],
    ["'null' only", { avatar: 'null' }, null],
    ['none', {}, null],
  ])('avatar: %s', (_label, raw, expected) => {
    expect(normalizeTeamMember({ nome: 'Ana', ...raw })?.avatar).toBe(expected);
  });

  it.each<[string, unknown, Array<{ network: string; url: string }>]>([
    ['object form', { instagram: 'https://instagram.com/ana', facebook: 'https://facebook.com/ana' }, [
      { network: 'facebook', url: 'https://facebook.com/ana' },
      { network: 'instagram', url: 'https://instagram.com/ana' },
    ]],
    ['list form with rede/url', [{ rede: 'YouTube', url: 'https://youtube.com/@ana' }], [{ network: 'youtube', url: 'https://youtube.com/@ana' }]],
    ['list form with network/link, x means twitter', [{ network: 'x', link: 'https://x.com/ana' }], [{ network: 'twitter', url: 'https://x.com/ana' }]],
    ['unknown networks, blank and non-http URLs dropped', { orkut: 'https://orkut.com/ana', instagram: '', tiktok: 'javascript:alert(1)', linkedin: 'linkedin.com/in/ana' }, []],
    ['first URL per network wins', [{ rede: 'instagram', url: 'https://instagram.com/a' }, { rede: 'instagram', url: 'https://instagram.com/b' }], [
      { network: 'instagram', url: 'https://instagram.com/a' },
    ]],
    ['none', undefined, []],
    ['not an object', 'https://instagram.com/ana', []],
  ])('redes: %s', (_label, redes, expected) => {
    expect(normalizeTeamMember({ nome: 'Ana', redes })?.redes).toEqual(expected);
  });

  it('accepts redesSociais as the socials alias', () => {
    expect(normalizeTeamMember({ nome: 'Ana', redesSociais: { instagram: 'https://instagram.com/ana' } })?.redes).toEqual([
      { network: 'instagram', url: 'https://instagram.com/ana' },
    ]);
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ colunista: true }, true],
    [{ colunista: 'true' }, true],
    [{ colunista: false, cargo: 'Locutor' }, false],
    [{ cargo: 'Colunista de Cultura' }, true],
    [{ role: 'colunista' }, true],
    [{}, false],
  ])('colunista from %p → %p', (raw, expected) => {
    expect(normalizeTeamMember({ nome: 'Ana', ...raw })?.colunista).toBe(expected);
  });

  it('bio and id fallbacks', () => {
    expect(normalizeTeamMember({ uuid: 'abc', nome: 'Ana', biografia: 'Texto' })).toMatchObject({ id: 'abc', bio: 'Texto' });
    expect(normalizeTeamMember({ nome: 'Ana' })).toMatchObject({ id: 'Ana', bio: '' });
  });

  it.each<[unknown]>([[null], ['Ana'], [[]], [{}], [{ nome: '   ' }], [{ cargo: 'Locutor' }]])('%p → null', (raw) => {
    expect(normalizeTeamMember(raw)).toBeNull();
  });
});

describe('normalizeTeamList', () => {
  const members = [{ nome: 'Ana' }, { nome: 'Bia' }];

  it.each<[string, unknown]>([
    ['bare array', members],
    ['{dados}', { dados: members }],
    ['{equipe}', { equipe: members }],
    ['{membros}', { membros: members }],
  ])('%s', (_label, raw) => {
    expect(normalizeTeamList(raw).map((m) => m.nome)).toEqual(['Ana', 'Bia']);
  });

  it('keeps the server order, drops inactive and unusable members', () => {
    const list = normalizeTeamList([
      { nome: 'Zeca' },
      { nome: 'Inativo', ativo: false },
      { nome: 'Inativo texto', ativo: 'false' },
      null,
      { cargo: 'Sem nome' },
      { nome: 'Ana', ativo: true },
    ]);
    expect(list.map((m) => m.nome)).toEqual(['Zeca', 'Ana']);
  });

  it.each<[unknown]>([[null], [{}], ['x'], [{ dados: 'x' }]])('%p → []', (raw) => {
    expect(normalizeTeamList(raw)).toEqual([]);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Cláudio Zanella', 'CZ'],
    ['Jorge Dalla Costa', 'JC'],
    ['Maria da Silva', 'MS'],
    ['  marta   lindner ', 'ML'],
    ['Helena', 'H'],
    ['Érico de Souza', 'ÉS'],
    ['', '?'],
  ])('%p → %p', (nome, expected) => {
    expect(initialsOf(nome)).toBe(expected);
  });
});

describe('avatarColor', () => {
  it('is stable per name and a dark hex colour', () => {
    expect(avatarColor('Marta Lindner')).toBe(avatarColor('Marta Lindner'));
    expect(avatarColor('Marta Lindner')).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('spreads names over more than one colour', () => {
    const names = ['Marta Lindner', 'Cláudio Zanella', 'Renata Fagundes', 'Paulo Weber', 'Helena Boff', 'Jorge Dalla Costa'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(1);
  });
});
