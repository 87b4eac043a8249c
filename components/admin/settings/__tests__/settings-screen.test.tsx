/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import { settingsValuesFromRows } from '@/lib/domain/settings-fields';
import { SETTINGS_MESSAGES } from '@/lib/schemas/settings';
import { SettingsScreen } from '../settings-screen';

jest.mock('@/lib/admin/api', () => {
  // The real error class: the screens tell API errors apart as they do in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  const adminFetch = jest.fn();
  const useSWR = jest.requireActual('swr').default;
  return {
    AdminApiError,
    adminFetch,
    useAdminSWR: (path: string | null) => useSWR(path, (key: string) => adminFetch(key), { shouldRetryOnError: false }),
  };
});
// The library dialog has its own tests; here it hands back one image.
jest.mock('@/components/admin/media/media-picker', () => ({
  MediaPicker: (props: { open: boolean; onSelect: (media: { url: string }) => void }) =>
    props.open ? (
      <button type="button" onClick={() => props.onSelect({ url: '/uploads/2026/11/logo-novo.png' })}>
        Escolher da biblioteca
      </button>
    ) : null,
}));

const { AdminApiError } = jest.requireMock('@/lib/admin/api') as { AdminApiError: new (...args: unknown[]) => Error };
const api = adminFetch as jest.MockedFunction<typeof adminFetch>;

const valores = settingsValuesFromRows([
  { chave: 'site.nome', valor: 'Sintonia FM' },
  { chave: 'site.descricao', valor: 'A rádio do Vale.' },
  { chave: 'site.frequencia', valor: '87.9' },
  { chave: 'site.email', valor: 'contato@sintonia.local' },
  { chave: 'redes.instagram', valor: 'https://instagram.com/sintonia' },
]);
const FACEBOOK = { configurado: true, conectado: false, pagina: null, conectadoPor: null, conectadoEm: null, ultimoErro: null };
let puts: unknown[];

function mockApi(onPut: (body: unknown) => unknown) {
  puts = [];
  api.mockImplementation(async (path: string, init: { method?: string; json?: unknown } = {}) => {
    if (path === '/integracoes/facebook') return FACEBOOK as never;
    if (path === '/configuracoes' && (init.method ?? 'GET') === 'GET') return { valores, atualizadoEm: '2026-11-20T12:00:00.000Z' } as never;
    if (path === '/configuracoes' && init.method === 'PUT') {
      puts.push(init.json);
      return onPut(init.json) as never;
    }
    throw new Error(`inesperado: ${path}`);
  });
}

async function renderScreen() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <SettingsScreen />
      </ToastProvider>
    </SWRConfig>,
  );
  return screen.findByLabelText(/Nome do site/);
}

const input = (label: string | RegExp) => screen.getByLabelText(label, { exact: typeof label === 'string' ? true : undefined }) as HTMLInputElement;

describe('SettingsScreen', () => {
  it('shows the groups, previews the header and share card live, and marks unsaved changes', async () => {
    mockApi(() => ({}));
    await renderScreen();
    for (const heading of ['Site', 'Contato', 'WhatsApp', 'Player', 'Rádio', 'Redes sociais', 'Facebook', 'Canal de vídeos', 'A Rádio']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.queryByTestId('alteracoes-pendentes')).not.toBeInTheDocument();
    fireEvent.change(input(/Nome do site/), { target: { value: 'Rádio Nova' } });
    expect(screen.getByTestId('previa-cabecalho')).toHaveTextContent('Rádio Nova');
    expect(screen.getByTestId('previa-compartilhamento')).toHaveTextContent('Rádio Nova');
    expect(screen.getByTestId('previa-compartilhamento')).toHaveTextContent('A rádio do Vale.');
    expect(screen.getByTestId('alteracoes-pendentes')).toHaveTextContent('Alterações não salvas');
    expect(await screen.findByText('Nenhuma página do Facebook conectada.')).toBeInTheDocument();
  });

  it('validates before sending: the messages sit next to their fields and the first one gets the focus', async () => {
    mockApi(() => ({}));
    await renderScreen();
    fireEvent.change(input('Instagram'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(input('E-mail'), { target: { value: 'nao-e-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByTestId('resumo-erros')).toHaveTextContent('Revise os campos destacados antes de salvar.');
    const email = input('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(SETTINGS_MESSAGES.email);
    const instagram = input('Instagram');
    expect(document.getElementById(instagram.getAttribute('aria-describedby')!)).toHaveTextContent(SETTINGS_MESSAGES.url);
    await waitFor(() => expect(email).toHaveFocus());
    expect(puts).toEqual([]);
    // Fixing a field clears its message.
    fireEvent.change(email, { target: { value: 'redacao@sintonia.local' } });
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('saves the grouped values, toasts, and shows the server’s field errors next to the fields', async () => {
    mockApi((body) => ({ valores: body, atualizadoEm: '2026-11-21T12:00:00.000Z', alteradas: ['site.nome', 'site.logo'] }));
    await renderScreen();
    fireEvent.change(input(/Nome do site/), { target: { value: 'Rádio Nova' } });
    fireEvent.click(screen.getByRole('button', { name: /^Logo do site/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Escolher da biblioteca' }));
    expect(screen.getByAltText('Logo do site atual')).toHaveAttribute('src', '/uploads/2026/11/logo-novo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect((puts[0] as typeof valores).site).toEqual(expect.objectContaining({ nome: 'Rádio Nova', logo: '/uploads/2026/11/logo-novo.png' }));
    expect(screen.queryByTestId('alteracoes-pendentes')).not.toBeInTheDocument();

    api.mockImplementationOnce(async () => {
      throw new AdminApiError(400, 'Dados inválidos. Verifique os campos destacados.', 'REQUISICAO_INVALIDA', { 'contato.telefone': SETTINGS_MESSAGES.phone });
    });
    fireEvent.change(input('Telefone'), { target: { value: '(51) 3333-4444' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByTestId('resumo-erros')).toHaveTextContent('Dados inválidos. Verifique os campos destacados.');
    expect(input('Telefone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('resumo-erros')).toHaveTextContent(`Contato › Telefone: ${SETTINGS_MESSAGES.phone}`);
  });
});
