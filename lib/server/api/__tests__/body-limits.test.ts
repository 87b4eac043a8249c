import { BODY_LIMITS } from '@/lib/server/api/body';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

/** A JSON body of `bytes` bytes, produced lazily; `pulled` tells how much of it was read. */
function lazyJsonBody(bytes: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const state = { pulled: 0 };
  const prefix = new TextEncoder().encode('{"x":"');
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === 0) {
        state.pulled += prefix.byteLength;
        controller.enqueue(prefix);
        return;
      }
      if (state.pulled >= bytes) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

describe('request body caps (issue 11 item 2)', () => {
  let api: StaffApi<'admin'>;

  beforeAll(async () => {
    api = await setupStaffApi({ name: 'PGlite' }, { logins: ['admin'] });
  });
  afterAll(async () => {
    await api?.dispose();
  });

  const send = (method: string, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    api.app.request(`/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.tokens.admin}`, ...headers },
      body,
      // @ts-expect-error: undici needs it for a streamed body; the DOM typings do not know it.
      duplex: 'half',
    });

  const routes: Array<[string, string, number]> = [
    ['POST', '/auth/login', BODY_LIMITS.small],
    ['POST', '/publico/enquetes/1/votar', BODY_LIMITS.small],
    ['PUT', '/perfil/senha', BODY_LIMITS.small],
    ['PUT', '/banners/ordem', BODY_LIMITS.small],
    ['PUT', '/equipe/ordem', BODY_LIMITS.small],
    ['POST', '/publico/contato', BODY_LIMITS.default],
    ['POST', '/categorias', BODY_LIMITS.default],
    ['POST', '/banners', BODY_LIMITS.default],
    ['POST', '/enquetes', BODY_LIMITS.default],
    ['POST', '/usuarios', BODY_LIMITS.default],
    ['PUT', '/perfil', BODY_LIMITS.default],
    ['PATCH', '/midia/1', BODY_LIMITS.default],
    ['PATCH', '/mensagens/1', BODY_LIMITS.default],
    ['PUT', '/configuracoes', BODY_LIMITS.settings],
    ['POST', '/postagens', BODY_LIMITS.post],
    ['PUT', '/postagens/1', BODY_LIMITS.post],
  ];

  it.each(routes)('%s %s: a body one byte over %i bytes is refused with 413 and the limit in pt-BR', async (method, path, cap) => {
    const response = await send(method, path, `{"x":"${'a'.repeat(cap - 7)}"}`);
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.codigo).toBe('CORPO_GRANDE_DEMAIS');
    expect(body.message).toMatch(/^(O conteúdo enviado passa do limite de \d+ (KB|MB)\.|A mensagem é grande demais para ser enviada\.)$/);
  });

  it.each(routes)('%s %s: a body of exactly the cap is read (answered as anything but 413)', async (method, path, cap) => {
    const response = await send(method, path, `{"x":"${'a'.repeat(cap - 8)}"}`);
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('a 100 MB vote streamed without Content-Length is cut off after the cap, not read whole', async () => {
    const { stream, state } = lazyJsonBody(100 * 1024 * 1024);
    const response = await send('POST', '/publico/enquetes/1/votar', stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'O conteúdo enviado passa do limite de 16 KB.', codigo: 'CORPO_GRANDE_DEMAIS' });
    expect(state.pulled).toBeLessThanOrEqual(BODY_LIMITS.small + 2 * 64 * 1024);
  });

  it('a declared Content-Length over the cap is refused before a byte is read', async () => {
    const { stream, state } = lazyJsonBody(100 * 1024 * 1024);
    const response = await send('POST', '/auth/login', stream, { 'content-length': String(100 * 1024 * 1024) });
    expect(response.status).toBe(413);
    // Only what the stream queued on its own when it was created (its first few bytes).
    expect(state.pulled).toBeLessThan(1024);
  });

  it('the post cap is 4 MB', async () => {
    const response = await send('POST', '/postagens', `{"x":"${'a'.repeat(BODY_LIMITS.post)}"}`);
    expect(await response.json()).toEqual({ message: 'O conteúdo enviado passa do limite de 4 MB.', codigo: 'CORPO_GRANDE_DEMAIS' });
  });
});
