/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import type { PostReview, ReviewPolicy } from '@/lib/domain/post-review';
import { PostForm } from '../post-form';
import { CATEGORIES, detail, TEAM } from './fixtures';

/** Issue 28 items 3 and 4 in the post form: review before publishing and preview links. */

const navigation: string[] = [];
const replace = jest.fn((url: string) => navigation.push(url));
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }) }));

jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return { AdminApiError, adminFetch: jest.fn() };
});

jest.mock('@/components/admin/editor/rich-text-editor', () => {
  const { FakeEditor } = jest.requireActual('./fixtures');
  return { __esModule: true, default: FakeEditor, RichTextEditor: FakeEditor };
});

const api = adminFetch as jest.MockedFunction<typeof adminFetch>;
type Call = { path: string; method: string; json: unknown; navigatedBefore: number };
let calls: Call[];

const AUTHOR_POLICY: ReviewPolicy = { podePublicar: false, revisa: false, autoresPublicam: false, aguardandoRevisao: 0 };
const EDITOR_POLICY: ReviewPolicy = { podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 1 };
const PENDING: PostReview = { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 3, nome: 'Renata Fagundes' } };
const RETURNED: PostReview = { estado: 'devolvida', comentario: 'Falta ouvir a prefeitura.', em: '2026-03-10T17:30:00.000Z', por: { id: 2, nome: 'Marta Lindner' } };

function mockApi(policy: ReviewPolicy, handler: (call: Call) => unknown = () => undefined) {
  calls = [];
  api.mockImplementation(async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const call = { path, method: init.method ?? 'GET', json: init.json, navigatedBefore: navigation.length };
    calls.push(call);
    if (path === '/postagens/revisao') return policy as never;
    if (path.startsWith('/postagens/slug')) return { disponivel: true, sugestao: '' } as never;
    return handler(call) as never;
  });
}
const writes = () => calls.filter((call) => call.method !== 'GET');

async function renderForm(props: Partial<React.ComponentProps<typeof PostForm>> = {}) {
  render(
    <ToastProvider>
      <PostForm post={null} categories={CATEGORIES} team={TEAM} userName="Renata Fagundes" {...props} />
    </ToastProvider>,
  );
  await screen.findByLabelText('Texto da postagem');
  // The review policy arrives after the first render.
  await waitFor(() => expect(calls.some((call) => call.path === '/postagens/revisao')).toBe(true));
  await act(async () => {});
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  navigation.length = 0;
  replace.mockClear();
});
afterEach(() => {
  localStorage.removeItem('user');
  jest.restoreAllMocks();
});

describe('PostForm: review before publishing', () => {
  beforeEach(() => localStorage.setItem('user', JSON.stringify({ id: 3, nome: 'Renata Fagundes', email: 'autor@x', papel: 'autor' })));

  it("an author gets 'Enviar para revisão' instead of 'Publicar': the new post is saved as a draft, then sent, before its page opens", async () => {
    mockApi(AUTHOR_POLICY, (call) => {
      if (call.path === '/postagens' && call.method === 'POST') return detail({ id: 50, status: 'rascunho', publicadoEm: null, versao: 1, autor: { id: 3, nome: 'Renata Fagundes' } });
      if (call.path === '/postagens/50/revisao') return detail({ id: 50, status: 'rascunho', publicadoEm: null, versao: 1, revisao: PENDING });
      return undefined;
    });
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(within(field('Status') as unknown as HTMLElement).getAllByRole('option').map((option) => option.textContent)).toEqual(['Rascunho', 'Arquivado']);

    fireEvent.change(field('Título'), { target: { value: 'Escola nova abre em março' } });
    fireEvent.change(screen.getByLabelText('Texto da postagem'), { target: { value: '<p>Corpo</p>' } });
    fireEvent.change(field('Categoria'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));

    expect(await screen.findByText('Postagem enviada para revisão.')).toBeInTheDocument();
    // One toast for the save and the send.
    expect(screen.queryByText('Postagem salva.')).not.toBeInTheDocument();
    expect(writes().map(({ path, method, json }) => ({ path, method, json }))).toEqual([
      { path: '/postagens', method: 'POST', json: expect.objectContaining({ status: 'rascunho', titulo: 'Escola nova abre em março' }) },
      { path: '/postagens/50/revisao', method: 'POST', json: { acao: 'enviar', versao: 1 } },
    ]);
    // Sent before the new post's page opened (its read then finds the post waiting).
    expect(writes()[1].navigatedBefore).toBe(0);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/postagens/50/editar'));
  });

  it('a returned post says who returned it, when and why; sending it again without changes sends only the review', async () => {
    mockApi(AUTHOR_POLICY, (call) => (call.path === '/postagens/42/revisao' ? detail({ status: 'rascunho', publicadoEm: null, revisao: PENDING }) : undefined));
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null, revisao: RETURNED }) });
    expect(screen.getByTestId('aviso-revisao')).toHaveTextContent('Devolvida por Marta Lindner em 10/03/2026 14h30: Falta ouvir a prefeitura.');
    expect(screen.getByText('Devolvida', { selector: '[data-revisao]' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
    expect(await screen.findByText('Postagem enviada para revisão.')).toBeInTheDocument();
    expect(writes().map(({ path, json }) => ({ path, json }))).toEqual([{ path: '/postagens/42/revisao', json: { acao: 'enviar', versao: 3 } }]);
    expect(screen.getByTestId('aviso-revisao')).toHaveTextContent('Aguardando revisão: enviada por Renata Fagundes em 10/03/2026 14h30.');
    expect(screen.queryByRole('button', { name: 'Enviar para revisão' })).not.toBeInTheDocument();
  });

  it('a published post of an author who may not publish: no save button that would publish, and why', async () => {
    mockApi(AUTHOR_POLICY);
    await renderForm({ post: detail({ status: 'publicado' }) });
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('aviso-publicada-sem-permissao')).toHaveTextContent('Esta postagem está publicada. Só um editor pode alterá-la.');
    // The status it has still shows; the others offered are draft and archived.
    expect(within(field('Status') as unknown as HTMLElement).getAllByRole('option').map((option) => option.textContent)).toEqual(['Rascunho', 'Publicado', 'Arquivado']);
  });
});

describe('PostForm: an editor reviewing', () => {
  beforeEach(() => localStorage.setItem('user', JSON.stringify({ id: 2, nome: 'Marta Lindner', email: 'editor@x', papel: 'editor' })));

  it("'Devolver ao autor' needs a comment, then sends it with the version seen", async () => {
    mockApi(EDITOR_POLICY, (call) => (call.path === '/postagens/42/revisao' ? detail({ status: 'rascunho', publicadoEm: null, revisao: RETURNED }) : undefined));
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null, revisao: PENDING, autor: { id: 3, nome: 'Renata Fagundes' } }) });
    expect(screen.getByTestId('aviso-revisao')).toHaveTextContent('Aguardando revisão: enviada por Renata Fagundes em 10/03/2026 14h30.');
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Devolver ao autor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver ao autor' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver ao autor' }));
    expect(within(dialog).getByText('Escreva um comentário para o autor dizendo o que precisa mudar.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Comentário para o autor'), { target: { value: '  Falta ouvir a prefeitura.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver ao autor' }));
    expect(await screen.findByText('Postagem devolvida ao autor.')).toBeInTheDocument();
    expect(writes().map(({ path, json }) => ({ path, json }))).toEqual([{ path: '/postagens/42/revisao', json: { acao: 'devolver', comentario: 'Falta ouvir a prefeitura.', versao: 3 } }]);
    expect(screen.getByTestId('aviso-revisao')).toHaveTextContent('Devolvida por Marta Lindner em 10/03/2026 14h30: Falta ouvir a prefeitura.');
  });

  it('publishing from the form ends the review', async () => {
    mockApi(EDITOR_POLICY, (call) => (call.path === '/postagens/42' && call.method === 'PUT' ? detail({ status: 'publicado', versao: 4, revisao: null }) : undefined));
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null, revisao: PENDING }) });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Postagem publicada.')).toBeInTheDocument();
    expect(screen.queryByTestId('aviso-revisao')).not.toBeInTheDocument();
  });
});

describe('PostForm: preview links', () => {
  it('"Copiar link de prévia" copies a new link, lists the live ones, and revokes one', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const token = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
    const link = { id: 7, criadoEm: '2026-03-10T17:30:00.000Z', expiraEm: '2026-03-12T17:30:00.000Z', criadoPor: { id: 2, nome: 'Marta Lindner' } };
    let live: (typeof link)[] = [];
    mockApi(EDITOR_POLICY, (call) => {
      if (call.path !== '/postagens/42/previas' && call.path !== '/postagens/42/previas/7') return undefined;
      if (call.method === 'POST') {
        live = [link];
        return { ...link, url: `/previa/${token}` };
      }
      if (call.method === 'DELETE') {
        live = [];
        return undefined;
      }
      return { dados: live };
    });
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null }) });
    const card = screen.getByRole('region', { name: 'Link de prévia' });
    expect(within(card).getByText('Nenhum link de prévia ativo.')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Copiar link de prévia' }));
    expect(await screen.findByText('Link de prévia copiado.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`http://localhost/previa/${token}`);
    expect(within(card).getByTestId('link-de-previa')).toHaveValue(`http://localhost/previa/${token}`);
    const list = await within(card).findByRole('list', { name: 'Links de prévia ativos' });
    expect(list).toHaveTextContent('Marta Lindner, 10/03/2026 14h30');
    expect(list).toHaveTextContent('Expira em 12/03/2026 14h30');

    fireEvent.click(within(card).getByRole('button', { name: 'Revogar o link de prévia criado em 10/03/2026 14h30' }));
    expect(await screen.findByText('Link de prévia revogado.')).toBeInTheDocument();
    expect(writes().map(({ path, method }) => ({ path, method }))).toEqual([
      { path: '/postagens/42/previas', method: 'POST' },
      { path: '/postagens/42/previas/7', method: 'DELETE' },
    ]);
    expect(within(card).queryByTestId('link-de-previa')).not.toBeInTheDocument();
    expect(await within(card).findByText('Nenhum link de prévia ativo.')).toBeInTheDocument();
  });

  it('a new post has no preview link yet', async () => {
    mockApi(EDITOR_POLICY);
    await renderForm();
    expect(screen.queryByRole('region', { name: 'Link de prévia' })).not.toBeInTheDocument();
  });
});
