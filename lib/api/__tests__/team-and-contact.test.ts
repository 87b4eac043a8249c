/** getTeam and getContactToken: normalised on success, SPEC §8-style fallbacks on failure. */
import { apiGetJson, ApiResponseError } from '../transport';
import { getContactToken, getTeam } from '../public';

jest.mock('../transport', () => ({
  ...jest.requireActual<typeof import('../transport')>('../transport'),
  apiGetJson: jest.fn(),
}));

const apiGet = apiGetJson as jest.Mock;
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  apiGet.mockReset();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('getTeam', () => {
  it('reads /publico/equipe and normalises any backend shape', async () => {
    apiGet.mockResolvedValue({ dados: [{ id: 1, name: 'Ana Souza', role: 'Locutora', foto: 'ana.jpg' }, { nome: 'Inativo', ativo: false }] });
    expect(await getTeam()).toEqual([
      { id: '1', nome: 'Ana Souza', cargo: 'Locutora', avatar: '/uploads/ana.jpg', bio: '', redes: [], site: null, email: null, colunista: false },
    ]);
    expect(apiGet).toHaveBeenCalledWith('/publico/equipe');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("gives [] and logs 'Erro ao carregar equipe' when the call fails", async () => {
    apiGet.mockRejectedValue(new ApiResponseError(500, null));
    expect(await getTeam()).toEqual([]);
    expect(errorSpy).toHaveBeenCalledWith('[api] Erro ao carregar equipe (HTTP 500)');
  });
});

describe('getContactToken', () => {
  it('returns the token the backend issued', async () => {
    apiGet.mockResolvedValue({ token: 'v1.1.a.b' });
    expect(await getContactToken()).toBe('v1.1.a.b');
    expect(apiGet).toHaveBeenCalledWith('/publico/contato/token');
  });

  it.each<[string, () => void]>([
    ['a failed call', () => apiGet.mockRejectedValue(new ApiResponseError(404, { message: 'Rota não encontrada.' }))],
    ['no token in the answer', () => apiGet.mockResolvedValue({})],
    ['a token that is not text', () => apiGet.mockResolvedValue({ token: 5 })],
  ])('null after %s (the form then asks for one itself)', async (_label, arrange) => {
    arrange();
    expect(await getContactToken()).toBeNull();
  });
});
