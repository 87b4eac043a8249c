import { normalizeBanner, normalizeBannerList, type Banner } from '../banner';

describe('normalizeBanner (SPEC §3 Banner)', () => {
  it.each<[string, Record<string, unknown>, Partial<Banner>]>([
    ['id', { id: 1 }, { id: '1' }],
    ['uuid', { uuid: 'b-1' }, { id: 'b-1' }],
    ['titulo', { titulo: 'Promoção' }, { titulo: 'Promoção' }],
    ['nome', { nome: 'Campanha' }, { titulo: 'Campanha' }],
    ['titulo before nome', { titulo: 'A', nome: 'B' }, { titulo: 'A' }],
    ['imagemUrl', { imagemUrl: '/uploads/b1.jpg' }, { imagemUrl: '/uploads/b1.jpg' }],
    ['imagem', { imagem: 'uploads/b2.jpg' }, { imagemUrl: '/uploads/b2.jpg' }],
    ['urlImagem', { urlImagem: 'https://cdn.x.com/b3.jpg' }, { imagemUrl: 'https://cdn.x.com/b3.jpg' }],
    ['imagemUrl before imagem before urlImagem', { urlImagem: '/c.jpg', imagem: '/b.jpg', imagemUrl: '/a.jpg' }, { imagemUrl: '/uploads/a.jpg' }],
    ['empty imagemUrl falls through', { imagemUrl: '', imagem: '/uploads/b.jpg' }, { imagemUrl: '/uploads/b.jpg' }],
    ['missing image', { imagem: 'undefined' }, { imagemUrl: '' }],
    ['linkUrl', { linkUrl: 'https://x.com/promo' }, { linkUrl: 'https://x.com/promo' }],
    ['url', { url: 'https://x.com/u' }, { linkUrl: 'https://x.com/u' }],
    ['linkUrl before url', { linkUrl: 'https://a', url: 'https://b' }, { linkUrl: 'https://a' }],
    ['no link', {}, { linkUrl: null }],
    ['ordem', { ordem: '2' }, { ordem: 2 }],
  ])('%s', (_label, raw, expected) => {
    expect(normalizeBanner(raw)).toMatchObject(expected);
  });

  it('defaults, without ordem when not sent', () => {
    const banner = normalizeBanner({});
    expect(banner).toEqual({ id: '', titulo: '', imagemUrl: '', linkUrl: null });
    expect('ordem' in banner).toBe(false);
  });
});

describe('normalizeBannerList', () => {
  const items = [
    { id: 1, titulo: 'A', imagemUrl: '/uploads/a.jpg' },
    { id: 2, titulo: 'Sem imagem' },
    { id: 3, titulo: 'Nula', imagem: 'null' },
    { id: 4, titulo: 'B', urlImagem: '/uploads/b.jpg' },
  ];

  it.each<[string, unknown, string[]]>([
    ['bare array', items, ['1', '4']],
    ['{dados}', { dados: items }, ['1', '4']],
    ['non-object items', [null, 7, ...items], ['1', '4']],
    ['null', null, []],
    ['object without dados', { banners: items }, []],
  ])('%s keeps banners with an image, in server order', (_label, raw, ids) => {
    expect(normalizeBannerList(raw).map((b) => b.id)).toEqual(ids);
  });
});
