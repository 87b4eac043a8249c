/** getSchedule: normalised on success; [] (SPEC §4.2's table then applies) when the backend has no grid or fails. */
import { apiGetJson, ApiResponseError } from '../transport';
import { CACHE_TAGS } from '../cache-tags';
import { getSchedule } from '../public';

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

describe('getSchedule', () => {
  it('reads /publico/programacao, tagged with the grid, and normalises it', async () => {
    apiGet.mockResolvedValue([
      { id: 1, nome: 'Tarde Musical', slug: 'tarde-musical', descricao: '', imagem: null, dias: [1, 2], inicioMinuto: 900, fimMinuto: 1080, apresentadores: [{ id: 3, nome: 'Ana', avatar: null }] },
      { id: 2, nome: 'Quebrado', dias: [], inicioMinuto: 0, fimMinuto: 60 },
    ]);
    expect(await getSchedule()).toEqual([
      { id: 1, nome: 'Tarde Musical', slug: 'tarde-musical', descricao: '', imagem: null, dias: [1, 2], inicioMinuto: 900, fimMinuto: 1080, apresentadores: [{ id: 3, nome: 'Ana', avatar: null }] },
    ]);
    expect(apiGet).toHaveBeenCalledWith('/publico/programacao', [CACHE_TAGS.schedule]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('an older backend without the endpoint (404): [] quietly, so the fixed table applies', async () => {
    apiGet.mockRejectedValue(new ApiResponseError(404, { message: 'Rota não encontrada' }));
    expect(await getSchedule()).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("any other failure: [] and 'Erro ao carregar a programação' logged", async () => {
    apiGet.mockRejectedValue(new ApiResponseError(503, null));
    expect(await getSchedule()).toEqual([]);
    expect(errorSpy).toHaveBeenCalledWith('[api] Erro ao carregar a programação (HTTP 503)');
  });
});
