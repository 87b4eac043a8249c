import { normalizePost } from '../post';
import { breadcrumbJsonLd, newsArticleJsonLd, radioStationJsonLd, serializeJsonLd } from '../structured-data';

const site = { base: 'https://www.sintoniafm.com.br', name: 'Sintonia FM', logo: '/uploads/logo.png' };

describe('structured data', () => {
  it('BreadcrumbList: positions from 1, absolute items', () => {
    expect(breadcrumbJsonLd([{ name: 'Início', path: '/' }, { name: 'Saúde', path: '/saude' }], site.base).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://www.sintoniafm.com.br/' },
      { '@type': 'ListItem', position: 2, name: 'Saúde', item: 'https://www.sintoniafm.com.br/saude' },
    ]);
  });

  it('NewsArticle: headline, absolute image, dates, author (team member first), publisher with logo', () => {
    const post = normalizePost({
      id: 1,
      titulo: 'Vacinação começa segunda',
      imagemDestaque: '/uploads/a.jpg',
      publicadoEm: '2026-11-20T12:00:00Z',
      atualizadoEm: '2026-11-20T15:00:00Z',
      autor: { id: 2, nome: 'Redação' },
      membroEquipe: { id: 3, nome: 'Marta Lindner', cargo: 'Repórter' },
      tags: ['saúde', 'vacina'],
    });
    const data = newsArticleJsonLd(post, '/saude/vacinacao', site);
    expect(data).toEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'Vacinação começa segunda',
        image: ['https://www.sintoniafm.com.br/uploads/a.jpg'],
        dateModified: '2026-11-20T15:00:00.000Z',
        author: [{ '@type': 'Person', name: 'Marta Lindner' }],
        publisher: { '@type': 'Organization', name: 'Sintonia FM', url: site.base, logo: { '@type': 'ImageObject', url: 'https://www.sintoniafm.com.br/uploads/logo.png' } },
        url: 'https://www.sintoniafm.com.br/saude/vacinacao',
        keywords: 'saúde, vacina',
      }),
    );
  });

  it('RadioStation: frequency, contacts and sameAs', () => {
    const data = radioStationJsonLd({ ...site, description: 'A rádio do Vale', frequency: '87.9', phone: '(51) 3555-8790', email: 'a@b.c', address: 'Rua X, 1', postalCode: '95000-000', sameAs: ['https://instagram.com/x'], streamUrl: null });
    expect(data['@type']).toEqual(['RadioStation', 'Organization']);
    expect(data.broadcastFrequency).toEqual({ '@type': 'BroadcastFrequencySpecification', broadcastFrequencyValue: '87.9', broadcastSignalModulation: 'FM' });
    expect(data.sameAs).toEqual(['https://instagram.com/x']);
  });

  it('serialises without a way to close the script element', () => {
    expect(serializeJsonLd({ headline: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
