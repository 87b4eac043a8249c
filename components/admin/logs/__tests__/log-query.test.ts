import { hasLogFilters, logFiltersToApiPath, logFiltersToExportPath, logFiltersToSearch, parseLogFilters } from '../log-query';

const params = (query: string) => new URLSearchParams(query);

describe('log filters in the URL', () => {
  it.each([
    ['', { usuario: '', acao: '', entidade: '', de: '', ate: '', pagina: 1 }],
    ['?usuario=3&acao=criar&entidade=membro_equipe&de=2026-03-01&ate=2026-03-31&pagina=2', { usuario: '3', acao: 'criar', entidade: 'membro_equipe', de: '2026-03-01', ate: '2026-03-31', pagina: 2 }],
    ['?usuario=sistema&acao=falha-login', { usuario: 'sistema', acao: 'falha-login', entidade: '', de: '', ate: '', pagina: 1 }],
    // Anything the API would refuse is dropped rather than breaking the screen.
    ['?usuario=0&acao=DROP%20TABLE&de=01/03/2026&pagina=-4', { usuario: '', acao: '', entidade: '', de: '', ate: '', pagina: 1 }],
  ])('%s', (query, expected) => expect(parseLogFilters(params(query))).toEqual(expected));

  it('round-trips and builds the API and export paths with the same filters', () => {
    const filters = parseLogFilters(params('?usuario=3&entidade=banner&de=2026-03-01&pagina=3'));
    expect(logFiltersToSearch(filters)).toBe('?usuario=3&entidade=banner&de=2026-03-01&pagina=3');
    expect(logFiltersToApiPath(filters)).toBe('/logs?usuarioId=3&entidade=banner&de=2026-03-01&pagina=3&limite=25');
    expect(logFiltersToExportPath(filters)).toBe('/logs/exportar.csv?usuarioId=3&entidade=banner&de=2026-03-01');
    expect(logFiltersToExportPath(parseLogFilters(params('')))).toBe('/logs/exportar.csv');
    expect(logFiltersToSearch(parseLogFilters(params('?pagina=1')))).toBe('');
    expect(hasLogFilters(filters)).toBe(true);
    expect(hasLogFilters(parseLogFilters(params('?pagina=5')))).toBe(false);
  });
});
