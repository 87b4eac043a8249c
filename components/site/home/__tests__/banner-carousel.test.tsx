/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Banner } from '@/lib/domain/banner';
import { BannerCaption } from '../banner-caption';
import { BannerCarousel } from '../banner-carousel';

const banners = [1, 2, 3].map((id) => ({ id, titulo: `Banner ${id}`, imagemUrl: `/uploads/b${id}.jpg`, linkUrl: null }) as unknown as Banner);
// eslint-disable-next-line @next/next/no-img-element -- stand-ins for the server-rendered pictures
const images = banners.map((banner) => <img key={banner.id} alt="" data-testid={`imagem-${banner.id}`} src={banner.imagemUrl} />);
const captions = banners.map((banner) => <BannerCaption key={banner.id} banner={banner} />);

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => setReadyState('complete'));

describe('BannerCarousel pictures', () => {
  it('renders only the first slide picture until the window has loaded, then all of them', () => {
    setReadyState('loading');
    render(<BannerCarousel banners={banners} images={images} captions={captions} />);
    expect(screen.getByTestId('imagem-1')).toBeInTheDocument();
    expect(screen.queryByTestId('imagem-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId('imagem-3')).not.toBeInTheDocument();
    act(() => {
      setReadyState('complete');
      window.dispatchEvent(new Event('load'));
    });
    expect(screen.getByTestId('imagem-2')).toBeInTheDocument();
    expect(screen.getByTestId('imagem-3')).toBeInTheDocument();
  });

  it('takes pictures and captions keyed by banner, as the home page passes them, without a key warning', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      setReadyState('loading');
      render(<BannerCarousel banners={banners} images={images} captions={captions} />);
      act(() => {
        setReadyState('complete');
        window.dispatchEvent(new Event('load'));
      });
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('shows a slide chosen before the window has loaded with its picture', () => {
    setReadyState('loading');
    render(<BannerCarousel banners={banners} images={images} captions={captions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para slide 3' }));
    expect(screen.getByTestId('imagem-3')).toBeInTheDocument();
    expect(screen.queryByTestId('imagem-2')).not.toBeInTheDocument();
  });

  it('has every picture at once when the window had already loaded (a client-side visit)', () => {
    render(<BannerCarousel banners={banners} images={images} captions={captions} />);
    expect(screen.getAllByTestId(/^imagem-/)).toHaveLength(3);
  });
});
