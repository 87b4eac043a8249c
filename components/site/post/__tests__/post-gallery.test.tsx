/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { galleryImages } from '../gallery-items';
import { PostGallery } from '../post-gallery';

const images = galleryImages([
  { id: 1, url: '/uploads/2026/01/a.jpg', legenda: 'O desfile na avenida', ordem: 0 },
  { id: 2, url: '/uploads/2026/01/b.jpg', legenda: 'A rainha da festa', ordem: 1 },
  { id: 3, url: '2026/01/c.jpg', legenda: null, ordem: 2 },
]);

function renderGallery() {
  render(<PostGallery images={images} title="Fotos: Festa da Colheita" />);
  return screen.getAllByRole('button', { name: /^Abrir foto/ });
}

/** Clicks a thumbnail and waits for the viewer, whose code loads on demand. */
async function openPhoto(thumb: HTMLElement) {
  fireEvent.click(thumb);
  return screen.findByRole('dialog');
}

describe('galleryImages', () => {
  it('keeps the server order and captions, normalises paths and drops missing or repeated images', () => {
    expect(
      galleryImages([
        { url: 'a.jpg', legenda: 'A' },
        'https://cdn.exemplo.com/b.jpg',
        { url: 'undefined' },
        { url: '/uploads/a.jpg', legenda: 'repetida' },
        { caminho: 'c.jpg', caption: 'C' },
      ]),
    ).toEqual([
      { src: '/uploads/a.jpg', legenda: 'A' },
      { src: 'https://cdn.exemplo.com/b.jpg', legenda: '' },
      { src: '/uploads/c.jpg', legenda: 'C' },
    ]);
  });
});

describe('PostGallery', () => {
  it('renders nothing without images', () => {
    const { container } = render(<PostGallery images={[]} title="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows square thumbnails at the post-thumb variant', () => {
    const thumbs = renderGallery();
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAccessibleName('Abrir foto 1 de 3: O desfile na avenida');
    expect(thumbs[2]).toHaveAccessibleName('Abrir foto 3 de 3');
    expect(thumbs[0].querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('/uploads/2026/01/a_post-thumb.jpg'));
    expect(screen.getByRole('heading', { name: /Galeria de fotos/ })).toHaveTextContent('(3 fotos)');
  });

  it('opens a labelled modal dialog at the chosen photo, with focus inside and the page locked', async () => {
    const thumbs = renderGallery();
    const dialog = await openPhoto(thumbs[1]);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Galeria de fotos: Fotos: Festa da Colheita');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    expect(within(dialog).getByText('A rainha da festa', { selector: 'figcaption' })).toBeInTheDocument();
    expect(within(dialog).getByAltText('A rainha da festa').getAttribute('src')).toContain(encodeURIComponent('/uploads/2026/01/b_post-large.jpg'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('shows the thumbnail and a spinner until the photo has loaded, and asks no wider than the variant', async () => {
    const thumbs = renderGallery();
    const dialog = await openPhoto(thumbs[0]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando foto…');
    const photo = within(dialog).getByAltText('O desfile na avenida');
    expect(photo.getAttribute('srcset')).not.toContain('w=1920');
    fireEvent.load(photo);
    expect(within(dialog).queryByText('Carregando foto…')).not.toBeInTheDocument();
    // The next photo loads in its turn.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Carregando foto…')).toBeInTheDocument();
  });

  it('moves with the arrow keys and the buttons, wrapping at both ends', async () => {
    const thumbs = renderGallery();
    const dialog = await openPhoto(thumbs[0]);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próxima foto' }));
    expect(within(dialog).getByText('3 de 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByText('1 de 3')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foto anterior' }));
    expect(within(dialog).getByText('3 de 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    // A photo without caption is described by its position.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByAltText('Foto 3 de 3')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const thumbs = renderGallery();
    const dialog = await openPhoto(thumbs[0]);
    const buttons = within(dialog).getAllByRole('button');
    const [first, last] = [buttons[0], buttons[buttons.length - 1]];
    expect(first).toHaveAccessibleName('Fechar galeria');
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that escaped (e.g. a click outside) is brought back.
    thumbs[2].focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Esc and on the close button, returning focus to the thumbnail and unlocking the page', async () => {
    const thumbs = renderGallery();
    await openPhoto(thumbs[2]);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(thumbs[2]);
    expect(document.body.style.overflow).toBe('');

    await openPhoto(thumbs[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar galeria' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(thumbs[0]);
  });

  it('follows swipes', async () => {
    const thumbs = renderGallery();
    const dialog = await openPhoto(thumbs[0]);
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 100 }] });
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 300 }] });
    expect(within(dialog).getByText('1 de 3')).toBeInTheDocument();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 120 }] });
    expect(within(dialog).getByText('1 de 3')).toBeInTheDocument();
  });
});
