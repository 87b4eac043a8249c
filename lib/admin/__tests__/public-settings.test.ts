/** @jest-environment jsdom */
import { loadPublicSettings, resetPublicSettingsCache } from '../public-settings';

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

beforeEach(() => resetPublicSettingsCache());

describe('public settings in the panel (SPEC §4.4, §7.2)', () => {
  it('concurrent callers share one request, and the result is kept for the session', async () => {
    const fetchMock = jest.fn(async () => reply(200, [{ chave: 'site.nome', valor: 'Rádio Teste' }, { chave: 'site.logoAdmin', valor: '/logo-admin.svg' }]));
    global.fetch = fetchMock as unknown as typeof fetch;
    const [a, b] = await Promise.all([loadPublicSettings(), loadPublicSettings()]);
    const c = await loadPublicSettings();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/configuracoes/publicas', expect.objectContaining({ headers: { accept: 'application/json' } }));
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a.site.nome).toBe('Rádio Teste');
    expect(a.site.logoAdmin).toBe('/logo-admin.svg');
  });

  it.each([
    ['a non-OK status', async () => reply(500, { message: 'erro' })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the defaults on %s, and keeps them', async (_name, handler) => {
    const fetchMock = jest.fn(handler);
    global.fetch = fetchMock as unknown as typeof fetch;
    const settings = await loadPublicSettings();
    expect(settings.site.nome).toBe('Sintonia FM');
    await loadPublicSettings();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
