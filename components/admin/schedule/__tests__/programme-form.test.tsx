/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { AdminProgramme } from '@/lib/schemas/programmes';
import type { AdminTeamMember } from '@/lib/schemas/team';
import { ProgrammeForm } from '../programme-form';
import { durationText, timesHint } from '../programme-slots';
import { ProgrammeManager, sortProgrammes } from '../programme-manager';

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

const member = (id: number, nome: string, ativo = true): AdminTeamMember => ({
  id,
  nome,
  cargo: 'Locutor',
  avatar: null,
  bio: '',
  redes: {},
  ordem: id,
  ativo,
  criadoEm: '2026-11-01T12:00:00.000Z',
  atualizadoEm: '2026-11-01T12:00:00.000Z',
  _count: { postagens: 0 },
});
const TEAM = [member(1, 'Cláudio Zanella'), member(2, 'Renata Fagundes'), member(3, 'Paulo Weber', false)];

type Slot = AdminProgramme['horarios'][number];
const slot = (dias: number[], inicioMinuto: number, fimMinuto: number): Slot => ({ dias, inicioMinuto, fimMinuto });

const programme = ({ horarios = [slot([1, 2, 3, 4, 5], 900, 1080)], ...overrides }: Partial<AdminProgramme> = {}): AdminProgramme => ({
  id: 9,
  nome: 'Tarde Musical',
  slug: 'tarde-musical',
  descricao: 'Música a tarde toda.',
  imagem: null,
  horarios,
  ...horarios[0],
  ativo: true,
  apresentadores: [{ id: 3, nome: 'Paulo Weber', cargo: 'Colunista', avatar: null }],
  criadoEm: '2026-11-01T12:00:00.000Z',
  atualizadoEm: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

function renderForm(current: AdminProgramme | null = null) {
  const onSaved = jest.fn();
  render(
    <ToastProvider>
      <ProgrammeForm programme={current} team={TEAM} onSaved={onSaved} onCancel={() => {}} />
    </ToastProvider>,
  );
  return { onSaved };
}

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
  useAdminSWR.mockReturnValue({ data: undefined, error: undefined, isLoading: false, mutate: jest.fn() });
  storedUser = { id: 2, papel: 'editor', nome: 'Marta', email: 'editor@sintonia.local', avatar: null };
});

describe('time hints', () => {
  it.each([
    [180, '3 h'],
    [90, '1 h 30 min'],
    [45, '45 min'],
  ])('durationText(%i) → %s', (minutes, text) => expect(durationText(minutes)).toBe(text));

  it.each([
    ['15:00', '18:00', 'Dura 3 h.'],
    ['22:00', '02:00', 'Dura 4 h e termina no dia seguinte, às 02:00.'],
    ['20:00', '00:00', 'Dura 4 h e termina no dia seguinte, às 00:00.'],
    ['10:00', '10:00', 'O término precisa ser diferente do início.'],
    ['', '', 'Horário de São Paulo. Se o término for antes do início, o programa termina no dia seguinte.'],
  ])('%s–%s → %s', (inicio, fim, text) => expect(timesHint(inicio, fim)).toBe(text));
});

describe('sortProgrammes', () => {
  it('active first, then by start time, then by the first day (Monday first)', () => {
    const list = [
      programme({ id: 1, nome: 'Domingo', horarios: [slot([0], 600, 660)] }),
      programme({ id: 2, nome: 'Inativo', ativo: false, horarios: [slot([1], 0, 60)] }),
      programme({ id: 3, nome: 'Segunda', horarios: [slot([1], 600, 660), slot([6], 0, 60)] }),
      programme({ id: 4, nome: 'Cedo', horarios: [slot([5], 300, 360)] }),
    ];
    expect(sortProgrammes(list).map((p) => p.nome)).toEqual(['Cedo', 'Segunda', 'Domingo', 'Inativo']);
  });
});

describe('ProgrammeForm', () => {
  it('sends the slot with HH:MM times, sorted days and presenters in the order they were checked', async () => {
    const saved = programme({ id: 12, nome: 'Corujão' });
    adminFetch.mockResolvedValue(saved);
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Corujão' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sexta-feira' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Domingo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Renata Fagundes/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Cláudio Zanella/ }));
    // An inactive member is offered only when already credited.
    expect(screen.queryByRole('checkbox', { name: /Paulo Weber/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Início'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Término'), { target: { value: '02:00' } });
    expect(screen.getByTestId('programa-duracao')).toHaveTextContent('Dura 4 h e termina no dia seguinte, às 02:00.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Adicionar programa' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/programas', {
      method: 'POST',
      json: { nome: 'Corujão', descricao: '', imagem: null, apresentadores: [2, 1], horarios: [{ dias: [0, 5], inicio: '22:00', fim: '02:00' }], ativo: true },
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("shows the server's overlap message over the form and at the start time, with the keyboard there", async () => {
    const message = 'Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).';
    adminFetch.mockRejectedValue(new AdminApiError(409, message, 'CONFLITO_HORARIO', { 'horarios.0.inicio': message }));
    const { onSaved } = renderForm(programme({ nome: 'Especial', apresentadores: [] }));
    expect(screen.getByLabelText('Início')).toHaveValue('15:00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/programas/9', expect.objectContaining({ method: 'PUT' }));
    const form = screen.getByTestId('programa-form');
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Início')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Início')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    // And a toast.
    expect(screen.getByText('O programa não foi salvo.')).toBeInTheDocument();
  });

  it('different times on different weekdays: a slot added, edited alone, removed; the messages go to the right slot', async () => {
    const saved = programme({ id: 12, nome: 'Café' });
    adminFetch.mockResolvedValue(saved);
    const current = programme({ nome: 'Café', apresentadores: [], horarios: [slot([1, 2, 3, 4, 5], 360, 540), slot([6], 480, 600)] });
    renderForm(current);
    const slots = () => screen.getAllByTestId('programa-horario-form');
    expect(slots()).toHaveLength(2);
    const second = within(slots()[1]);
    expect(within(slots()[0]).getByLabelText('Início')).toHaveValue('06:00');
    expect(second.getByRole('group', { name: 'Dias da semana' })).toBeInTheDocument();
    expect(second.getByRole('checkbox', { name: 'Sábado' })).toBeChecked();
    expect(second.getByRole('checkbox', { name: 'Segunda-feira' })).not.toBeChecked();
    // Saturday ends at 11:00 now; the weekdays keep 09:00.
    fireEvent.change(second.getByLabelText('Término'), { target: { value: '11:00' } });
    expect(second.getByTestId('programa-duracao')).toHaveTextContent('Dura 3 h.');
    expect(within(slots()[0]).getByLabelText('Término')).toHaveValue('09:00');
    // A third slot: Sunday 20:00–22:00; then removed again, and added back.
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar horário' }));
    expect(slots()).toHaveLength(3);
    const third = within(slots()[2]);
    expect(screen.getByRole('group', { name: 'Horário 3' })).toBe(slots()[2]);
    fireEvent.click(third.getByRole('checkbox', { name: 'Domingo' }));
    fireEvent.change(third.getByLabelText('Início'), { target: { value: '20:00' } });
    fireEvent.change(third.getByLabelText('Término'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remover horário 2' }));
    expect(slots()).toHaveLength(2);
    expect(within(slots()[1]).getByLabelText('Início')).toHaveValue('20:00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/programas/9', {
      method: 'PUT',
      json: expect.objectContaining({
        horarios: [
          { dias: [1, 2, 3, 4, 5], inicio: '06:00', fim: '09:00' },
          { dias: [0], inicio: '20:00', fim: '22:00' },
        ],
      }),
    });

    // The server's message on the second slot: there, and the keyboard with it.
    const message = 'Conflito de horário com "Missa" (domingo, 21:00–22:00).';
    adminFetch.mockRejectedValue(new AdminApiError(409, message, 'CONFLITO_HORARIO', { 'horarios.1.inicio': message }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    });
    expect(within(slots()[1]).getByLabelText('Início')).toHaveAttribute('aria-invalid', 'true');
    expect(within(slots()[1]).getByLabelText('Início')).toHaveFocus();
    expect(within(slots()[1]).getByText(message)).toBeInTheDocument();
    expect(within(slots()[0]).getByLabelText('Início')).not.toHaveAttribute('aria-invalid');
    // The only slot left cannot be removed.
    fireEvent.click(screen.getByRole('button', { name: 'Remover horário 2' }));
    expect(screen.queryByRole('button', { name: /Remover horário/ })).toBeNull();
  });

  it('keeps an inactive presenter already credited, marked as such', () => {
    renderForm(programme());
    expect(screen.getByRole('checkbox', { name: 'Paulo Weber Locutor · inativo' })).toBeChecked();
  });
});

describe('ProgrammeManager', () => {
  it('lists the shows with their times and days; an autor only reads', () => {
    useAdminSWR.mockImplementation((path: string | null) => ({
      data:
        path === '/programas'
          ? [
              programme(),
              programme({ id: 10, nome: 'Corujão', horarios: [slot([5], 1320, 120)], apresentadores: [] }),
              programme({ id: 11, nome: 'Café', horarios: [slot([1, 2, 3, 4, 5], 360, 540), slot([6], 480, 600)], apresentadores: [] }),
            ]
          : path
            ? TEAM
            : undefined,
      error: undefined,
      isLoading: false,
      mutate: jest.fn(),
    }));
    const { unmount } = render(
      <ToastProvider>
        <ProgrammeManager />
      </ToastProvider>,
    );
    const rows = screen.getAllByTestId('programa-linha');
    expect(rows.map((row) => within(row).getAllByTestId('programa-horario').map((line) => line.textContent))).toEqual([
      ['06:00 – 09:00 · Seg a Sex', '08:00 – 10:00 · Sáb'],
      ['15:00 – 18:00 · Seg a Sex'],
      ['22:00 – 02:00 (termina no dia seguinte) · Sex'],
    ]);
    expect(within(rows[1]).getByText('Com Paulo Weber')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo programa' })).toBeInTheDocument();
    unmount();

    storedUser = { id: 3, papel: 'autor', nome: 'Renata', email: 'autor@sintonia.local', avatar: null };
    render(
      <ToastProvider>
        <ProgrammeManager />
      </ToastProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Novo programa' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });

  it('asks before deleting, then deletes and says so', async () => {
    const mutate = jest.fn();
    useAdminSWR.mockImplementation((path: string | null) => ({ data: path === '/programas' ? [programme()] : TEAM, error: undefined, isLoading: false, mutate }));
    adminFetch.mockResolvedValue(null);
    render(
      <ToastProvider>
        <ProgrammeManager />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Tarde Musical' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir programa?' });
    expect(dialog).toHaveTextContent('Tarde Musical (15:00 – 18:00, seg a sex) sairá da programação.');
    expect(adminFetch).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir programa' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/programas/9', { method: 'DELETE' });
    expect(screen.getByText('Programa excluído da programação.')).toBeInTheDocument();
    expect(mutate).toHaveBeenCalled();
  });
});
