/** @jest-environment jsdom */
import { signOut } from 'next-auth/react';
import { sessionExpiredFor } from '../session-expiry';
import { AdminApiError, adminFetch, resetUnauthorizedRedirect, setUnauthorizedNavigator } from '../api';
import { getStoredUser, getToken, storeSession } from '../session';

jest.mock('next-auth/react', () => ({ signOut: jest.fn(() => Promise.resolve(undefined)) }));

type Call = { url: string; init: RequestInit };
let calls: Call[];

// jsdom has no Response: adminFetch reads ok, status and text().
const reply = (status: number, body?: unknown) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;

function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return handler(String(input), init ?? {});
  }) as typeof fetch;
}

const user = { id: 1, nome: 'Administração Sintonia', email: 'admin@sintonia.local', papel: 'admin' as const, avatar: null };

beforeEach(() => {
  window.localStorage.clear();
  resetUnauthorizedRedirect();
  jest.mocked(signOut).mockClear();
});

describe('adminFetch', () => {
  it("prefixes /api/v1, sends the stored token as Bearer and JSON in and out", async () => {
    storeSession('tok-123', user);
    mockFetch(() => reply(201, { id: 9 }));
    const created = await adminFetch<{ id: number }>('/categorias', { method: 'POST', json: { nome: 'Turismo' }, headers: { Accept: 'text/plain', 'X-Extra': '1' } });
    expect(created).toEqual({ id: 9 });
    expect(calls[0].url).toBe('/api/v1/categorias');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify({ nome: 'Turismo' }));
    expect(calls[0].init.headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer tok-123',
      'content-type': 'application/json',
      'x-extra': '1',
    });
  });

  it('resolves undefined for 204', async () => {
    storeSession('tok', user);
    mockFetch(() => reply(204));
    await expect(adminFetch('/postagens/3', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('rejects with AdminApiError carrying status, message, codigo, campos and the body', async () => {
    storeSession('tok', user);
    const body = { message: 'Dados inválidos.', codigo: 'REQUISICAO_INVALIDA', campos: { titulo: 'Informe o título.' } };
    mockFetch(() => reply(400, body));
    const error = await adminFetch('/postagens', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 400, message: 'Dados inválidos.', codigo: 'REQUISICAO_INVALIDA', campos: { titulo: 'Informe o título.' }, body });
    expect(getToken()).toBe('tok');
  });

  it('a network failure is status 0 with a pt-BR message', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(adminFetch('/dashboard')).rejects.toMatchObject({ status: 0, codigo: 'ERRO_DE_REDE', message: expect.stringMatching(/servidor/) });
  });
});

describe('401 handling (SPEC §4.3, §8, §9: 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('many parallel 401s clear the session and navigate to /admin/login once, exactly 50 ms later', async () => {
    storeSession('expirado', user);
    const navigate = jest.fn();
    const restore = setUnauthorizedNavigator(navigate);
    mockFetch(() => reply(401, { message: 'Sessão expirada ou inválida. Entre novamente.', codigo: 'NAO_AUTENTICADO' }));

    const results = await Promise.allSettled(['/dashboard', '/postagens', '/categorias', '/midia', '/auth/me'].map((path) => adminFetch(path)));
    expect(results.every((result) => result.status === 'rejected' && (result.reason as AdminApiError).status === 401)).toBe(true);
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith({ redirect: false });

    jest.advanceTimersByTime(49);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login');

    // Late answers of requests already in flight do not navigate again.
    await adminFetch('/logs').catch(() => {});
    jest.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
    restore();
  });

  it('remembers, for the login page, that the session ended on this panel path (issue 28)', async () => {
    window.sessionStorage.clear();
    window.history.pushState({}, '', '/admin/postagens/42/editar');
    const navigate = jest.fn();
    const restore = setUnauthorizedNavigator(navigate);
    mockFetch(() => reply(401, {}));
    await adminFetch('/postagens/42').catch(() => {});
    jest.advanceTimersByTime(50);
    expect(navigate).toHaveBeenCalledWith('/admin/login?from=%2Fadmin%2Fpostagens%2F42%2Feditar');
    expect(sessionExpiredFor('/admin/postagens/42/editar')).toBe(true);
    resetUnauthorizedRedirect();
    window.history.pushState({}, '', '/');
    restore();
  });

  it('after a new login, a later expiry redirects again', async () => {
    const navigate = jest.fn();
    const restore = setUnauthorizedNavigator(navigate);
    mockFetch(() => reply(401, {}));
    await adminFetch('/dashboard').catch(() => {});
    jest.advanceTimersByTime(50);
    resetUnauthorizedRedirect();
    storeSession('novo', user);
    await adminFetch('/dashboard').catch(() => {});
    jest.advanceTimersByTime(50);
    expect(navigate).toHaveBeenCalledTimes(2);
    restore();
  });

  it('when the sign-out is still running at 50 ms, the navigation waits for it', async () => {
    let finishSignOut!: () => void;
    jest.mocked(signOut).mockImplementationOnce(() => new Promise<undefined>((resolve) => (finishSignOut = () => resolve(undefined))));
    const navigate = jest.fn();
    const restore = setUnauthorizedNavigator(navigate);
    mockFetch(() => reply(401, {}));
    await adminFetch('/dashboard').catch(() => {});
    jest.advanceTimersByTime(50);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    finishSignOut();
    await jest.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login');
    restore();
  });

  it('other errors leave the session alone', async () => {
    storeSession('tok', user);
    const navigate = jest.fn();
    const restore = setUnauthorizedNavigator(navigate);
    mockFetch(() => reply(403, { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' }));
    await expect(adminFetch('/usuarios')).rejects.toMatchObject({ status: 403 });
    jest.advanceTimersByTime(100);
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
    restore();
  });
});
