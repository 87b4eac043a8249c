/** getSchedule and getScheduleExceptions: normalised on success; [] (the fixed table, or the grid as it is) when the backend has none or fails. */
import { apiGetJson, ApiResponseError } from '../transport';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { getSchedule, getScheduleExceptions } from '../public';

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
      {
        id: 1,
        nome: 'Tarde Musical',
        slug: 'tarde-musical',
        descricao: '',
        imagem: null,
        horarios: [{ dias: [1, 2], inicioMinuto: 900, fimMinuto: 1080 }],
        apresentadores: [{ id: 3, nome: 'Ana', avatar: null }],
      },
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

describe('getScheduleExceptions', () => {
  it('reads /publico/programacao/excecoes, tagged with the grid, and normalises it', async () => {
    apiGet.mockResolvedValue([
      { id: 2, titulo: 'Jogo do Inter', inicio: '2026-11-28T16:00:00-03:00', fim: '2026-11-28T18:00:00-03:00', programa: null },
      { id: 3, titulo: 'Sem fim', inicio: '2026-11-28T16:00:00-03:00' },
    ]);
    expect(await getScheduleExceptions()).toEqual([{ id: 2, titulo: 'Jogo do Inter', descricao: '', inicio: '2026-11-28T19:00:00.000Z', fim: '2026-11-28T21:00:00.000Z', programa: null }]);
    expect(apiGet).toHaveBeenCalledWith('/publico/programacao/excecoes', [CACHE_TAGS.schedule]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('an older backend without exceptions (404): [] quietly, the grid as it is', async () => {
    apiGet.mockRejectedValue(new ApiResponseError(404, { message: 'Rota não encontrada' }));
    expect(await getScheduleExceptions()).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("any other failure: [] and 'Erro ao carregar as exceções da programação' logged", async () => {
    apiGet.mockRejectedValue(new ApiResponseError(500, null));
    expect(await getScheduleExceptions()).toEqual([]);
    expect(errorSpy).toHaveBeenCalledWith('[api] Erro ao carregar as exceções da programação (HTTP 500)');
  });
});
