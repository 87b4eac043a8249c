/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { OptimizedImage } from '../optimized-image';

const widths = (srcSet: string | null) => (srcSet ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));

describe('OptimizedImage', () => {
  it('caps the first picture at 828 px on a phone in portrait, and keeps every width for wider screens', () => {
    const { container } = render(<OptimizedImage src="/uploads/2026/11/capa.jpg" alt="" fill priority sizes="100vw" />);
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source?.getAttribute('media')).toBe('(max-width: 480px)');
    expect(Math.max(...widths(source!.getAttribute('srcset')))).toBe(828);
    expect(Math.max(...widths(img!.getAttribute('srcset')))).toBeGreaterThan(828);
    expect(source?.getAttribute('sizes')).toBe('100vw');
  });

  it('leaves a lazy picture as a plain <img>', () => {
    const { container } = render(<OptimizedImage src="/uploads/2026/11/capa.jpg" alt="" fill sizes="100vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it.each(['https://cdn.example.com/capa.jpg', '//cdn.example.com/capa.jpg'])('shows an image of another host as it comes: %p', (src) => {
    const { container } = render(<OptimizedImage src={src} alt="" fill sizes="100vw" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(src);
    expect(container.querySelector('img')?.getAttribute('srcset')).toBeNull();
  });

  it('needs no <picture> when no width is over the cap', () => {
    const { container } = render(<OptimizedImage src="/uploads/2026/11/capa.jpg" alt="" width={300} height={200} priority sizes="300px" />);
    expect(container.querySelector('picture')).toBeNull();
  });
});
