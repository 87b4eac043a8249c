import { TEST_BACKENDS } from '@/test/helpers/database';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';
import { QUERY_CONTROL_CHARACTER_MESSAGE } from '@/lib/server/api/query';

jest.setTimeout(120_000);

/*
 * An id in a path or a query is read exactly or refused (lib/domain/ids.ts): '1%00', '01', '+1',
 * '0x1'… once read as 1, and so answered with post 1. Now each is the route's 400 for a malformed id.
 */

// Spellings of 1 (and its neighbours) that are not 1. Percent-encoded as they travel in a URL.
const NOT_ONE = ['1%00', '1%0A', '1%09', '%201', '1%20', '1abc', '1.0', '%2B1', '0x1', '1e0', '01', '0', '2147483648', '99999999999999999999'];

describe.each(TEST_BACKENDS)('strict ids in paths and queries ($name)', (backend) => {
  let api: StaffApi<'admin'>;

  beforeAll(async () => {
    api = await setupStaffApi(backend, { logins: ['admin'] });
  });
  afterAll(async () => {
    await api?.dispose();
  });

  it('post 1 exists under its one spelling', async () => {
    expect((await api.call('GET', '/postagens/1', api.tokens.admin)).status).toBe(200);
    expect((await api.call('GET', '/publico/enquetes/1', undefined)).status).not.toBe(400);
  });

  it.each(NOT_ONE)('staff path id %s: 400, never post 1', async (id) => {
    expect(await api.call('GET', `/postagens/${id}`, api.tokens.admin)).toEqual({
      status: 400,
      body: { message: 'Identificador de postagem inválido.', codigo: 'REQUISICAO_INVALIDA' },
    });
  });

  it.each(NOT_ONE.filter((id) => !/^[a-z0-9]+$/i.test(id)))('public post address %s: 400, never post 1', async (id) => {
    expect(await api.call('GET', `/publico/postagens/${id}`, undefined)).toEqual({
      status: 400,
      body: { message: 'Identificador de postagem inválido.', codigo: 'REQUISICAO_INVALIDA' },
    });
  });

  it('an address of letters and digits that is no exact id is only a slug: 404, not post 1', async () => {
    for (const id of NOT_ONE.filter((text) => /^[a-z0-9]+$/i.test(text))) {
      expect(await api.call('GET', `/publico/postagens/${id}`, undefined)).toEqual({
        status: 404,
        body: { message: 'Postagem não encontrada.', codigo: 'NAO_ENCONTRADO' },
      });
    }
  });

  it.each(['1%00', '1abc', '%201', '01', '%2B1', '0x1'])('query id categoriaId=%s: 400 naming the field', async (id) => {
    const { status, body } = await api.call('GET', `/publico/postagens?categoriaId=${id}`, undefined);
    expect(status).toBe(400);
    expect(body.codigo).toBe('REQUISICAO_INVALIDA');
    if (id.includes('%00')) expect(body).toEqual({ message: QUERY_CONTROL_CHARACTER_MESSAGE, codigo: 'REQUISICAO_INVALIDA' });
    else expect(body.campos).toEqual({ categoriaId: 'categoriaId deve ser um número inteiro positivo.' });
  });

  it('a control character anywhere in the query is refused, not stripped', async () => {
    for (const query of ['busca=x%00y', 'pagina=2%0A', 'categoria%00Id=1', 'busca=%C2%85']) {
      expect(await api.call('GET', `/publico/postagens?${query}`, undefined)).toEqual({
        status: 400,
        body: { message: QUERY_CONTROL_CHARACTER_MESSAGE, codigo: 'REQUISICAO_INVALIDA' },
      });
    }
  });
});
