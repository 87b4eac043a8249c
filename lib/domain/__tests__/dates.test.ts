import {
  formatDate,
  formatDateTime,
  formatRelativeDate,
  formatTime,
  parseCreationDate,
  parseDateValue,
  saoPauloHour,
  toIsoDate,
} from '../dates';

const NOW = new Date('2026-11-21T15:00:00.000Z'); // 21/11/2026 12h00 in São Paulo

describe('São Paulo formatting (UTC−03:00, no DST)', () => {
  it.each([
    ['2026-11-21T17:30:00.000Z', '21/11/2026', '14h30', '21/11/2026 14h30'],
    ['2026-11-21T02:59:00.000Z', '20/11/2026', '23h59', '20/11/2026 23h59'],
    ['2026-11-21T03:00:00.000Z', '21/11/2026', '00h00', '21/11/2026 00h00'],
    ['2026-01-01T02:30:00.000Z', '31/12/2025', '23h30', '31/12/2025 23h30'],
    ['2026-07-04T12:05:00.000Z', '04/07/2026', '09h05', '04/07/2026 09h05'],
    ['2026-01-15T12:00:00.000Z', '15/01/2026', '09h00', '15/01/2026 09h00'],
  ])('%p → %p, %p, %p', (iso, date, time, dateTime) => {
    const value = new Date(iso);
    expect(formatDate(value)).toBe(date);
    expect(formatTime(value)).toBe(time);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it('accepts ISO strings and timestamps as input', () => {
    expect(formatDateTime('2026-11-21T17:30:00Z')).toBe('21/11/2026 14h30');
    expect(formatDateTime(Date.parse('2026-11-21T17:30:00Z'))).toBe('21/11/2026 14h30');
  });

  it.each([['nonsense'], [''], [Number.NaN], [new Date('invalid')]])('invalid %p formats as empty', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatTime(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });
});

describe('saoPauloHour', () => {
  it.each([
    ['2026-11-21T03:00:00Z', 0],
    ['2026-11-21T02:59:59Z', 23],
    ['2026-11-21T09:00:00Z', 6],
    ['2026-11-21T15:00:00Z', 12],
    ['2026-06-21T23:30:00Z', 20],
    ['2026-06-22T00:00:00Z', 21],
  ])('%p → %p', (iso, hour) => {
    expect(saoPauloHour(new Date(iso))).toBe(hour);
  });
});

describe('formatRelativeDate (calendar days in São Paulo)', () => {
  it.each([
    ['same São Paulo day', '2026-11-21T17:30:00Z', NOW, 'Hoje 14h30'],
    ['São Paulo midnight of today', '2026-11-21T03:00:00Z', NOW, 'Hoje 00h00'],
    ['later today (future)', '2026-11-22T02:59:00Z', NOW, 'Hoje 23h59'],
    ['one minute before São Paulo midnight is yesterday', '2026-11-21T02:59:00Z', NOW, 'Ontem 23h59'],
    ['yesterday morning', '2026-11-20T12:05:00Z', NOW, 'Ontem 09h05'],
    ['yesterday at 00h00', '2026-11-20T03:00:00Z', NOW, 'Ontem 00h00'],
    ['two days ago', '2026-11-20T02:59:00Z', NOW, '19/11/2026'],
    ['tomorrow', '2026-11-22T03:00:00Z', NOW, '22/11/2026'],
    // 01h00 São Paulo: UTC is already the 22nd, but São Paulo is still the 21st.
    ['now after UTC midnight, same São Paulo day', '2026-11-21T12:00:00Z', new Date('2026-11-22T02:30:00Z'), 'Hoje 09h00'],
    // 23h30 on the 20th in São Paulo is 02:30 UTC on the 21st: less than 24h ago but 'Ontem'.
    ['less than 24h ago, previous calendar day', '2026-11-21T02:30:00Z', new Date('2026-11-21T03:30:00Z'), 'Ontem 23h30'],
    ['more than 24h ago, still yesterday', '2026-11-20T03:10:00Z', new Date('2026-11-22T02:50:00Z'), 'Ontem 00h10'],
    ['year boundary', '2025-12-31T20:00:00Z', new Date('2026-01-01T13:00:00Z'), 'Ontem 17h00'],
    ['month boundary', '2026-02-28T20:00:00Z', new Date('2026-03-01T13:00:00Z'), 'Ontem 17h00'],
    ['leap day', '2028-02-29T20:00:00Z', new Date('2028-03-01T13:00:00Z'), 'Ontem 17h00'],
  ])('%s', (_label, iso, now, expected) => {
    expect(formatRelativeDate(iso, now)).toBe(expected);
  });

  it('invalid input formats as empty', () => {
    expect(formatRelativeDate('garbage', NOW)).toBe('');
  });
});

describe('parseCreationDate', () => {
  it.each<[string, unknown, string]>([
    ['ISO with Z', '2026-11-21T17:30:00Z', '2026-11-21T17:30:00.000Z'],
    ['ISO with milliseconds', '2026-11-21T17:30:00.123Z', '2026-11-21T17:30:00.123Z'],
    ['ISO with microseconds', '2026-11-21T17:30:00.123456Z', '2026-11-21T17:30:00.123Z'],
    ['ISO with -03:00', '2026-11-21T14:30:00-03:00', '2026-11-21T17:30:00.000Z'],
    ['ISO with +0000', '2026-11-21T14:30:00+0000', '2026-11-21T14:30:00.000Z'],
    ['ISO with +05:30', '2026-11-21T14:30:00+05:30', '2026-11-21T09:00:00.000Z'],
    ['ISO without offset is São Paulo time', '2026-11-21T14:30:00', '2026-11-21T17:30:00.000Z'],
    ['SQL timestamp with offset', '2026-11-21 14:30:00+00', '2026-11-21T14:30:00.000Z'],
    ['SQL timestamp without offset', '2026-11-21 14:30:00', '2026-11-21T17:30:00.000Z'],
    ['ISO date only is São Paulo midnight', '2026-11-21', '2026-11-21T03:00:00.000Z'],
    ['number in ms', 1795282200000, '2026-11-21T17:30:00.000Z'],
    ['number in seconds', 1795282200, '2026-11-21T17:30:00.000Z'],
    ['numeric string in ms', '1795282200000', '2026-11-21T17:30:00.000Z'],
    ['numeric string in seconds', '1795282200', '2026-11-21T17:30:00.000Z'],
    ['dd/mm/yyyy', '21/11/2026', '2026-11-21T03:00:00.000Z'],
    ['d/m/yyyy', '1/2/2026', '2026-02-01T03:00:00.000Z'],
    ['dd/mm/yyyy hh:mm', '21/11/2026 14:30', '2026-11-21T17:30:00.000Z'],
    ['dd/mm/yyyy hh:mm:ss', '21/11/2026 14:30:45', '2026-11-21T17:30:45.000Z'],
    ["'às' with 14h30", '21/11/2026 às 14h30', '2026-11-21T17:30:00.000Z'],
    ["'às' with 14:30", '21/11/2026 às 14:30', '2026-11-21T17:30:00.000Z'],
    ["'as' without accent", '21/11/2026 as 14h30', '2026-11-21T17:30:00.000Z'],
    ['14h30 without às', '21/11/2026 14h30', '2026-11-21T17:30:00.000Z'],
    ['hour only with h', '21/11/2026 às 14h', '2026-11-21T17:00:00.000Z'],
    ['comma separator', '21/11/2026, 14:30', '2026-11-21T17:30:00.000Z'],
    ['14h30min', '21/11/2026 às 14h30min', '2026-11-21T17:30:00.000Z'],
    ['local midnight', '21/11/2026 00:00', '2026-11-21T03:00:00.000Z'],
    ['local 23:59 stays on its São Paulo day', '21/11/2026 23:59', '2026-11-22T02:59:00.000Z'],
    ['leap day', '29/02/2028', '2028-02-29T03:00:00.000Z'],
    ['surrounding spaces', '  21/11/2026 às 14h30  ', '2026-11-21T17:30:00.000Z'],
    ['Date instance', new Date('2026-11-21T17:30:00Z'), '2026-11-21T17:30:00.000Z'],
    // Before 2019 São Paulo had daylight saving time (UTC−02:00 in summer).
    ['historic summer time', '21/12/2018 14:30', '2018-12-21T16:30:00.000Z'],
    // 04/11/2018 00:30 never happened (00:00 → 01:00): read as a clock set forward reads it.
    ['the hour summer time skipped', '04/11/2018 00:30', '2018-11-04T03:30:00.000Z'],
    ['seconds kept', '2018-12-21 14:30:15', '2018-12-21T16:30:15.000Z'],
  ])('%s: %p', (_label, value, expected) => {
    expect(parseCreationDate(value, NOW).toISOString()).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['garbage', 'ontem à tarde'],
    ['impossible date', '31/02/2026'],
    ['month 13', '01/13/2026'],
    ['hour 24', '21/11/2026 24:00'],
    ['minute 60', '21/11/2026 14:60'],
    ['ISO impossible date', '2026-02-30T10:00:00Z'],
    ['ISO hour 25', '2026-11-21T25:00:00Z'],
    ['zero', 0],
    ['negative', -5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['invalid Date', new Date('x')],
    ['object', { data: '21/11/2026' }],
    ['boolean', true],
    ['two-digit year', '21/11/26'],
  ])('%s falls back to now', (_label, value) => {
    const result = parseCreationDate(value, NOW);
    expect(result.toISOString()).toBe(NOW.toISOString());
    expect(result).not.toBe(NOW);
  });

  it('defaults `now` to the current time', () => {
    const before = Date.now();
    const result = parseCreationDate('garbage').getTime();
    expect(result).toBeGreaterThanOrEqual(before);
    expect(result).toBeLessThanOrEqual(Date.now());
  });

  it('the 1e11 boundary separates seconds from milliseconds', () => {
    expect(parseDateValue(99_999_999_999)?.getTime()).toBe(99_999_999_999_000);
    expect(parseDateValue(100_000_000_000)?.getTime()).toBe(100_000_000_000);
  });

  it('returns a copy of a Date input', () => {
    const input = new Date('2026-11-21T17:30:00Z');
    expect(parseDateValue(input)).not.toBe(input);
  });

  it('toIsoDate gives null for invalid values', () => {
    expect(toIsoDate('garbage')).toBeNull();
    expect(toIsoDate('21/11/2026 às 14h30')).toBe('2026-11-21T17:30:00.000Z');
  });
});
