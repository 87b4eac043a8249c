/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { AdminEpisode } from '@/lib/schemas/episodes';
import { EpisodeForm } from '../episode-form';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();

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
const { AdminApiError } = require('@/lib/admin/api') as {
  AdminApiError: new (status: number, message: string, codigo: string, campos?: Record<string, string>) => Error;
};

const SHOWS = [
  { id: 3, nome: 'Sintonia FM Notícias', slug: 'sintonia-fm-noticias' },
  { id: 4, nome: 'Tarde Musical', slug: 'tarde-musical' },
];

const episode = (overrides: Partial<AdminEpisode> = {}): AdminEpisode => ({
  id: 9,
  programa: SHOWS[0],
  titulo: 'Entrevista com o prefeito',
  slug: 'entrevista-com-o-prefeito',
  descricao: 'Obras.',
  audioOrigem: 'externo',
  audioUrl: 'https://cdn.exemplo.com.br/a.mp3',
  audioMime: 'audio/mpeg',
  audioTamanho: 0,
  duracaoSegundos: 3723,
  capa: null,
  explicito: false,
  guid: 'g',
  publicadoEm: '2026-11-20T15:30:00.000Z',
  status: 'publicado',
  criadoEm: '2026-11-20T15:00:00.000Z',
  atualizadoEm: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

function renderForm(current: AdminEpisode | null = null) {
  const onSaved = jest.fn();
  render(
    <ToastProvider>
      <EpisodeForm episode={current} shows={SHOWS} onSaved={onSaved} onCancel={() => {}} />
    </ToastProvider>,
  );
  return { onSaved };
}

const submit = async (label: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
};

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
  useAdminSWR.mockReturnValue({ data: { dados: [], meta: { pagina: 1, limite: 18, total: 0, totalPaginas: 0 } }, error: undefined, isLoading: false, mutate: jest.fn() });
});

it('checks the form before sending: the show, the title and the audio, each next to its field', async () => {
  renderForm();
  await submit('Criar episódio');
  expect(adminFetch).not.toHaveBeenCalled();
  expect(screen.getByText('Escolha o programa do episódio.')).toBeInTheDocument();
  expect(screen.getByText('O título deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
  expect(screen.getByText('Escolha um áudio da biblioteca de mídia.')).toBeInTheDocument();
  expect(screen.getByLabelText('Programa')).toHaveFocus();
});

it('an external address: its duration required as HH:MM:SS or MM:SS, the size optional; sends what the API takes', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('Programa'), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Especial de sábado' } });
  fireEvent.click(screen.getByTestId('origem-externo'));
  fireEvent.change(screen.getByLabelText('Endereço do arquivo'), { target: { value: 'http://inseguro.com.br/a.mp3' } });
  fireEvent.change(screen.getByLabelText('Duração'), { target: { value: '1:75' } });
  await submit('Criar episódio');
  expect(adminFetch).not.toHaveBeenCalled();
  expect(screen.getByText('Use o endereço https:// completo do arquivo de áudio.')).toBeInTheDocument();
  expect(screen.getByText(/^Informe a duração como HH:MM:SS ou MM:SS/)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Endereço do arquivo'), { target: { value: 'https://cdn.exemplo.com.br/especial.mp3' } });
  fireEvent.change(screen.getByLabelText('Duração'), { target: { value: '1:02:03' } });
  fireEvent.change(screen.getByLabelText(/Tamanho \(bytes\)/), { target: { value: '123456' } });
  fireEvent.click(screen.getByLabelText(/Conteúdo explícito/));
  adminFetch.mockResolvedValue(episode({ titulo: 'Especial de sábado' }));
  await submit('Criar episódio');
  expect(adminFetch).toHaveBeenCalledWith('/episodios', {
    method: 'POST',
    json: {
      programaId: 4,
      titulo: 'Especial de sábado',
      descricao: '',
      audioOrigem: 'externo',
      audioUrl: 'https://cdn.exemplo.com.br/especial.mp3',
      duracao: '1:02:03',
      audioTamanho: 123456,
      capa: null,
      publicadoEm: null,
      explicito: true,
    },
  });
});

it('editing: the fields start from the episode (duration as a clock, date in São Paulo); the API’s field messages show', async () => {
  renderForm(episode());
  expect(screen.getByLabelText('Título')).toHaveValue('Entrevista com o prefeito');
  expect(screen.getByLabelText('Duração')).toHaveValue('1:02:03');
  expect(screen.getByLabelText('Data de publicação')).toHaveValue('2026-11-20');
  expect(screen.getByLabelText('Hora de publicação')).toHaveValue('12:30');
  adminFetch.mockRejectedValue(new AdminApiError(400, 'Dados inválidos. Verifique os campos destacados.', 'REQUISICAO_INVALIDA', { programaId: 'Programa não encontrado. Escolha outro.' }));
  await submit('Salvar alterações');
  expect(adminFetch).toHaveBeenCalledWith('/episodios/9', expect.objectContaining({ method: 'PUT' }));
  expect(adminFetch.mock.calls[0][1].json.publicadoEm).toBe('2026-11-20T12:30:00-03:00');
  expect(screen.getByText('Programa não encontrado. Escolha outro.')).toBeInTheDocument();
});

it('a publication time without a date: both inputs marked invalid and described by the message, the date focused', async () => {
  renderForm();
  const date = screen.getByLabelText('Data de publicação');
  const time = screen.getByLabelText('Hora de publicação');
  expect(time).not.toHaveAttribute('aria-invalid');
  fireEvent.change(time, { target: { value: '09:00' } });
  await submit('Criar episódio');
  expect(adminFetch).not.toHaveBeenCalled();
  const message = screen.getByText('Informe a data ou apague a hora.');
  for (const input of [date, time]) {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  }
  expect(date).toHaveFocus();

  fireEvent.change(time, { target: { value: '10:00' } });
  expect(time).not.toHaveAttribute('aria-invalid');
  expect(time.getAttribute('aria-describedby')?.split(' ')).not.toContain(message.id);
});
