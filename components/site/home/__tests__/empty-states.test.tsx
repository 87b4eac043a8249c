/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { normalizePost } from '@/lib/domain/post';
import { normalizeSettings } from '@/lib/domain/settings';
import { Columnists } from '../columnists';
import { GallerySection } from '../gallery-section';
import { SocialSection } from '../social-section';
import { StaticHero } from '../static-hero';
import { RecentNews } from '../recent-news';

const post = (id: number, extra: Record<string, unknown> = {}) =>
  normalizePost({ id, titulo: `Notícia ${id}`, slug: `noticia-${id}`, categoria: { nome: 'Saúde', slug: 'saude', cor: '#10B981' }, criadoEm: '2026-11-20T12:00:00Z', ...extra });

describe('home widgets: empty states and rules (SPEC §2.4)', () => {
  it("Colunistas: 'Nenhuma coluna disponível' / 'Volte em breve para conferir novas opiniões.' and 'Ver mais...'", () => {
    render(<Columnists posts={[]} categorySlug="colunistas" />);
    expect(screen.getByText('Nenhuma coluna disponível')).toBeInTheDocument();
    expect(screen.getByText('Volte em breve para conferir novas opiniões.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mais...' })).toHaveAttribute('href', '/colunistas');
  });

  it("Colunistas: the first with an image (the member's avatar when it has none), the rest title and date", () => {
    const first = normalizePost({ id: 1, titulo: 'Coluna 1', categoria: { nome: 'Colunistas', slug: 'colunistas' }, membroEquipe: { id: 3, nome: 'Marta', cargo: 'Colunista', avatar: '/uploads/a.jpg' } });
    const { container } = render(<Columnists posts={[first, post(2), post(3)]} categorySlug="colunistas" />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    // Through the image optimiser: the variant is the optimiser's source.
    expect(decodeURIComponent(images[0].getAttribute('src') ?? '')).toContain('url=/uploads/a_post-thumb.jpg&');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it("Galeria: 'Nenhuma galeria disponivel no momento' / 'Em breve teremos novas fotos para compartilhar!'", () => {
    render(<GallerySection posts={[]} />);
    expect(screen.getByText('Nenhuma galeria disponivel no momento')).toBeInTheDocument();
    expect(screen.getByText('Em breve teremos novas fotos para compartilhar!')).toBeInTheDocument();
  });

  it("Galeria: 'N fotos', 'Ver Galeria' and 'Ver Todas as Galerias'", () => {
    const gallery = post(5, { galeriaImagens: [{ url: '/uploads/1.jpg' }, { url: '/uploads/2.jpg' }, { url: '/uploads/3.jpg' }] });
    render(<GallerySection posts={[gallery]} />);
    expect(screen.getByText('3 fotos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Galeria: Notícia 5' })).toHaveAttribute('href', '/saude/noticia-5');
    expect(screen.getByRole('link', { name: 'Ver Todas as Galerias' })).toHaveAttribute('href', '/galeria-de-fotos');
  });

  it('Redes Sociais: only networks with a URL, and nothing at all when none is set', () => {
    const { container, rerender } = render(<SocialSection redes={normalizeSettings([]).redes} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SocialSection redes={normalizeSettings([{ chave: 'instagram', valor: 'https://instagram.com/sintonia' }, { chave: 'tiktok', valor: ' ' }]).redes} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/sintonia');
  });

  it('without banners: a static hero with the station name and slogan', () => {
    render(<StaticHero brand="Sintonia FM" slogan="A rádio do Vale" frequencia="87.9" />);
    expect(screen.getByRole('heading', { name: 'Sintonia FM' })).toBeInTheDocument();
    expect(screen.getByText('A rádio do Vale')).toBeInTheDocument();
  });

  it.each([
    [6, 4, 2, 0],
    [8, 4, 2, 0],
    [9, 4, 2, 1],
    [12, 4, 2, 4],
  ])('Notícias Recentes with %i posts: %i cards, %i rows, %i in the further list', (total, cards, rows, more) => {
    render(<RecentNews posts={Array.from({ length: total }, (_, i) => post(i + 1))} />);
    expect(screen.getByTestId('recentes-cards').querySelectorAll('article')).toHaveLength(cards);
    expect(screen.getByTestId('recentes-linhas').querySelectorAll('article')).toHaveLength(rows);
    expect(screen.queryByTestId('recentes-mais')?.querySelectorAll('article').length ?? 0).toBe(more);
  });

  it("any image with no source shows 'Sem imagem'", () => {
    render(<RecentNews posts={[post(1, { imagemDestaque: 'undefined' })]} />);
    expect(screen.getByText('Sem imagem')).toBeInTheDocument();
  });
});
