import { fromZonedTime } from 'date-fns-tz';
import { zonedInstant, zoneOffsetMinutes } from '../zoned-time';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const wallText = (year: number, month: number, day: number, minute: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;

describe('zonedInstant', () => {
  it.each([
    [SP, 2018, 12, 3, 15 * 60],
    [SP, 2019, 6, 3, 15 * 60],
    [SP, 2026, 11, 21, 0],
    [SP, 2018, 11, 3, 23 * 60 + 59],
    [NY, 2026, 3, 8, 6 * 60],
    [NY, 2026, 3, 7, 23 * 60],
    [NY, 2026, 7, 4, 12 * 60],
    [NY, 2026, 11, 1, 4 * 60],
  ])('in %s on %i-%i-%i at minute %i agrees with date-fns-tz', (zone, year, month, day, minute) => {
    expect(zonedInstant(year, month, day, minute, zone)).toEqual(fromZonedTime(wallText(year, month, day, minute), zone));
  });

  // Not checked against date-fns-tz: its fromZonedTime reads a skipped time an hour earlier
  // (04/11/2018 00:00 as 23:00 of the day before), which is why the app converts with this module only.
  it.each([
    // 04/11/2018 00:30 did not exist in São Paulo (00:00 → 01:00): 01:30 at UTC−2.
    ['a wall time skipped by the clock becomes the moment after the jump', SP, 2018, 11, 4, 30, '2018-11-04T03:30:00.000Z'],
    ['a day whose midnight was skipped starts at 01:00', SP, 2018, 11, 4, 0, '2018-11-04T03:00:00.000Z'],
    ['New York: 08/03/2026 02:30 → 03:30 EDT', NY, 2026, 3, 8, 150, '2026-03-08T07:30:00.000Z'],
    // 16/02/2019 23:30 happened twice in São Paulo (summer time ended at 00:00 → 23:00): the first one, at UTC−2.
    ['a wall time the clock repeats is its first occurrence', SP, 2019, 2, 16, 23 * 60 + 30, '2019-02-17T01:30:00.000Z'],
    ['a day past the end of the month rolls over', SP, 2026, 11, 31, 60, '2026-12-01T04:00:00.000Z'],
    ['years below 100 are not read as 19xx', 'UTC', 50, 1, 1, 0, '0050-01-01T00:00:00.000Z'],
  ])('%s', (_label, zone, year, month, day, minute, iso) => {
    expect(zonedInstant(year, month, day, minute, zone).toISOString()).toBe(iso);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['São Paulo today', SP, '2026-11-25T12:00:00Z', -180],
    ["São Paulo's old summer time", SP, '2018-12-21T12:00:00Z', -120],
    ['New York in summer', NY, '2026-07-04T12:00:00Z', -240],
    ['New York in winter', NY, '2026-01-04T12:00:00Z', -300],
  ])('%s', (_label, zone, iso, minutes) => {
    expect(zoneOffsetMinutes(new Date(iso), zone)).toBe(minutes);
  });
});
