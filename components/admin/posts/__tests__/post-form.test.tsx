/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import { PostForm } from '../post-form';
import { CATEGORIES, TEAM, detail } from './fixtures';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }) }));

jest.mock('@/lib/admin/api', () => {
  // The real error class: the screens tell API errors apart as they do in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return { AdminApiError, adminFetch: jest.fn() };
});

// next/dynamic resolves the editor module: a textarea stands in for Tiptap here (its own tests cover it).
jest.mock('@/components/admin/editor/rich-text-editor', () => {
  const { FakeEditor } = jest.requireActual('./fixtures');
  return { __esModule: true, default: FakeEditor, RichTextEditor: FakeEditor };
});

jest.mock('@/components/admin/posts/media-choice', () => ({
  ChooseMedia: (props: { open: boolean; title: string; multiple?: boolean; onPick: (items: unknown[]) => void }) =>
    props.open ? (
      <div role="dialog" aria-label={props.title}>
        <button
          type="button"
          onClick={() =>
            props.onPick(
              props.multiple
                ? [
                    { url: '/uploads/2026/11/a.jpg', alt: '' },
                    { url: '/uploads/2026/11/b.jpg', alt: '' },
                  ]
                : [{ url: '/uploads/2026/11/capa.jpg', alt: '' }],
            )
          }
        >
          Escolher
        </button>
      </div>
    ) : null,
}));

const { AdminApiError } = jest.requireMock('@/lib/admin/api') as { AdminApiError: new (...args: unknown[]) => Error };
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
const writes = () => calls.filter((call) => call.method !== 'GET');
const slugAnswer = (call: Call) => (call.path.startsWith('/postagens/slug') ? { disponivel: true, sugestao: '' } : undefined);

/** Renders and waits for next/dynamic to deliver the (fake) editor. */
async function renderForm(props: Partial<React.ComponentProps<typeof PostForm>> = {}) {
  render(
    <ToastProvider>
      <PostForm post={null} categories={CATEGORIES} team={TEAM} userName="Edu Editor" {...props} />
    </ToastProvider>,
  );
  return screen.findByLabelText('Texto da postagem');
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  replace.mockReset();
  mockApi(slugAnswer);
});
afterEach(() => jest.restoreAllMocks());

describe('PostForm: slug', () => {
  it('follows the title (accents, punctuation) until edited by hand, then can follow again', async () => {
    await renderForm();
    type('Título', 'Saúde: vacinação começa na segunda!');
    expect(field('Endereço (slug)')).toHaveValue('saude-vacinacao-comeca-na-segunda');
    expect(screen.getByText(/gerado a partir do título/)).toBeInTheDocument();

    type('Endereço (slug)', 'vacina-2026');
    type('Título', 'Saúde: vacinação começa na terça');
    expect(field('Endereço (slug)')).toHaveValue('vacina-2026');

    fireEvent.click(screen.getByRole('button', { name: 'Gerar a partir do título' }));
    expect(field('Endereço (slug)')).toHaveValue('saude-vacinacao-comeca-na-terca');
  });

  it('tidies a typed slug on leaving the field; an empty one follows the title again', async () => {
    await renderForm();
    type('Título', 'Chuva forte em Porto Alegre');
    type('Endereço (slug)', 'Chuva Forte É Notícia');
    fireEvent.blur(field('Endereço (slug)'));
    expect(field('Endereço (slug)')).toHaveValue('chuva-forte-e-noticia');
    type('Endereço (slug)', '');
    fireEvent.blur(field('Endereço (slug)'));
    expect(field('Endereço (slug)')).toHaveValue('chuva-forte-em-porto-alegre');
  });

  it('checks availability live and offers the suggestion', async () => {
    mockApi((call) => (call.path.startsWith('/postagens/slug') ? { disponivel: call.path.includes('slug=feira-2') , sugestao: 'feira-2' } : undefined));
    await renderForm();
    type('Título', 'Feira');
    expect(await screen.findByText('Este endereço já está em uso por outra postagem.', { exact: false }, { timeout: 2000 })).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith('/postagens/slug'))?.path).toBe('/postagens/slug?slug=feira');
    fireEvent.click(screen.getByRole('button', { name: 'Usar “feira-2”' }));
    expect(field('Endereço (slug)')).toHaveValue('feira-2');
    expect(await screen.findByText('Endereço disponível.', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('ignores the post itself when checking a saved post', async () => {
    await renderForm({ post: detail() });
    type('Endereço (slug)', 'feira-nova');
    await screen.findByText('Endereço disponível.', {}, { timeout: 2000 });
    expect(calls.find((call) => call.path.startsWith('/postagens/slug'))?.path).toBe('/postagens/slug?slug=feira-nova&ignorarId=42');
  });
});

describe('PostForm: validation', () => {
  it('shows the schema messages under each field and in a summary, focuses the first, sends nothing', async () => {
    await renderForm();
    await screen.findByLabelText('Texto da postagem');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const summary = await screen.findByTestId('resumo-erros');
    expect(summary).toHaveTextContent('Revise os campos destacados antes de salvar.');
    expect(within(summary).getByRole('button', { name: /^Título: / })).toBeInTheDocument();
    expect(screen.getByText('O título deve ter pelo menos 5 caracteres.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('O endereço (slug) deve ter pelo menos 3 caracteres.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria.', { selector: 'p' })).toBeInTheDocument();
    expect(field('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Categoria')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Título')).toHaveFocus());
    expect(writes()).toHaveLength(0);
    // Fixing a field clears its message.
    type('Título', 'Um título válido');
    expect(screen.queryByText('O título deve ter pelo menos 5 caracteres.', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('the summary buttons move the focus to their field', async () => {
    await renderForm();
    type('Título', 'Um título válido');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(field('Categoria')).toHaveFocus());
    field('Título').focus();
    fireEvent.click(within(screen.getByTestId('resumo-erros')).getByRole('button', { name: 'Categoria: Escolha uma categoria.' }));
    expect(field('Categoria')).toHaveFocus();
  });

  it('requires a future date to schedule, read as Horário de Brasília', async () => {
    await renderForm();
    type('Título', 'Sessão da câmara de vereadores');
    fireEvent.change(field('Categoria'), { target: { value: '1' } });
    fireEvent.change(field('Status'), { target: { value: 'agendado' } });
    expect(screen.getByText(/Horário de Brasília/)).toBeInTheDocument();
    // Switching to 'Agendado' proposes the next full hour.
    expect(field('Data').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    type('Data', '2020-01-01');
    type('Hora', '10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('A data agendada precisa estar no futuro.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(field('Data')).toHaveFocus());
    expect(writes()).toHaveLength(0);

    mockApi((call) => slugAnswer(call) ?? detail({ id: 50, status: 'agendado', publicadoEm: '2099-03-10T17:30:00.000Z' }));
    type('Data', '2099-03-10');
    type('Hora', '14:30');
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Postagem agendada para 10/03/2099 às 14h30.')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ path: '/postagens', method: 'POST', json: { status: 'agendado', publicadoEm: '2099-03-10T14:30:00-03:00' } });
  });
});

describe('PostForm: saving', () => {
  it('creates the post with the schema’s body, toasts and opens the editor of the new post', async () => {
    mockApi((call) => slugAnswer(call) ?? detail({ id: 77, status: 'publicado' }));
    await renderForm();
    type('Título', 'Prefeitura anuncia obras');
    type('Resumo', '  Obras começam em março.  ');
    fireEvent.change(await screen.findByLabelText('Texto da postagem'), { target: { value: '<p>Corpo</p>' } });
    fireEvent.change(field('Categoria'), { target: { value: '2' } });
    fireEvent.change(field('Membro da equipe'), { target: { value: '7' } });
    fireEvent.click(screen.getByLabelText(/^Destaque/));
    const tags = field('Tags');
    fireEvent.change(tags, { target: { value: 'obras' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'prefeitura,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Escolher imagem' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Imagem destacada' })).getByRole('button', { name: 'Escolher' }));
    type('Legenda da imagem', 'Foto: Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar imagens à galeria' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Imagens da galeria' })).getByRole('button', { name: 'Escolher' }));
    type('Legenda da imagem 2', 'Segunda');
    fireEvent.click(screen.getByRole('button', { name: 'Mover imagem 2 para cima' }));

    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Postagem publicada.')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toEqual({
      path: '/postagens',
      method: 'POST',
      json: {
        titulo: 'Prefeitura anuncia obras',
        slug: 'prefeitura-anuncia-obras',
        resumo: 'Obras começam em março.',
        conteudo: '<p>Corpo</p>',
        conteudoJson: { type: 'doc', content: [] },
        categoriaId: 2,
        imagemDestaque: '/uploads/2026/11/capa.jpg',
        legenda: 'Foto: Ana',
        galeria: [
          { url: '/uploads/2026/11/b.jpg', legenda: 'Segunda' },
          { url: '/uploads/2026/11/a.jpg', legenda: '' },
        ],
        destaque: true,
        membroEquipeId: 7,
        tags: ['obras', 'prefeitura'],
        status: 'publicado',
        publicadoEm: null,
        urgenteAte: null,
        publicarFacebook: false,
      },
    });
    expect(replace).toHaveBeenCalledWith('/admin/postagens/77/editar');
  });

  it('saves a draft with "Salvar rascunho" and keeps the version of the last save', async () => {
    mockApi((call) => slugAnswer(call) ?? detail({ status: 'rascunho', versao: 4 }));
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null }) });
    type('Título', 'Feira do produtor volta à praça central');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Postagem salva.')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ path: '/postagens/42', method: 'PUT', json: { versao: 3, status: 'rascunho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1].json).toMatchObject({ versao: 4 });
    expect(replace).not.toHaveBeenCalled();
  });

  it('maps the API’s field errors (campos) onto the fields', async () => {
    mockApi((call) => {
      if (slugAnswer(call)) return slugAnswer(call);
      throw new AdminApiError(409, 'Este endereço já está em uso por outra postagem.', 'SLUG_EM_USO', { slug: 'Este endereço já está em uso por outra postagem.' });
    });
    await renderForm();
    type('Título', 'Prefeitura anuncia obras');
    fireEvent.change(field('Categoria'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Este endereço já está em uso por outra postagem.', { selector: 'p[id$="-erro"]' })).toBeInTheDocument();
    await waitFor(() => expect(field('Endereço (slug)')).toHaveFocus());
    expect(replace).not.toHaveBeenCalled();
  });

  it('on 409 VERSAO_DESATUALIZADA names who changed it and when, keeps the text, copies it and reloads on request', async () => {
    const onReload = jest.fn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi((call) => {
      if (slugAnswer(call)) return slugAnswer(call);
      throw new AdminApiError(409, 'Esta postagem foi alterada por Maria Editora em 21/11/2026 10h15.', 'VERSAO_DESATUALIZADA', undefined, {
        atual: { versao: 4, atualizadoPor: { id: 9, nome: 'Maria Editora' }, atualizadoEm: '2026-11-21T13:15:00.000Z' },
      });
    });
    const editor = await renderForm({ post: detail(), onReload });
    fireEvent.change(editor, { target: { value: '<p>Minha versão do texto.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esta postagem foi alterada por outra pessoa' });
    expect(within(dialog).getByTestId('conflito-autor')).toHaveTextContent('Maria Editora salvou uma versão mais nova em 21/11/2026 às 10h15');
    expect(editor).toHaveValue('<p>Minha versão do texto.</p>');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar meu texto' }));
    });
    expect(writeText).toHaveBeenCalledWith('<p>Minha versão do texto.</p>');
    expect(within(dialog).getByText(/Texto copiado/)).toBeInTheDocument();
    // Escape does not dismiss it: the author has to choose.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Esta postagem foi alterada por outra pessoa' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recarregar a versão atual' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows the manual copy box when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('negado')) }, configurable: true });
    mockApi((call) => {
      if (slugAnswer(call)) return slugAnswer(call);
      throw new AdminApiError(409, 'Esta postagem foi alterada por Maria Editora em 21/11/2026 10h15.', 'VERSAO_DESATUALIZADA');
    });
    await renderForm({ post: detail() });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esta postagem foi alterada por outra pessoa' });
    expect(within(dialog).getByTestId('conflito-autor')).toHaveTextContent('Esta postagem foi alterada por Maria Editora em 21/11/2026 10h15.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar meu texto' }));
    });
    expect(within(dialog).getByRole('textbox', { name: /copie com Ctrl\+C/ })).toHaveValue('<p>Texto original.</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PostForm: tags, preview and unsaved changes', () => {
  it('tags: Enter and comma add, Backspace removes, repeats are ignored', async () => {
    await renderForm();
    const tags = field('Tags');
    fireEvent.change(tags, { target: { value: 'chuva' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'Defesa Civil, CHUVA,' } });
    const list = screen.getByRole('list', { name: 'Tags da postagem' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['chuva', 'Defesa Civil']);
    fireEvent.keyDown(tags, { key: 'Backspace' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['chuva']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover tag chuva' }));
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('previews the unsaved values like the public page', async () => {
    await renderForm();
    type('Título', 'Prévia da matéria');
    type('Resumo', 'Resumo da prévia');
    fireEvent.change(field('Categoria'), { target: { value: '2' } });
    fireEvent.change(await screen.findByLabelText('Texto da postagem'), { target: { value: '<h1>Intertítulo</h1><p>Corpo <strong>forte</strong></p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const preview = await screen.findByTestId('previa-postagem');
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('Prévia da matéria');
    expect(within(preview).getByText('Resumo da prévia')).toBeInTheDocument();
    expect(within(preview).getByText('Saúde')).toBeInTheDocument();
    expect(within(preview).getByText('Por Edu Editor')).toBeInTheDocument();
    expect(preview.querySelector('.post-body h2')).toHaveTextContent('Intertítulo');
    expect(preview.querySelector('.post-body strong')).toHaveTextContent('forte');
    expect(screen.getByTestId('aviso-previa')).toHaveTextContent('Prévia com as alterações ainda não salvas.');
  });

  it('right after a save, the preview speaks of the saved version (issue 28)', async () => {
    mockApi((call) => slugAnswer(call) ?? detail({ status: 'rascunho', versao: 4 }));
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null }) });
    // Opened and not changed: the saved version.
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByTestId('aviso-previa')).toHaveTextContent('Prévia da versão salva. Leitores não veem esta página.');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar à edição' }));

    type('Título', 'Feira do produtor volta à praça central');
    fireEvent.change(await screen.findByLabelText('Texto da postagem'), { target: { value: '<p>Texto novo.</p><h2></h2>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByTestId('aviso-previa')).toHaveTextContent('Prévia com as alterações ainda não salvas.');
    // The empty heading is not in the preview: the save drops it.
    expect(screen.getByTestId('previa-postagem').querySelector('.post-body h2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar à edição' }));

    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Postagem salva.')).toBeInTheDocument();
    expect(screen.queryByTestId('alteracoes-pendentes')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByTestId('aviso-previa')).toHaveTextContent('Prévia da versão salva. Leitores não veem esta página.');
  });

  it('shows the share card: the server’s 1200×630 crop of the featured image, the title and the summary (issue 28)', async () => {
    await renderForm();
    const card = screen.getByTestId('previa-compartilhamento');
    expect(within(card).getByText('Sem título')).toBeInTheDocument();
    type('Título', 'Feira do produtor volta à praça central');
    fireEvent.change(await screen.findByLabelText('Texto da postagem'), { target: { value: '<p>Primeiro parágrafo do texto.</p>' } });
    expect(within(card).getByText('Feira do produtor volta à praça central')).toBeInTheDocument();
    // No summary: the text's first words, as the page's description.
    expect(within(card).getByText('Primeiro parágrafo do texto.')).toBeInTheDocument();
    type('Resumo', 'Produtores voltam no sábado.');
    expect(within(card).getByText('Produtores voltam no sábado.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Escolher imagem' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: /imagem/i })).getByRole('button', { name: 'Escolher' }));
    expect(await within(card).findByTestId('imagem-compartilhamento')).toHaveAttribute('src', '/compartilhamento/2026/11/capa.jpg');
    // Where the server cannot cut it, the image itself, from its centre.
    fireEvent.error(within(card).getByTestId('imagem-compartilhamento'));
    expect(within(card).getByTestId('imagem-compartilhamento')).toHaveAttribute('src', '/uploads/2026/11/capa_post-large.jpg');
  });

  it('asks before leaving by a link while there are unsaved changes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await renderForm();
    const back = screen.getByRole('link', { name: 'Postagens' });
    // jsdom cannot navigate: the clean click is stopped after the guard has had its say.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(back);
    document.removeEventListener('click', stop);
    // Clean form: no question.
    expect(confirm).not.toHaveBeenCalled();
    type('Título', 'Um rascunho qualquer');
    expect(screen.getByTestId('alteracoes-pendentes')).toHaveTextContent('Alterações não salvas');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    back.dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith('Há alterações não salvas nesta postagem. Sair mesmo assim e perder as alterações?');
    expect(click.defaultPrevented).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('asks before Back/Forward (Navigation API traverse) while there are unsaved changes', async () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const traverse = () => Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'traverse' });
    try {
      await renderForm();
      const clean = traverse();
      navigation.dispatchEvent(clean);
      expect(confirm).not.toHaveBeenCalled();
      expect(clean.defaultPrevented).toBe(false);
      type('Título', 'Um rascunho qualquer');
      const stay = traverse();
      navigation.dispatchEvent(stay);
      expect(confirm).toHaveBeenCalledWith('Há alterações não salvas nesta postagem. Sair mesmo assim e perder as alterações?');
      expect(stay.defaultPrevented).toBe(true);
      confirm.mockReturnValue(true);
      const leave = traverse();
      navigation.dispatchEvent(leave);
      expect(leave.defaultPrevented).toBe(false);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });

  it('opening a saved post is not a change', async () => {
    await renderForm({ post: detail() });
    await screen.findByLabelText('Texto da postagem');
    expect(screen.queryByTestId('alteracoes-pendentes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no site' })).toHaveAttribute('href', '/saude/feira-do-produtor-volta-a-praca');
  });
});

describe('PostForm: Publicar no Facebook', () => {
  it('is disabled, with the reason, while no page is connected', async () => {
    await renderForm({ facebook: { conectado: false, pagina: null } });
    expect(field('Publicar no Facebook')).toBeDisabled();
    expect(screen.getByText('Indisponível: nenhuma página do Facebook está conectada. Um administrador pode conectá-la em Configurações.')).toBeInTheDocument();
  });

  it('sends the opt-in and toasts the share: "Publicado no Facebook"', async () => {
    mockApi(
      (call) =>
        slugAnswer(call) ??
        detail({
          status: 'publicado',
          publicarFacebook: true,
          facebook: { publicar: true, postId: '1_1', compartilhadoEm: '2026-11-21T12:00:00.000Z', erro: null },
          compartilhamentoFacebook: { resultado: 'compartilhado', mensagem: 'Publicado no Facebook', facebookPostId: '1_1' },
        }),
    );
    await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null }), facebook: { conectado: true, pagina: 'Sintonia FM 87.9' } });
    expect(screen.getByText('Compartilha o link em Sintonia FM 87.9 quando a postagem for publicada.')).toBeInTheDocument();
    fireEvent.click(field('Publicar no Facebook'));
    expect(screen.getByTestId('alteracoes-pendentes')).toBeInTheDocument();
    fireEvent.change(field('Status'), { target: { value: 'publicado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicado no Facebook')).toBeInTheDocument();
    expect((writes()[0].json as { publicarFacebook: boolean }).publicarFacebook).toBe(true);
    expect(screen.getByText(/^Compartilhado no Facebook em/)).toBeInTheDocument();
  });

  it('is disabled for an author, with the reason; an editor\'s opt-in shows ticked', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 3, nome: 'Alice Autora', email: 'a@x', papel: 'autor' }));
    try {
      await renderForm({ post: detail({ status: 'rascunho', publicadoEm: null, publicarFacebook: true }), facebook: { conectado: true, pagina: 'Sintonia FM 87.9' } });
      expect(field('Publicar no Facebook')).toBeDisabled();
      expect(field('Publicar no Facebook')).toBeChecked();
      expect(screen.getByText('Somente editores e administradores podem publicar na página do Facebook da rádio.')).toBeInTheDocument();
      expect(screen.queryByText(/Compartilha o link em/)).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem('user');
    }
  });

  it('shows a failed share with "Tentar novamente", which shares again', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, nome: 'Edu Editor', email: 'e@x', papel: 'editor' }));
    mockApi((call) => (call.path === '/postagens/42/facebook' ? { resultado: 'compartilhado', mensagem: 'Publicado no Facebook', facebookPostId: '1_9' } : slugAnswer(call)));
    await renderForm({
      post: detail({ status: 'publicado', publicarFacebook: true, facebook: { publicar: true, postId: null, compartilhadoEm: null, erro: 'Não foi possível publicar no Facebook: O Facebook não respondeu em 5 segundos.' } }),
      facebook: { conectado: true, pagina: 'Sintonia FM 87.9' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível publicar no Facebook: O Facebook não respondeu em 5 segundos.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Publicado no Facebook')).toBeInTheDocument();
    expect(writes()).toEqual([{ path: '/postagens/42/facebook', method: 'POST', json: undefined }]);
    localStorage.removeItem('user');
  });
});

describe('PostForm: Urgente (issue 27)', () => {
  const urgentSwitch = () => screen.getByRole('checkbox', { name: /^Urgente/ });

  it('only for a published post; turned on it proposes now + 2 h (Horário de Brasília) and sends that instant', async () => {
    mockApi((call) => slugAnswer(call) ?? detail({ versao: 4 }));
    await renderForm({ post: detail() });
    expect(urgentSwitch()).not.toBeChecked();
    const before = Date.now();
    fireEvent.click(urgentSwitch());
    const date = (document.getElementById('campo-data-urgente') as HTMLInputElement).value;
    const time = (document.getElementById('campo-data-urgente-hora') as HTMLInputElement).value;
    const proposed = Date.parse(`${date}T${time}:00-03:00`);
    expect(Math.abs(proposed - (before + 2 * 60 * 60_000))).toBeLessThan(2 * 60_000);
    expect(screen.getByText(/^Horário de Brasília · /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(Date.parse((writes()[0].json as { urgenteAte: string }).urgenteAte)).toBe(proposed);

    fireEvent.change(field('Status'), { target: { value: 'rascunho' } });
    expect(screen.queryByRole('checkbox', { name: /^Urgente/ })).not.toBeInTheDocument();
  });

  it('opens on for a post still urgent; turned off it sends null; an end gone by is refused before sending', async () => {
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    mockApi((call) => slugAnswer(call) ?? detail({ versao: 4 }));
    await renderForm({ post: detail({ urgenteAte: until }) });
    expect(urgentSwitch()).toBeChecked();

    fireEvent.change(document.getElementById('campo-data-urgente') as HTMLInputElement, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('O fim do Urgente precisa estar no futuro.', { selector: 'p[id$="-erro"]' })).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    fireEvent.click(urgentSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].json).toMatchObject({ urgenteAte: null });
  });
});
