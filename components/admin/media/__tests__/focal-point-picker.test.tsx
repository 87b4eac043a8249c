/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Media } from '@/lib/schemas/media';
import { ToastProvider } from '@/components/ui/toast-provider';
import { FocalPointPicker } from '../focal-point-picker';

const adminFetch = jest.fn();

jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return { AdminApiError, adminFetch: (...args: unknown[]) => adminFetch(...args) };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as {
  AdminApiError: new (status: number, message: string, codigo: string, campos?: Record<string, string>) => Error;
};

const media = (overrides: Partial<Media> = {}): Media => ({
  id: 7,
  url: '/uploads/2026/05/foto.jpg',
  arquivo: '2026/05/foto.jpg',
  nomeOriginal: 'foto.jpg',
  mime: 'image/jpeg',
  tipo: 'imagem',
  duracaoSegundos: null,
  focoX: null,
  focoY: null,
  tamanho: 100_000,
  largura: 1000,
  altura: 2000,
  alt: 'Feira na praça',
  variantes: {
    'post-large': '/uploads/2026/05/foto_post-large.jpg',
    'post-medium': '/uploads/2026/05/foto_post-medium.jpg',
    'post-thumb': '/uploads/2026/05/foto_post-thumb.jpg',
  },
  criadoEm: '2026-05-02T12:00:00.000Z',
  enviadoPor: { id: 1, nome: 'Marta' },
  ...overrides,
});

function renderPicker(item = media()) {
  const onSaved = jest.fn();
  render(
    <ToastProvider>
      <FocalPointPicker media={item} onSaved={onSaved} />
    </ToastProvider>,
  );
  const picker = screen.getByTestId('seletor-ponto-focal');
  // jsdom does no layout: the picture is 200×400 at the page's top left.
  const image = picker.querySelector('img') as HTMLImageElement;
  image.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 400, right: 200, bottom: 400, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
  return { onSaved, picker };
}

const marker = () => screen.getByTestId('marcador-ponto-focal');
const described = () => screen.getByTestId('descricao-ponto-focal');

beforeEach(() => adminFetch.mockReset());

describe('FocalPointPicker (issue 28)', () => {
  it('puts the marker where the image is clicked and saves that point', async () => {
    adminFetch.mockImplementation(async (_path: string, init: { json: { focoX: number; focoY: number } }) => media({ focoX: init.json.focoX, focoY: init.json.focoY }));
    const { onSaved, picker } = renderPicker();
    expect(marker()).toHaveStyle({ left: '50%', top: '50%' });
    expect(described()).toHaveTextContent('Ponto focal: centro da imagem.');
    expect(screen.getByRole('button', { name: 'Salvar ponto focal' })).toBeDisabled();

    fireEvent.click(picker, { clientX: 50, clientY: 360 });
    expect(marker()).toHaveStyle({ left: '25%', top: '90%' });
    expect(described()).toHaveTextContent('Ponto focal: 25% da largura, 90% da altura.');
    // The share crop's preview follows: a tall picture shows its bottom part.
    expect(screen.getByTestId('previa-corte-compartilhamento').style.objectPosition).toBe('50% 100%');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar ponto focal' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ focoX: 0.25, focoY: 0.9 })));
    expect(adminFetch).toHaveBeenCalledWith('/midia/7', { method: 'PATCH', json: { focoX: 0.25, focoY: 0.9 } });
    expect(await screen.findByText('Ponto focal salvo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar ponto focal' })).toBeDisabled();
  });

  it('moves with the arrow keys (Shift: larger steps) without scrolling the page', () => {
    const { picker } = renderPicker(media({ focoX: 0.3, focoY: 0.3 }));
    expect(marker()).toHaveStyle({ left: '30%', top: '30%' });
    picker.focus();
    const right = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    act(() => {
      picker.dispatchEvent(right);
    });
    expect(right.defaultPrevented).toBe(true);
    fireEvent.keyDown(picker, { key: 'ArrowDown', shiftKey: true });
    expect(described()).toHaveTextContent('Ponto focal: 31% da largura, 40% da altura.');
    expect(screen.getByRole('button', { name: 'Salvar ponto focal' })).toBeEnabled();
    // Other keys are the button's own business.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      picker.dispatchEvent(tab);
    });
    expect(tab.defaultPrevented).toBe(false);
  });

  it('"Centralizar" saves the centre (both null)', async () => {
    adminFetch.mockResolvedValue(media());
    const { onSaved } = renderPicker(media({ focoX: 0.1, focoY: 0.9 }));
    fireEvent.click(screen.getByRole('button', { name: 'Centralizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(adminFetch).toHaveBeenCalledWith('/midia/7', { method: 'PATCH', json: { focoX: null, focoY: null } });
    expect(marker()).toHaveStyle({ left: '50%', top: '50%' });
    expect(await screen.findByText('Ponto focal no centro da imagem.')).toBeInTheDocument();
  });

  it("shows the API's pt-BR refusal", async () => {
    adminFetch.mockRejectedValue(new AdminApiError(400, 'Dados inválidos.', 'REQUISICAO_INVALIDA', { focoX: 'O ponto focal deve estar entre 0 e 1.' }));
    const { picker } = renderPicker();
    fireEvent.click(picker, { clientX: 100, clientY: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar ponto focal' }));
    expect(await screen.findAllByText('O ponto focal deve estar entre 0 e 1.')).not.toHaveLength(0);
    expect(picker).toHaveAttribute('aria-describedby', expect.stringContaining(' '));
  });
});
