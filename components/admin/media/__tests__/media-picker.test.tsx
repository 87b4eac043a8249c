/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Media } from '@/lib/schemas/media';
import { ToastProvider } from '@/components/ui/toast-provider';
import { MediaDetails } from '../media-details';
import { MediaPicker } from '../media-picker';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();
const mutate = jest.fn();

jest.mock('@/lib/admin/api', () => {
  // The real error class: the screens tell API errors apart as they do in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return {
    AdminApiError,
    adminFetch: (...args: unknown[]) => adminFetch(...args),
    useAdminSWR: (...args: unknown[]) => useAdminSWR(...args),
    uploadWithProgress: jest.fn(),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as { AdminApiError: new (status: number, message: string, codigo: string) => Error };

const media = (id: number, nomeOriginal: string, alt = ''): Media => ({
  id,
  url: `/uploads/2026/05/${id}.jpg`,
  arquivo: `2026/05/${id}.jpg`,
  nomeOriginal,
  mime: 'image/jpeg',
  tipo: 'imagem',
  duracaoSegundos: null,
  focoX: null,
  focoY: null,
  tamanho: 245_760,
  largura: 1600,
  altura: 900,
  alt,
  variantes: {
    'post-large': `/uploads/2026/05/${id}_post-large.jpg`,
    'post-medium': `/uploads/2026/05/${id}_post-medium.jpg`,
    'post-thumb': `/uploads/2026/05/${id}_post-thumb.jpg`,
  },
  criadoEm: '2026-05-10T15:30:00.000Z',
  enviadoPor: { id: 1, nome: 'Administração Sintonia' },
});

const library = [media(1, 'praca.jpg', 'Praça da Matriz'), media(2, 'ponte.jpg'), media(3, 'feira.jpg', 'Feira do produtor')];

beforeEach(() => {
  adminFetch.mockReset();
  mutate.mockReset();
  useAdminSWR.mockReset();
  useAdminSWR.mockReturnValue({
    data: { dados: library, meta: { pagina: 1, limite: 18, total: 3, totalPaginas: 1 } },
    error: undefined,
    isLoading: false,
    mutate,
  });
});

describe('MediaPicker', () => {
  it('returns one image, then closes', () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    render(<MediaPicker open onClose={onClose} onSelect={onSelect} accept="image" />);
    const dialog = screen.getByRole('dialog', { name: 'Escolher imagem' });
    // The image picker lists images only (the library also holds the podcasts' audio).
    expect(useAdminSWR.mock.calls[0][0]).toBe('/midia?pagina=1&limite=18&tipo=imagem');
    const use = within(dialog).getByRole('button', { name: 'Usar imagem selecionada' });
    expect(use).toBeDisabled();

    // Thumbnails are the post-thumb variant, lazy, with the alt text (or the file name).
    const thumb = within(dialog).getByRole('img', { name: 'Praça da Matriz' });
    expect(thumb).toHaveAttribute('src', '/uploads/2026/05/1_post-thumb.jpg');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(within(dialog).getByRole('img', { name: 'ponte.jpg' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: /Praça da Matriz/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Feira do produtor/ }));
    expect(within(dialog).getByRole('button', { name: /Praça da Matriz/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(use);
    expect(onSelect).toHaveBeenCalledWith(library[2]);
    expect(onClose).toHaveBeenCalled();
  });

  it('returns several images in the order they were picked', () => {
    const onSelect = jest.fn();
    render(<MediaPicker open multiple onClose={() => {}} onSelect={onSelect} accept="image" />);
    fireEvent.click(screen.getByRole('button', { name: /Feira do produtor/ }));
    fireEvent.click(screen.getByRole('button', { name: /ponte\.jpg/ }));
    expect(screen.getByText('2 imagens selecionadas.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Usar imagens selecionadas' }));
    expect(onSelect).toHaveBeenCalledWith([library[2], library[1]]);
  });

  it('has Biblioteca and Enviar tabs, closes on Escape and gives focus back', () => {
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { rerender } = render(<MediaPicker open onClose={onClose} onSelect={() => {}} accept="image" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('tab', { name: 'Enviar' }));
    expect(screen.getByRole('tab', { name: 'Enviar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Arraste imagens para cá/ })).toBeVisible();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    rerender(<MediaPicker open={false} onClose={onClose} onSelect={() => {}} accept="image" />);
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

describe('MediaDetails', () => {
  it('shows the facts in pt-BR and the API reason when deletion is refused', async () => {
    const refusal = 'Esta imagem está em uso: postagem «Cheia do Rio Caí».';
    adminFetch.mockRejectedValueOnce(new AdminApiError(409, refusal, 'MIDIA_EM_USO'));
    const onDeleted = jest.fn();
    render(
      <ToastProvider>
        <MediaDetails media={library[0]} canDelete onChanged={() => {}} onDeleted={onDeleted} onClose={() => {}} />
      </ToastProvider>,
    );
    expect(screen.getByText('240 KB')).toBeInTheDocument();
    expect(screen.getByText('1600 × 900 px')).toBeInTheDocument();
    expect(screen.getByText('JPEG')).toBeInTheDocument();
    expect(screen.getByText('10/05/2026 12h30')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço da imagem')).toHaveValue('http://localhost/uploads/2026/05/1.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir imagem?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir imagem' })));
    expect(adminFetch).toHaveBeenCalledWith('/midia/1', { method: 'DELETE' });
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('saves the alt text', async () => {
    const updated = { ...library[1], alt: 'Ponte sobre o rio' };
    adminFetch.mockResolvedValueOnce(updated);
    const onChanged = jest.fn();
    render(
      <ToastProvider>
        <MediaDetails media={library[1]} canDelete={false} onChanged={onChanged} onDeleted={() => {}} onClose={() => {}} />
      </ToastProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salvar texto alternativo' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Texto alternativo'), { target: { value: 'Ponte sobre o rio' } });
    await act(async () => fireEvent.click(save));
    expect(adminFetch).toHaveBeenCalledWith('/midia/2', { method: 'PATCH', json: { alt: 'Ponte sobre o rio' } });
    expect(onChanged).toHaveBeenCalledWith(updated);
  });
});
