/** getTeam: normalised on success, SPEC §8-style fallback on failure. */
import { apiGetJson, ApiResponseError } from '../transport';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { getTeam } from '../public';

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
    expect(apiGet).toHaveBeenCalledWith('/publico/equipe', [CACHE_TAGS.team]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("gives [] and logs 'Erro ao carregar equipe' when the call fails", async () => {
    apiGet.mockRejectedValue(new ApiResponseError(500, null));
    expect(await getTeam()).toEqual([]);
    expect(errorSpy).toHaveBeenCalledWith('[api] Erro ao carregar equipe (HTTP 500)');
  });
});
