import { fromZonedTime } from 'date-fns-tz';
import { currentProgramme, programmeForHour } from '../programme';

/** An instant at hour:minute on 21/11/2026 in São Paulo. */
const atSaoPaulo = (hour: number, minute = 0): Date =>
  fromZonedTime(`2026-11-21T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`, 'America/Sao_Paulo');

const BRAND = 'Rádio Sintonia FM';

describe('currentProgramme (SPEC §4.2)', () => {
  it.each([
    [0, BRAND],
    [1, BRAND],
    [2, BRAND],
    [3, BRAND],
    [4, BRAND],
    [5, BRAND],
    [6, `Bom Dia ${BRAND}`],
    [7, `Bom Dia ${BRAND}`],
    [8, `Bom Dia ${BRAND}`],
    [9, `${BRAND} Manhã`],
    [10, `${BRAND} Manhã`],
    [11, `${BRAND} Manhã`],
    [12, 'Almoço com Música'],
    [13, 'Almoço com Música'],
    [14, 'Almoço com Música'],
    [15, 'Tarde Musical'],
    [16, 'Tarde Musical'],
    [17, 'Tarde Musical'],
    [18, `${BRAND} Notícias`],
    [19, `${BRAND} Notícias`],
    [20, `${BRAND} Notícias`],
    [21, BRAND],
    [22, BRAND],
    [23, BRAND],
  ])('%p h São Paulo → %p', (hour, expected) => {
    expect(currentProgramme(atSaoPaulo(hour), BRAND)).toBe(expected);
    expect(currentProgramme(atSaoPaulo(hour, 59), BRAND)).toBe(expected);
    expect(programmeForHour(hour, BRAND)).toBe(expected);
  });

  it('uses the São Paulo hour, not UTC (08:59 UTC is 05:59 in São Paulo)', () => {
    expect(currentProgramme(new Date('2026-11-21T08:59:00Z'), BRAND)).toBe(BRAND);
    expect(currentProgramme(new Date('2026-11-21T09:00:00Z'), BRAND)).toBe(`Bom Dia ${BRAND}`);
  });

  it('falls back to the default station name for an empty brand', () => {
    expect(currentProgramme(atSaoPaulo(7), '  ')).toBe('Bom Dia Sintonia FM');
    expect(currentProgramme(atSaoPaulo(23), '')).toBe('Sintonia FM');
  });
});
