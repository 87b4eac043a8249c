/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import useSWR from 'swr';
import { ToastProvider } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import { clockText } from '@/lib/domain/post-autosave';
import { postDraftKey } from '@/lib/domain/post-draft';
import { postToFormValues } from '@/lib/domain/post-form';
import { AutosaveOffer } from '../autosave-offer';
import { PostForm } from '../post-form';
import { CATEGORIES, TEAM, detail } from './fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }) }));

jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  const adminFetch = jest.fn();
  // SWR over the mocked request, as the real hook is over the real one.
  const useAdminSWR = (path: string | null) => useSWR(path, (key: string) => adminFetch(key), { shouldRetryOnError: false, revalidateOnFocus: false });
  return { AdminApiError, adminFetch, useAdminSWR, adminApiUrl: (path: string) => `/api/v1${path}` };
});

jest.mock('@/components/admin/editor/rich-text-editor', () => {
  const { FakeEditor } = jest.requireActual('./fixtures');
  return { __esModule: true, default: FakeEditor, RichTextEditor: FakeEditor };
});

const api = adminFetch as jest.MockedFunction<typeof adminFetch>;
type Call = { path: string; method: string; json: unknown };
let calls: Call[];

function mockApi(handler: (call: Call) => unknown) {
  calls = [];
  api.mockImplementation(async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const call = { path, method: init.method ?? 'GET', json: init.json };
    calls.push(call);
    return handler(call) as never;
  });
}

const post = detail({ status: 'rascunho', publicadoEm: null });
const snapshotOf = (overrides: Record<string, unknown> = {}) => ({
  titulo: post.titulo,
  slug: post.slug,
  resumo: post.resumo,
  conteudo: post.conteudo,
  conteudoJson: null,
  categoriaId: post.categoria.id,
  imagemDestaque: null,
  legenda: '',
  galeria: [],
  destaque: false,
  membroEquipeId: null,
  tags: post.tags,
  status: 'rascunho',
  publicadoEm: null,
  urgenteAte: null,
  publicarFacebook: false,
  ...overrides,
});

async function renderForm(props: Partial<React.ComponentProps<typeof PostForm>> = {}) {
  render(
    <ToastProvider>
      <PostForm post={post} categories={CATEGORIES} team={TEAM} userName="Edu Editor" {...props} />
    </ToastProvider>,
  );
  return screen.findByLabelText('Texto da postagem');
}

const titleField = () => screen.getByLabelText('Título') as HTMLInputElement;

beforeEach(() => {
  window.localStorage.clear();
  mockApi(() => null);
});

describe('AutosaveOffer', () => {
  it('says when, in Horário de Brasília (HH:mm), and offers Recuperar / Descartar', () => {
    const onRecover = jest.fn();
    const onDiscard = jest.fn();
    render(<AutosaveOffer atualizadoEm="2026-11-20T17:32:00Z" now={new Date('2026-11-20T19:00:00Z')} onRecover={onRecover} onDiscard={onDiscard} />);
    const offer = screen.getByRole('alert');
    expect(within(offer).getByText('Há uma versão salva automaticamente às 14:32')).toBeInTheDocument();
    expect(within(offer).getAllByRole('button').map((button) => button.textContent)).toEqual(['Recuperar', 'Descartar']);
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onRecover).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});

describe('PostForm: autosave offered on opening', () => {
  const savedAt = new Date(Date.now() - 5 * 60_000).toISOString();
  const autosave = { versao: post.versao, criadoEm: savedAt, atualizadoEm: savedAt, dados: snapshotOf({ titulo: 'Título escrito no outro computador', conteudo: '<p>Texto do outro computador.</p>' }) };

  it('offers the user’s autosave made on another device; Recuperar puts it in the form', async () => {
    mockApi((call) => (call.path === `/postagens/${post.id}/autosalvamento` ? autosave : null));
    await renderForm();
    const offer = await screen.findByTestId('salvamento-automatico');
    expect(offer).toHaveTextContent(`Há uma versão salva automaticamente às ${clockText(savedAt)}`);
    expect(titleField()).toHaveValue(post.titulo);

    fireEvent.click(within(offer).getByRole('button', { name: 'Recuperar' }));
    expect(screen.queryByTestId('salvamento-automatico')).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('Título escrito no outro computador');
    expect(await screen.findByDisplayValue('<p>Texto do outro computador.</p>')).toBeInTheDocument();
    expect(screen.getByTestId('alteracoes-pendentes')).toHaveTextContent('Alterações não salvas');
    // Nothing was written: recovering only fills the form.
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('Descartar deletes it on the server and keeps the saved post in the form', async () => {
    mockApi((call) => (call.path === `/postagens/${post.id}/autosalvamento` && call.method === 'GET' ? autosave : null));
    await renderForm();
    fireEvent.click(within(await screen.findByTestId('salvamento-automatico')).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByTestId('salvamento-automatico')).not.toBeInTheDocument();
    expect(titleField()).toHaveValue(post.titulo);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([{ path: `/postagens/${post.id}/autosalvamento`, method: 'DELETE', json: undefined }]);
  });

  it('an autosave the same as the post is not offered', async () => {
    mockApi((call) => (call.path === `/postagens/${post.id}/autosalvamento` ? { ...autosave, dados: snapshotOf() } : null));
    await renderForm();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/autosalvamento'))).toBe(true));
    expect(screen.queryByTestId('salvamento-automatico')).not.toBeInTheDocument();
  });

  it.each([
    ['the server’s is newer: only its offer', -10 * 60_000, 'salvamento-automatico', 'rascunho-local'],
    ['this browser’s copy is newer: only the local one', +60_000, 'rascunho-local', 'salvamento-automatico'],
  ])('two copies, one prompt — %s', async (_name, localOffset, shown, hidden) => {
    const local = { values: { ...postToFormValues(post), titulo: 'Título da cópia deste navegador' }, publicarFacebook: false, savedAt: Date.parse(savedAt) + localOffset };
    window.localStorage.setItem(postDraftKey('sem-usuario', post.id), JSON.stringify(local));
    mockApi((call) => (call.path === `/postagens/${post.id}/autosalvamento` && call.method === 'GET' ? autosave : null));
    await renderForm();
    expect(await screen.findByTestId(shown)).toBeInTheDocument();
    expect(screen.queryByTestId(hidden)).not.toBeInTheDocument();
    // Saying no to the one shown says no to both.
    fireEvent.click(within(screen.getByTestId(shown)).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByTestId(shown)).not.toBeInTheDocument();
    expect(screen.queryByTestId(hidden)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(postDraftKey('sem-usuario', post.id))).toBeNull();
    expect(calls).toContainEqual({ path: `/postagens/${post.id}/autosalvamento`, method: 'DELETE', json: undefined });
  });
});

describe('PostForm: autosave while typing', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('sends what the form holds, with its version, 10 s after a change; undoing the change deletes it', async () => {
    mockApi((call) => (call.method === 'PUT' ? { versao: 3, atualizadoEm: '2026-11-20T17:32:00.000Z' } : null));
    await renderForm();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/autosalvamento'))).toBe(true));
    fireEvent.change(titleField(), { target: { value: 'Feira do produtor volta à praça central' } });
    act(() => jest.advanceTimersByTime(9_000));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/postagens/${post.id}/autosalvamento`,
      json: { versao: 3, titulo: 'Feira do produtor volta à praça central', categoriaId: 2, status: 'rascunho', conteudo: '<p>Texto original.</p>' },
    });
    expect(await screen.findByTestId('estado-salvamento-automatico')).toHaveTextContent('Versão salva automaticamente às 14:32');
    // The post itself is never written by it.
    expect(calls.filter((call) => call.path === `/postagens/${post.id}` && call.method !== 'GET')).toEqual([]);

    fireEvent.change(titleField(), { target: { value: post.titulo } });
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ path: `/postagens/${post.id}/autosalvamento`, method: 'DELETE', json: undefined }]));
  });

  it('a new post is created as a draft once its title is valid, its address becomes the edit page, and "Salvar" saves over it', async () => {
    window.history.replaceState(null, '', '/admin/postagens/nova');
    const created = detail({ id: 77, status: 'rascunho', versao: 1, titulo: 'Prefeitura anuncia obras', categoria: { id: 1, nome: 'Política', slug: 'politica', cor: '#3B82F6' } });
    mockApi((call) => {
      if (call.path.startsWith('/postagens/slug')) return { disponivel: true, sugestao: '' };
      if (call.method === 'POST') return created;
      if (call.method === 'PUT') return { ...created, versao: 2 };
      return null;
    });
    await renderForm({ post: null });
    fireEvent.change(titleField(), { target: { value: 'Pref' } });
    act(() => jest.advanceTimersByTime(10_000));
    // Not a valid title yet: nothing is created.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(titleField(), { target: { value: 'Prefeitura anuncia obras' } });
    act(() => jest.advanceTimersByTime(10_000));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.json).toMatchObject({ titulo: 'Prefeitura anuncia obras', slug: 'prefeitura-anuncia-obras', status: 'rascunho', categoriaId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar postagem' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/postagens/77/editar');
    expect(screen.getByLabelText('Categoria')).toHaveValue('1');
    expect(screen.getByTestId('estado-salvamento-automatico')).toHaveTextContent(/^Rascunho criado automaticamente às \d{2}:\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/postagens/77', json: { versao: 1, titulo: 'Prefeitura anuncia obras' } });
  });
});

describe('PostForm: Histórico', () => {
  const revisions = [
    { id: 9, tipo: 'salva', autor: { id: 3, nome: 'Edu Editor' }, versao: 3, titulo: post.titulo, status: 'rascunho', criadoEm: '2026-11-20T13:00:00.000Z' },
    { id: 8, tipo: 'salva', autor: { id: 4, nome: 'Ana Autora' }, versao: 2, titulo: 'Feira volta', status: 'rascunho', criadoEm: '2026-11-20T12:30:00.000Z' },
  ];
  const older = { ...revisions[1], dados: snapshotOf({ titulo: 'Feira volta', resumo: 'Bancas voltam no sábado.', conteudo: '<p>Texto antigo.</p>', tags: [] }) };

  it('lists the versions, shows the older one’s text against the form, and restores it after confirming', async () => {
    const onReload = jest.fn();
    mockApi((call) => {
      if (call.path === `/postagens/${post.id}/revisoes`) return revisions;
      if (call.path === `/postagens/${post.id}/revisoes/8`) return older;
      if (call.path.endsWith('/restaurar')) return detail({ status: 'rascunho', versao: 4 });
      return null;
    });
    await renderForm({ onReload });
    fireEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico' });
    const list = await within(dialog).findByRole('list', { name: 'Versões salvas' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('Edu Editor'),
      expect.stringContaining('Ana Autora'),
    ]);
    expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent('Versão 2');

    const diff = await within(dialog).findByTestId('diferencas');
    // The legend, then the title ('Feira volta' → the form's), the body's changed word.
    expect([...diff.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['Riscado em vermelho', 'antigo.']);
    expect([...diff.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['Em verde', 'do produtor', 'à praça', 'original.']);
    expect(within(dialog).getByText('Também diferem nesta versão: tags.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurar esta versão' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restaurar esta versão?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restaurar esta versão' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledWith(post.id));
    expect(calls.find((call) => call.path.endsWith('/restaurar'))).toEqual({ path: `/postagens/${post.id}/revisoes/8/restaurar`, method: 'POST', json: { versao: 3 } });
    expect(await screen.findByText('Versão restaurada.')).toBeInTheDocument();
  });

  it('a new post has no history yet', async () => {
    render(
      <ToastProvider>
        <PostForm post={null} categories={CATEGORIES} team={TEAM} userName="Edu Editor" />
      </ToastProvider>,
    );
    await screen.findByLabelText('Texto da postagem');
    expect(screen.queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
  });
});
