/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { getSession } from 'next-auth/react';
import { resetPublicSettingsCache } from '@/lib/admin/public-settings';
import { forgetSessionExpired, markSessionExpired, sessionExpiredFor } from '@/lib/admin/session-expiry';
import { LoginScreen } from '../login-screen';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }) }));
jest.mock('next-auth/react', () => ({ signIn: jest.fn(), getSession: jest.fn(), signOut: jest.fn(() => Promise.resolve()) }));

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  resetPublicSettingsCache();
  replace.mockClear();
  window.localStorage.clear();
  jest.mocked(getSession).mockReset().mockResolvedValue(null);
});

describe('LoginScreen (SPEC §2.2)', () => {
  it("shows a pulsing placeholder while settings load, then the admin logo and the site name, and the title 'Painel Administrativo'", async () => {
    const settings = deferred<Response>();
    global.fetch = jest.fn(() => settings.promise) as unknown as typeof fetch;
    render(<LoginScreen from={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(screen.getByTestId('login-marca-carregando').querySelector('.animate-pulse')).not.toBeNull();

    await act(async () =>
      settings.resolve(
        reply(200, [
          { chave: 'site.nome', valor: 'Rádio Vale FM' },
          { chave: 'site.logo', valor: '/logo.svg' },
          { chave: 'site.logoAdmin', valor: '/logo-admin.svg' },
        ]),
      ),
    );
    expect(screen.queryByTestId('login-marca-carregando')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo Rádio Vale FM' })).toHaveAttribute('src', '/logo-admin.svg');
    expect(screen.getByText('Rádio Vale FM')).toBeInTheDocument();
  });

  it('uses the main logo when there is no admin logo, and the defaults when settings fail', async () => {
    global.fetch = jest.fn(async () => reply(200, [{ chave: 'site.nome', valor: 'Rádio Vale FM' }, { chave: 'site.logo', valor: '/logo.svg' }])) as unknown as typeof fetch;
    const { unmount } = render(<LoginScreen from={null} />);
    expect(await screen.findByRole('img', { name: 'Logo Rádio Vale FM' })).toHaveAttribute('src', '/logo.svg');
    unmount();

    resetPublicSettingsCache();
    global.fetch = jest.fn(async () => reply(503, {})) as unknown as typeof fetch;
    render(<LoginScreen from={null} />);
    expect(await screen.findByText('Sintonia FM')).toBeInTheDocument();
  });

  it("sends an already signed-in visitor on to 'from', mirroring the session into local storage", async () => {
    global.fetch = jest.fn(async () => reply(200, [])) as unknown as typeof fetch;
    jest.mocked(getSession).mockResolvedValue({
      user: { id: 1, nome: 'Administração Sintonia', email: 'admin@sintonia.local', papel: 'admin', avatar: null },
      accessToken: 'tok',
      expires: '',
    } as never);
    await act(async () => {
      render(<LoginScreen from="/admin/categorias" />);
    });
    expect(replace).toHaveBeenCalledWith('/admin/categorias');
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  describe('after a session ended (issue 28)', () => {
    beforeEach(() => window.sessionStorage.clear());

    it('on the post form: says so, and that the text was kept; a sign-in forgets it', async () => {
      global.fetch = jest.fn(async () => reply(200, [])) as unknown as typeof fetch;
      markSessionExpired('/admin/postagens/42/editar');
      await act(async () => {
        render(<LoginScreen from="/admin/postagens/42/editar" />);
      });
      expect(screen.getByRole('status')).toHaveTextContent(/^Sua sessão expirou\. Entre de novo — seu texto foi guardado\.$/);
      forgetSessionExpired();
      expect(sessionExpiredFor('/admin/postagens/42/editar')).toBe(false);
    });

    it('elsewhere in the panel: only that it ended', async () => {
      global.fetch = jest.fn(async () => reply(200, [])) as unknown as typeof fetch;
      markSessionExpired('/admin/categorias');
      await act(async () => {
        render(<LoginScreen from="/admin/categorias" />);
      });
      expect(screen.getByTestId('sessao-expirada')).toHaveTextContent(/^Sua sessão expirou\. Entre de novo\.$/);
    });

    it('says nothing to a visitor who came from somewhere else, or on their own', async () => {
      global.fetch = jest.fn(async () => reply(200, [])) as unknown as typeof fetch;
      markSessionExpired('/admin/postagens/42/editar');
      const { unmount } = render(<LoginScreen from="/admin/dashboard" />);
      await act(async () => {});
      expect(screen.queryByTestId('sessao-expirada')).not.toBeInTheDocument();
      unmount();
      render(<LoginScreen from={null} />);
      await act(async () => {});
      expect(screen.queryByTestId('sessao-expirada')).not.toBeInTheDocument();
    });
  });

  it('stays on the form when there is no session', async () => {
    global.fetch = jest.fn(async () => reply(200, [])) as unknown as typeof fetch;
    await act(async () => {
      render(<LoginScreen from="/admin/categorias" />);
    });
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
