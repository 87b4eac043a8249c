/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { signOut } from 'next-auth/react';
import { resetUnauthorizedRedirect } from '@/lib/admin/api';
import { resetPublicSettingsCache } from '@/lib/admin/public-settings';
import { storeSession } from '@/lib/admin/session';
import { PanelShell } from '../panel-shell';
import { RoleGate } from '../role-gate';

const replace = jest.fn();
let pathname = '/admin/dashboard';
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));
jest.mock('next-auth/react', () => ({ signOut: jest.fn(() => Promise.resolve()), getSession: jest.fn(), signIn: jest.fn() }));

const reply = (status: number, body?: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;

const people = {
  admin: { id: 1, nome: 'Administração Sintonia', email: 'admin@sintonia.local', papel: 'admin' as const, avatar: null },
  editor: { id: 2, nome: 'Marta Lindner', email: 'editor@sintonia.local', papel: 'editor' as const, avatar: null },
  autor: { id: 3, nome: 'Renata Fagundes', email: 'autor@sintonia.local', papel: 'autor' as const, avatar: null },
};

let meStatus = 200;
let calls: string[];
function serve(me: (typeof people)[keyof typeof people]) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/v1/auth/me') return meStatus === 200 ? reply(200, me) : reply(meStatus, { message: 'x', codigo: 'y' });
    if (url === '/api/v1/auth/logout') return reply(204);
    if (url === '/api/v1/configuracoes/publicas') return reply(200, [{ chave: 'site.nome', valor: 'Sintonia FM' }]);
    return reply(404, {});
  }) as typeof fetch;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Menu do painel' });

beforeEach(() => {
  window.localStorage.clear();
  resetPublicSettingsCache();
  resetUnauthorizedRedirect();
  replace.mockClear();
  jest.mocked(signOut).mockClear();
  pathname = '/admin/dashboard';
  search = '';
  meStatus = 200;
});

describe('PanelShell (SPEC §2.2, §4.3, §6)', () => {
  it("says 'Você não tem permissão para acessar esta página' after the guard sent the visitor here, and drops the flag from the address", async () => {
    search = 'acesso=negado';
    storeSession('tok', people.editor);
    serve(people.editor);
    render(
      <PanelShell>
        <p>Conteúdo da tela</p>
      </PanelShell>,
    );
    expect(await screen.findByText('Você não tem permissão para acessar esta página')).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/admin/dashboard');
  });

  it("shows 'Carregando painel administrativo...' until GET /auth/me answers, then the screen inside the shell", async () => {
    storeSession('tok', people.editor);
    serve({ ...people.editor, nome: 'Marta L.' });
    render(
      <PanelShell>
        <p>Conteúdo da tela</p>
      </PanelShell>,
    );
    expect(screen.getByText('Carregando painel administrativo...')).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo da tela')).not.toBeInTheDocument();
    expect(await screen.findByText('Conteúdo da tela')).toBeInTheDocument();
    expect(screen.queryByText('Carregando painel administrativo...')).not.toBeInTheDocument();
    // The profile refresh replaced the stored user.
    expect(JSON.parse(window.localStorage.getItem('user')!).nome).toBe('Marta L.');
    expect(within(sidebar()).getByText('Marta L.')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Editor')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: /Ver site/ })).toHaveAttribute('target', '_blank');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['admin', 'Administrador', true],
    ['editor', 'Editor', false],
    ['autor', 'Autor', false],
  ] as const)('%s (%s) sees Usuários and Configurações in the nav: %s', async (papel, label, shown) => {
    storeSession('tok', people[papel]);
    serve(people[papel]);
    render(<PanelShell>tela</PanelShell>);
    await screen.findByText('tela');
    const nav = within(sidebar()).getByRole('navigation', { name: 'Navegação do painel' });
    for (const item of ['Dashboard', 'Postagens', 'Categorias', 'Mídia', 'Banners', 'Enquetes', 'Equipe', 'Logs']) {
      expect(within(nav).getByRole('link', { name: item })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Usuários' }) !== null).toBe(shown);
    expect(within(nav).queryByRole('link', { name: 'Configurações' }) !== null).toBe(shown);
    expect(within(sidebar()).getByText(label)).toBeInTheDocument();
  });

  it('without a stored session it signs out of next-auth and goes to the login, remembering the path', async () => {
    serve(people.editor);
    window.history.replaceState(null, '', '/admin/postagens?pagina=2');
    await act(async () => {
      render(<PanelShell>tela</PanelShell>);
    });
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(replace).toHaveBeenCalledWith('/admin/login?from=%2Fadmin%2Fpostagens%3Fpagina%3D2');
    expect(screen.getByText('Carregando painel administrativo...')).toBeInTheDocument();
  });

  it('a 401 from GET /auth/me clears the session and goes to /admin/login once, 50 ms later, to come back here', async () => {
    jest.useFakeTimers();
    try {
      storeSession('corrompido', people.editor);
      meStatus = 401;
      serve(people.editor);
      await act(async () => {
        render(<PanelShell>tela</PanelShell>);
      });
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(replace).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(50);
      });
      expect(replace).toHaveBeenCalledTimes(1);
      expect(replace).toHaveBeenCalledWith('/admin/login?from=%2Fadmin%2Fpostagens%3Fpagina%3D2');
      expect(screen.queryByText('tela')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('any other failure of the profile refresh logs out (SPEC §4.3)', async () => {
    storeSession('tok', people.editor);
    meStatus = 500;
    serve(people.editor);
    await act(async () => {
      render(<PanelShell>tela</PanelShell>);
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(signOut).toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith('/admin/login');
  });

  it("'Sair' records the logout, clears token and user, signs out and goes to the login", async () => {
    storeSession('tok', people.autor);
    serve(people.autor);
    render(<PanelShell>tela</PanelShell>);
    await screen.findByText('tela');
    await act(async () => {
      fireEvent.click(within(sidebar()).getByRole('button', { name: 'Sair' }));
    });
    expect(calls).toContain('POST /api/v1/auth/logout');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(replace).toHaveBeenCalledWith('/admin/login');
  });

  it('on a phone the menu opens as a drawer and closes on navigation or Escape', async () => {
    storeSession('tok', people.editor);
    serve(people.editor);
    render(<PanelShell>tela</PanelShell>);
    await screen.findByText('tela');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu do painel' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Postagens' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RoleGate (SPEC §6)', () => {
  it.each([
    ['admin', ['admin'], 'restrito'],
    ['editor', ['admin'], 'sem acesso'],
    ['editor', ['admin', 'editor'], 'restrito'],
  ] as const)('%s with allow=%j shows %s', (papel, allow, expected) => {
    storeSession('tok', people[papel]);
    render(
      <RoleGate allow={allow} fallback={<p>sem acesso</p>}>
        <p>restrito</p>
      </RoleGate>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('shows the fallback when nobody is signed in', () => {
    render(
      <RoleGate allow={['admin']} fallback={<p>sem acesso</p>}>
        <p>restrito</p>
      </RoleGate>,
    );
    expect(screen.getByText('sem acesso')).toBeInTheDocument();
  });
});
