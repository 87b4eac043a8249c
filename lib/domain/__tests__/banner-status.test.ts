import { bannerStatus, isSameIdSet, moveInOrder, type BannerSchedule } from '../banner';
import { windowEdgeToIso } from '../display-window';

const NOW = new Date('2026-06-10T12:00:00Z');
const at = (iso: string) => iso;

describe('bannerStatus', () => {
  it.each<[string, BannerSchedule, string]>([
    ['active, no dates', { ativo: true, inicioEm: null, fimEm: null }, 'ativo'],
    ['active, within its dates', { ativo: true, inicioEm: at('2026-06-01T00:00:00Z'), fimEm: at('2026-06-30T00:00:00Z') }, 'ativo'],
    ['starts exactly now', { ativo: true, inicioEm: at('2026-06-10T12:00:00Z'), fimEm: null }, 'ativo'],
    ['starts later', { ativo: true, inicioEm: at('2026-06-10T12:00:01Z'), fimEm: null }, 'agendado'],
    ['ended before now', { ativo: true, inicioEm: null, fimEm: at('2026-06-09T00:00:00Z') }, 'expirado'],
    ['ends exactly now (end is exclusive)', { ativo: true, inicioEm: null, fimEm: at('2026-06-10T12:00:00Z') }, 'expirado'],
    ['switched off wins over dates', { ativo: false, inicioEm: at('2026-06-01T00:00:00Z'), fimEm: at('2026-06-30T00:00:00Z') }, 'inativo'],
    ['switched off and expired', { ativo: false, inicioEm: null, fimEm: at('2026-01-01T00:00:00Z') }, 'inativo'],
    ['Date objects work too', { ativo: true, inicioEm: new Date('2026-07-01T00:00:00Z'), fimEm: null }, 'agendado'],
    ['an unreadable date counts as none', { ativo: true, inicioEm: 'amanhã', fimEm: null }, 'ativo'],
  ])('%s → %s', (_name, banner, expected) => {
    expect(bannerStatus(banner, NOW)).toBe(expected);
  });
});

describe('moveInOrder', () => {
  it.each<[number, -1 | 1, number[]]>([
    [1, -1, [2, 1, 3]],
    [1, 1, [1, 3, 2]],
    [0, -1, [1, 2, 3]],
    [2, 1, [1, 2, 3]],
    [5, 1, [1, 2, 3]],
  ])('index %i step %i', (index, step, expected) => {
    expect(moveInOrder([1, 2, 3], index, step)).toEqual(expected);
  });
});

describe('isSameIdSet', () => {
  it.each<[number[], number[], boolean]>([
    [[1, 2, 3], [3, 1, 2], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 2, 3, 4], false],
    [[1, 2, 3], [1, 2, 2], false],
    [[1, 2, 3], [1, 2, 4], false],
    [[], [], true],
  ])('%j vs %j → %s', (current, ids, expected) => {
    expect(isSameIdSet(current, ids)).toBe(expected);
  });
});

describe('windowEdgeToIso (São Paulo wall-clock → ISO)', () => {
  it.each<[string, string, string, ReturnType<typeof windowEdgeToIso>]>([
    ['', '', '00:00', { iso: null }],
    ['2026-03-10', '14:30', '00:00', { iso: '2026-03-10T14:30:00-03:00' }],
    ['2026-03-10', '', '00:00', { iso: '2026-03-10T00:00:00-03:00' }],
    ['2026-03-10', '', '23:59', { iso: '2026-03-10T23:59:00-03:00' }],
    ['', '10:00', '00:00', { error: 'Informe a data ou apague a hora.' }],
    ['2026-02-30', '10:00', '00:00', { error: 'Data ou hora inválida.' }],
  ])('%s %s (default %s)', (date, time, fallback, expected) => {
    expect(windowEdgeToIso(date, time, fallback)).toEqual(expected);
  });
});
