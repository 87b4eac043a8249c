/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { AdminCategory } from '@/lib/schemas/categories';
import { CategoryForm, LOW_CONTRAST_MESSAGE, parseColorText, slugFromName } from '../category-form';
import { AUTOMATIC_LEAD_LABEL, leadChoicesPath } from '../category-lead-field';
import { CategoryManager } from '../category-manager';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();
let storedUser: { id: number; papel: string; nome: string; email: string; avatar: null } | null = null;

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
jest.mock('@/lib/admin/use-stored-user', () => ({ useStoredUser: () => storedUser }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as {
  AdminApiError: new (status: number, message: string, codigo: string, campos?: Record<string, string>) => Error;
};

const category = (overrides: Partial<AdminCategory> = {}): AdminCategory => ({
  id: 4,
  nome: 'Economia',
  slug: 'economia',
  descricao: 'Emprego, comércio e o bolso do consumidor.',
  cor: '#B45309',
  imagem: null,
  ordem: 5,
  _count: { postagens: 12 },
  destaquePostagemId: null,
  ...overrides,
});

function renderForm(current: AdminCategory | null = null) {
  const onSaved = jest.fn();
  render(
    <ToastProvider>
      <CategoryForm category={current} onSaved={onSaved} onCancel={() => {}} />
    </ToastProvider>,
  );
  return { onSaved };
}

const nameInput = () => screen.getByLabelText('Nome') as HTMLInputElement;
const slugInput = () => screen.getByLabelText('Endereço (slug)') as HTMLInputElement;
const hexInput = () => screen.getByLabelText('Cor em hexadecimal') as HTMLInputElement;
const colorInput = () => screen.getByLabelText('Escolher a cor') as HTMLInputElement;
const badge = () => within(screen.getByTestId('previa-etiqueta')).getByText(/./, { selector: 'span.category-badge' });

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
  useAdminSWR.mockReturnValue({ data: undefined, error: undefined, isLoading: false, mutate: jest.fn() });
});

describe('slug and colour helpers', () => {
  it('derives the slug by SPEC §9 and stays empty without a name', () => {
    expect(slugFromName('Bombeiros')).toBe('bombeiros-bombeiros');
    expect(slugFromName('Saúde Pública')).toBe('saude-publica');
    expect(slugFromName('   ')).toBe('');
  });

  it('reads hex colours with or without # and refuses partial ones', () => {
    expect(parseColorText('1e3a8a')).toBe('#1E3A8A');
    expect(parseColorText(' #abcdef ')).toBe('#ABCDEF');
    expect(parseColorText('#abc')).toBeNull();
    expect(parseColorText('azul')).toBeNull();
  });
});

describe('CategoryForm', () => {
  it('generates the slug from the name until it is edited by hand; emptying it resumes', () => {
    renderForm();
    fireEvent.change(nameInput(), { target: { value: 'Meio Ambiente' } });
    expect(slugInput().value).toBe('meio-ambiente');
    fireEvent.change(nameInput(), { target: { value: 'Galeria de Fotos' } });
    expect(slugInput().value).toBe('galeria-de-fotos');
    fireEvent.change(nameInput(), { target: { value: 'Trânsito e Rodovias' } });
    expect(slugInput().value).toBe('transito-e-rodovias');

    fireEvent.change(slugInput(), { target: { value: 'transito' } });
    fireEvent.change(nameInput(), { target: { value: 'Trânsito e Estradas' } });
    expect(slugInput().value).toBe('transito');

    fireEvent.change(slugInput(), { target: { value: '' } });
    expect(slugInput().value).toBe('transito-e-estradas');
    fireEvent.change(nameInput(), { target: { value: 'Bombeiros' } });
    expect(slugInput().value).toBe('bombeiros-bombeiros');
  });

  it('keeps the slug of an existing category when its name changes', () => {
    renderForm(category());
    fireEvent.change(nameInput(), { target: { value: 'Economia e Negócios' } });
    expect(slugInput().value).toBe('economia');
  });

  it('keeps the colour picker and the hex field in sync, with a live badge preview and a contrast warning', () => {
    renderForm();
    fireEvent.change(nameInput(), { target: { value: 'Clima' } });
    expect(badge()).toHaveTextContent('Clima');
    expect(screen.queryByText(LOW_CONTRAST_MESSAGE)).not.toBeInTheDocument();

    // SPEC §9's default blue with white text is under 4.5:1.
    fireEvent.change(hexInput(), { target: { value: '#3b82f6' } });
    expect(colorInput().value).toBe('#3b82f6');
    expect(badge()).toHaveStyle({ backgroundColor: '#3B82F6', color: '#FFFFFF' });
    expect(screen.getByRole('status')).toHaveTextContent(LOW_CONTRAST_MESSAGE);

    fireEvent.change(colorInput(), { target: { value: '#1e3a8a' } });
    expect(hexInput().value).toBe('#1E3A8A');
    expect(badge()).toHaveStyle({ backgroundColor: '#1E3A8A', color: '#FFFFFF' });
    expect(screen.queryByText(LOW_CONTRAST_MESSAGE)).not.toBeInTheDocument();

    // A light colour gets black text (luminance above 155) and reads fine.
    fireEvent.change(hexInput(), { target: { value: 'FDE047' } });
    expect(badge()).toHaveStyle({ backgroundColor: '#FDE047', color: '#000000' });
    expect(screen.queryByText(LOW_CONTRAST_MESSAGE)).not.toBeInTheDocument();

    // Half-typed text leaves the last valid colour in place.
    fireEvent.change(hexInput(), { target: { value: '#12' } });
    expect(colorInput().value).toBe('#fde047');
  });

  it('sends the form and shows the API field errors next to their fields', async () => {
    const taken = 'Este endereço já está em uso por outra categoria.';
    adminFetch.mockRejectedValueOnce(new AdminApiError(409, taken, 'SLUG_EM_USO', { slug: taken }));
    const { onSaved } = renderForm();
    fireEvent.change(nameInput(), { target: { value: 'Economia' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar categoria' })));

    expect(adminFetch).toHaveBeenCalledWith('/categorias', {
      method: 'POST',
      json: { nome: 'Economia', slug: 'economia', descricao: '', cor: '#2563EB', imagem: null, ordem: 0 },
    });
    expect(slugInput()).toHaveAttribute('aria-invalid', 'true');
    expect(slugInput()).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(slugInput()).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();

    const saved = category({ id: 9, nome: 'Economia', slug: 'economia-regional' });
    adminFetch.mockResolvedValueOnce(saved);
    fireEvent.change(slugInput(), { target: { value: 'economia-regional' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar categoria' })));
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('updates an existing category with PUT', async () => {
    const current = category();
    adminFetch.mockResolvedValueOnce(current);
    renderForm(current);
    fireEvent.change(screen.getByLabelText('Ordem'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(adminFetch).toHaveBeenCalledWith('/categorias/4', {
      method: 'PUT',
      json: { nome: 'Economia', slug: 'economia', descricao: 'Emprego, comércio e o bolso do consumidor.', cor: '#B45309', imagem: null, ordem: 2, destaquePostagemId: null },
    });
  });

  it('pins the lead story among the category\'s latest published posts, or leaves it automatic (issue 27)', async () => {
    const posts = [
      { id: 31, titulo: 'Feira do produtor volta ao centro', publicadoEm: '2026-11-20T12:00:00.000Z', destaque: true, categoria: { id: 4 }, status: 'publicado' },
      { id: 30, titulo: 'Comércio abre no feriado', publicadoEm: '2026-11-19T12:00:00.000Z', destaque: false, categoria: { id: 4 }, status: 'publicado' },
    ];
    useAdminSWR.mockImplementation((path: string | null) => ({
      data: path === leadChoicesPath(4) ? { dados: posts, meta: {} } : undefined,
      error: undefined,
      isLoading: false,
      mutate: jest.fn(),
    }));
    // No lead field on a new category: it has no posts yet.
    const { unmount } = render(
      <ToastProvider>
        <CategoryForm category={null} onSaved={() => {}} onCancel={() => {}} />
      </ToastProvider>,
    );
    expect(screen.queryByLabelText('Destaque da editoria')).not.toBeInTheDocument();
    unmount();

    adminFetch.mockResolvedValue(category({ destaquePostagemId: 30 }));
    renderForm(category());
    const select = screen.getByLabelText('Destaque da editoria') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      AUTOMATIC_LEAD_LABEL,
      'Feira do produtor volta ao centro — 20/11/2026 ★',
      'Comércio abre no feriado — 19/11/2026',
    ]);
    fireEvent.change(select, { target: { value: '30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(adminFetch).toHaveBeenLastCalledWith('/categorias/4', { method: 'PUT', json: expect.objectContaining({ destaquePostagemId: 30 }) });

    fireEvent.change(select, { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(adminFetch).toHaveBeenLastCalledWith('/categorias/4', { method: 'PUT', json: expect.objectContaining({ destaquePostagemId: null }) });
  });

  it('shows the API refusal of a lead from another category next to the field', async () => {
    const refusal = 'A notícia escolhida para o destaque não pertence a esta categoria.';
    adminFetch.mockRejectedValueOnce(new AdminApiError(400, refusal, 'REQUISICAO_INVALIDA', { destaquePostagemId: refusal }));
    renderForm(category({ destaquePostagemId: 99 }));
    const select = screen.getByLabelText('Destaque da editoria');
    // Kept though not among the latest posts, so that a save does not drop it.
    expect(select).toHaveValue('99');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(expect.stringContaining(refusal));
  });
});

describe('CategoryManager', () => {
  const list = [category(), category({ id: 7, nome: 'Turismo', slug: 'turismo', cor: '#0E7490', _count: { postagens: 0 }, ordem: 9 })];

  it('is read-only for an autor', () => {
    storedUser = { id: 3, papel: 'autor', nome: 'Renata', email: 'autor@sintonia.local', avatar: null };
    useAdminSWR.mockReturnValue({ data: list, error: undefined, isLoading: false, mutate: jest.fn() });
    render(
      <ToastProvider>
        <CategoryManager />
      </ToastProvider>,
    );
    expect(screen.getAllByText('Turismo').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Nova categoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
  });

  it('lets an editor delete, showing the API refusal inside the confirmation', async () => {
    storedUser = { id: 2, papel: 'editor', nome: 'Marta', email: 'editor@sintonia.local', avatar: null };
    const mutate = jest.fn();
    useAdminSWR.mockReturnValue({ data: list, error: undefined, isLoading: false, mutate });
    const refusal = 'Esta categoria tem 12 postagens. Mova-as para outra categoria antes de excluir.';
    adminFetch.mockRejectedValueOnce(new AdminApiError(409, refusal, 'CATEGORIA_EM_USO'));
    render(
      <ToastProvider>
        <CategoryManager />
      </ToastProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nova categoria' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Excluir Economia' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Excluir categoria?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir categoria' })));
    expect(adminFetch).toHaveBeenCalledWith('/categorias/4', { method: 'DELETE' });
    expect(within(dialog).getAllByText(refusal).length).toBeGreaterThan(0);
    expect(mutate).not.toHaveBeenCalled();
  });
});
