import { fromZonedTime } from 'date-fns-tz';
import { currentProgramme, programmeForHour } from '../programme';
import {
  currentOrNextOccurrence,
  daysText,
  durationOf,
  findOverlap,
  fixedTableGrid,
  isoInZone,
  localMoment,
  minuteText,
  neutralWeek,
  nextShow,
  normalizeGrid,
  overlapMessage,
  parseClock,
  playerShows,
  showOnAir,
  timeRangeText,
  weekFrom,
  airingOnDay,
  findSlotClash,
  groupSlots,
  legacySlotFields,
  slotOnAir,
  slotRows,
  type GridShow,
  type GridSlot,
} from '../schedule';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const BRAND = 'Rádio Sintonia FM';

/** A São Paulo wall-clock time as an instant, by date-fns-tz (the reference these rules are checked against). */
const sp = (wall: string) => fromZonedTime(wall, SP);

const at = (dias: number[], inicio: string, fim: string): GridSlot => ({ dias, inicioMinuto: parseClock(inicio)!, fimMinuto: parseClock(fim)! });

/** A show with one slot, or with `more` slots after it (other times on other days). */
function show(id: number, nome: string, dias: number[], inicio: string, fim: string, ...more: GridSlot[]): GridShow {
  return { id, nome, slug: `p-${id}`, descricao: '', imagem: null, horarios: [at(dias, inicio, fim), ...more], apresentadores: [] };
}

/** A show's only (or first) slot. */
const slotOf = (grid: GridShow) => grid.horarios[0];

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const BOM_DIA = show(1, 'Bom Dia', EVERY_DAY, '06:00', '09:00');
const TARDE = show(2, 'Tarde Musical', [1, 2, 3, 4, 5], '15:00', '18:00');
/** Friday night into Saturday. */
const CORUJAO = show(3, 'Corujão', [5], '22:00', '02:00');
/** Saturday night into Sunday: the week wraps. */
const BALADA = show(4, 'Balada de Sábado', [6], '23:00', '01:00');
const MISSA = show(5, 'Missa', [0], '10:00', '11:00');
const GRID = [BOM_DIA, TARDE, CORUJAO, BALADA, MISSA];

// 20/11/2026 is a Friday; 21 Saturday, 22 Sunday, 23 Monday.

describe('clock texts', () => {
  it.each([
    ['00:00', 0],
    ['06:05', 365],
    ['15:00', 900],
    ['23:59', 1439],
    [' 09:30 ', 570],
    ['24:00', null],
    ['9:30', null],
    ['12:60', null],
    ['', null],
    ['meio-dia', null],
  ])('parseClock(%p) → %p', (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [365, '06:05'],
    [1439, '23:59'],
    [1440, '00:00'],
    [-60, '23:00'],
  ])('minuteText(%p) → %p', (minute, text) => {
    expect(minuteText(minute)).toBe(text);
  });

  it.each([
    [TARDE, '15:00 – 18:00', 180],
    [CORUJAO, '22:00 – 02:00', 240],
    [BALADA, '23:00 – 01:00', 120],
    [show(9, 'Madrugada', [1], '00:00', '05:00'), '00:00 – 05:00', 300],
    [show(9, 'Até a meia-noite', [1], '20:00', '00:00'), '20:00 – 00:00', 240],
  ])('%#: range and duration', (grid, text, minutes) => {
    expect(timeRangeText(slotOf(grid))).toBe(text);
    expect(durationOf(slotOf(grid))).toBe(minutes);
  });

  it.each([
    [EVERY_DAY, 'Todos os dias'],
    [[1, 2, 3, 4, 5], 'Seg a Sex'],
    [[6, 0], 'Sáb, Dom'],
    [[1, 3, 5], 'Seg, Qua, Sex'],
    [[5, 6, 0], 'Sex a Dom'],
    [[2], 'Ter'],
  ])('daysText(%j) → %p', (dias, text) => {
    expect(daysText(dias)).toBe(text);
  });
});

describe('showOnAir', () => {
  it.each([
    ['2026-11-20T21:59', null],
    ['2026-11-20T22:00', 'Corujão'],
    ['2026-11-20T23:30', 'Corujão'],
    // Started Friday 22:00: still on air early on Saturday.
    ['2026-11-21T01:00', 'Corujão'],
    ['2026-11-21T01:59', 'Corujão'],
    ['2026-11-21T02:00', null],
    ['2026-11-21T23:00', 'Balada de Sábado'],
    // Saturday → Sunday wraps the week.
    ['2026-11-22T00:30', 'Balada de Sábado'],
    ['2026-11-22T00:59', 'Balada de Sábado'],
    ['2026-11-22T01:00', null],
    ['2026-11-22T10:15', 'Missa'],
    ['2026-11-23T05:59', null],
    ['2026-11-23T06:00', 'Bom Dia'],
    ['2026-11-23T08:59', 'Bom Dia'],
    ['2026-11-23T09:00', null],
    ['2026-11-23T15:00', 'Tarde Musical'],
    ['2026-11-23T17:59', 'Tarde Musical'],
    ['2026-11-23T18:00', null],
    // Tarde Musical is Monday to Friday only.
    ['2026-11-21T15:00', null],
    ['2026-11-28T23:30', 'Balada de Sábado'],
  ])('%s in São Paulo → %p', (wall, nome) => {
    expect(showOnAir(GRID, sp(wall))?.nome ?? null).toBe(nome);
  });

  it('uses the zone, not UTC: 02:30 UTC on Saturday is Friday 23:30 in São Paulo', () => {
    expect(showOnAir(GRID, new Date('2026-11-21T02:30:00Z'))?.nome).toBe('Corujão');
    expect(showOnAir(GRID, new Date('2026-11-21T02:30:00Z'), 'UTC')?.nome ?? null).toBeNull();
  });

  it('with two overlapping shows (another backend), the one that started last', () => {
    const late = show(8, 'Especial', [1], '16:00', '17:00');
    expect(showOnAir([TARDE, late], sp('2026-11-23T16:30'))?.nome).toBe('Especial');
    expect(showOnAir([late, TARDE], sp('2026-11-23T16:30'))?.nome).toBe('Especial');
    expect(showOnAir([], sp('2026-11-23T16:30'))).toBeNull();
  });
});

describe('nextShow', () => {
  it.each([
    ['2026-11-20T19:00', 'Corujão', '2026-11-20T22:00', '2026-11-21T02:00'],
    // On air now is not next.
    ['2026-11-21T01:00', 'Bom Dia', '2026-11-21T06:00', '2026-11-21T09:00'],
    ['2026-11-21T10:00', 'Balada de Sábado', '2026-11-21T23:00', '2026-11-22T01:00'],
    ['2026-11-22T00:30', 'Bom Dia', '2026-11-22T06:00', '2026-11-22T09:00'],
    ['2026-11-22T09:30', 'Missa', '2026-11-22T10:00', '2026-11-22T11:00'],
    // A show starting this very minute is on air; the next starts later.
    ['2026-11-23T06:00', 'Tarde Musical', '2026-11-23T15:00', '2026-11-23T18:00'],
    ['2026-11-23T18:00', 'Bom Dia', '2026-11-24T06:00', '2026-11-24T09:00'],
  ])('after %s → %s (%s to %s)', (wall, nome, inicio, fim) => {
    const next = nextShow(GRID, sp(wall));
    expect(next?.show.nome).toBe(nome);
    expect(next?.inicio).toEqual(sp(inicio));
    expect(next?.fim).toEqual(sp(fim));
  });

  it('a single weekly show comes back next week; no shows, no next', () => {
    expect(nextShow([MISSA], sp('2026-11-22T10:00'))?.inicio).toEqual(sp('2026-11-29T10:00'));
    expect(nextShow([MISSA], sp('2026-11-22T09:59'))?.inicio).toEqual(sp('2026-11-22T10:00'));
    expect(nextShow([], sp('2026-11-22T10:00'))).toBeNull();
  });

  it('crosses the end of a month and of a year', () => {
    // 31/12/2026 is a Thursday: Corujão is on Friday, 01/01/2027.
    expect(nextShow([CORUJAO], sp('2026-12-31T12:00'))).toEqual({ show: CORUJAO, slot: slotOf(CORUJAO), inicio: sp('2027-01-01T22:00'), fim: sp('2027-01-02T02:00') });
  });
});

describe('currentOrNextOccurrence', () => {
  it.each([
    ['2026-11-21T01:00', CORUJAO, '2026-11-20T22:00', '2026-11-21T02:00'],
    ['2026-11-21T02:00', CORUJAO, '2026-11-27T22:00', '2026-11-28T02:00'],
    ['2026-11-22T00:10', BALADA, '2026-11-21T23:00', '2026-11-22T01:00'],
    ['2026-11-23T07:00', BOM_DIA, '2026-11-23T06:00', '2026-11-23T09:00'],
    ['2026-11-23T09:00', BOM_DIA, '2026-11-24T06:00', '2026-11-24T09:00'],
  ])('at %s', (wall, grid, inicio, fim) => {
    expect(currentOrNextOccurrence(grid, sp(wall))).toEqual({ show: grid, slot: slotOf(grid), inicio: sp(inicio), fim: sp(fim) });
  });

  it('none for a show without slots', () => {
    expect(currentOrNextOccurrence({ ...TARDE, horarios: [] }, sp('2026-11-23T07:00'))).toBeNull();
  });
});

/** The live player's title (PlayerProvider): the show on air among playerShows, else the station name. */
const playerTitle = (grid: GridShow[], date: Date, brand: string, timeZone?: string) => showOnAir(playerShows(grid, brand), date, timeZone)?.nome ?? brand;

describe("the player's programme title", () => {
  it('with no show registered: exactly SPEC §4.2 fixed table, every hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 59]) {
        const date = sp(`2026-11-21T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
        expect(playerTitle([], date, BRAND)).toBe(programmeForHour(hour, BRAND));
        expect(playerTitle([], date, BRAND)).toBe(currentProgramme(date, BRAND));
      }
    }
  });

  it.each([
    ['2026-11-20T23:00', 'Corujão'],
    ['2026-11-21T01:30', 'Corujão'],
    ['2026-11-23T16:00', 'Tarde Musical'],
    // Shows registered but none on air: the station name (the table's "otherwise").
    ['2026-11-21T03:00', BRAND],
    ['2026-11-21T16:00', BRAND],
    ['2026-11-23T19:00', BRAND],
  ])('with the grid, at %s → %p', (wall, title) => {
    expect(playerTitle(GRID, sp(wall), BRAND)).toBe(title);
  });

  it('the fixed table as a grid gives the same names as the table', () => {
    const table = fixedTableGrid(BRAND);
    expect(table.map((s) => [s.nome, timeRangeText(slotOf(s))])).toEqual([
      [`Bom Dia ${BRAND}`, '06:00 – 09:00'],
      [`${BRAND} Manhã`, '09:00 – 12:00'],
      ['Almoço com Música', '12:00 – 15:00'],
      ['Tarde Musical', '15:00 – 18:00'],
      [`${BRAND} Notícias`, '18:00 – 21:00'],
    ]);
    for (let hour = 0; hour < 24; hour++) {
      const date = sp(`2026-11-24T${String(hour).padStart(2, '0')}:30`);
      expect(showOnAir(table, date)?.nome ?? BRAND).toBe(programmeForHour(hour, BRAND));
    }
  });
});

describe('daylight saving time (no code change when it comes back)', () => {
  it('São Paulo in December 2018 (UTC−2, Brazil had DST) against December 2019 (UTC−3)', () => {
    // Monday 03/12/2018 20:30 UTC is 18:30 in São Paulo (DST): Tarde Musical is over.
    expect(showOnAir(GRID, new Date('2018-12-03T20:30:00Z'))).toBeNull();
    expect(showOnAir(GRID, new Date('2018-12-03T19:30:00Z'))?.nome).toBe('Tarde Musical');
    // Monday 02/12/2019 20:30 UTC is 17:30 (no DST any more): on air.
    expect(showOnAir(GRID, new Date('2019-12-02T20:30:00Z'))?.nome).toBe('Tarde Musical');
    expect(isoInZone(new Date('2018-12-03T20:30:00Z'))).toBe('2018-12-03T18:30:00-02:00');
    expect(isoInZone(new Date('2019-12-02T20:30:00Z'))).toBe('2019-12-02T17:30:00-03:00');
    expect(playerTitle([], new Date('2018-12-03T08:30:00Z'), BRAND)).toBe(`Bom Dia ${BRAND}`);
  });

  it('the next show across the night summer time started (04/11/2018, 00:00 → 01:00)', () => {
    const next = nextShow([BOM_DIA], sp('2018-11-03T20:00'));
    expect(next?.inicio).toEqual(sp('2018-11-04T06:00'));
    expect(next?.inicio.toISOString()).toBe('2018-11-04T08:00:00.000Z');
    // Saturday 22:00 (UTC−3) to Sunday 02:00 (UTC−2): three real hours, four on the clock.
    const night = show(6, 'Noite', [6], '22:00', '02:00');
    const occurrence = nextShow([night], sp('2018-11-03T12:00'))!;
    expect(occurrence.inicio.toISOString()).toBe('2018-11-04T01:00:00.000Z');
    expect(occurrence.fim.toISOString()).toBe('2018-11-04T04:00:00.000Z');
    expect(isoInZone(occurrence.inicio)).toBe('2018-11-03T22:00:00-03:00');
    expect(isoInZone(occurrence.fim)).toBe('2018-11-04T02:00:00-02:00');
  });

  it('the night summer time ended (17/02/2019: 00:00 back to 23:00)', () => {
    const late = show(7, 'Fim de Noite', [6], '22:00', '00:00');
    const occurrence = nextShow([late], sp('2019-02-16T12:00'))!;
    expect(occurrence.inicio).toEqual(sp('2019-02-16T22:00'));
    expect(occurrence.fim).toEqual(sp('2019-02-17T00:00'));
    expect(isoInZone(occurrence.inicio)).toBe('2019-02-16T22:00:00-02:00');
  });

  it('New York, across the start of DST on 08/03/2026', () => {
    expect(showOnAir(GRID, new Date('2026-03-09T10:30:00Z'), NY)?.nome).toBe('Bom Dia'); // 06:30 EDT
    expect(showOnAir(GRID, new Date('2026-03-06T10:30:00Z'), NY)).toBeNull(); // 05:30 EST
    expect(isoInZone(new Date('2026-03-09T10:30:00Z'), NY)).toBe('2026-03-09T06:30:00-04:00');
    const next = nextShow([BOM_DIA], new Date('2026-03-08T04:00:00Z'), NY)!; // Saturday 23:00 EST
    expect(next.inicio).toEqual(fromZonedTime('2026-03-08T06:00:00', NY));
    expect(next.inicio.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(playerTitle([], new Date('2026-03-09T10:30:00Z'), BRAND, NY)).toBe(`Bom Dia ${BRAND}`);
  });
});

describe('weekFrom', () => {
  it('seven days from today, each with its shows in start order; a midnight-crossing show on its start day', () => {
    const week = weekFrom(GRID, sp('2026-11-21T01:00'));
    expect(week.map((day) => [day.dia, day.data])).toEqual([
      [6, '2026-11-21'],
      [0, '2026-11-22'],
      [1, '2026-11-23'],
      [2, '2026-11-24'],
      [3, '2026-11-25'],
      [4, '2026-11-26'],
      [5, '2026-11-27'],
    ]);
    const names = (index: number) => week[index].airings.map((airing) => airing.show.nome);
    expect(names(0)).toEqual(['Bom Dia', 'Balada de Sábado']);
    expect(names(1)).toEqual(['Bom Dia', 'Missa']);
    expect(names(2)).toEqual(['Bom Dia', 'Tarde Musical']);
    expect(names(6)).toEqual(['Bom Dia', 'Tarde Musical', 'Corujão']);
  });

  it('"today" is São Paulo\'s day: 02:00 UTC on Saturday is still Friday there', () => {
    expect(weekFrom(GRID, new Date('2026-11-21T02:00:00Z'))[0]).toMatchObject({ dia: 5, data: '2026-11-20' });
    expect(weekFrom(GRID, new Date('2026-11-21T02:00:00Z'), 'UTC')[0]).toMatchObject({ dia: 6, data: '2026-11-21' });
  });

  it('across the end of the year', () => {
    expect(weekFrom([], sp('2026-12-30T12:00')).map((day) => day.data)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
    ]);
  });

  it('the neutral week (server HTML) runs Monday to Sunday, without dates', () => {
    const week = neutralWeek(GRID);
    expect(week.map((day) => day.dia)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week.every((day) => day.data === null)).toBe(true);
    expect(week[4].airings.map((airing) => airing.show.nome)).toEqual(['Bom Dia', 'Tarde Musical', 'Corujão']);
  });

  it('localMoment gives the weekday and minute of the day', () => {
    expect(localMoment(sp('2026-11-22T00:30'))).toEqual({ year: 2026, month: 11, day: 22, weekday: 0, minute: 30 });
  });
});

describe('findOverlap', () => {
  const slot = (dias: number[], inicio: string, fim: string, id?: number) => ({ id, horarios: [at(dias, inicio, fim)] });

  it.each([
    ['Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).', slot([1], '15:30', '16:30')],
    ['Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).', slot([1, 3], '14:00', '15:01')],
    ['Conflito de horário com "Tarde Musical" (quarta, 15:00–18:00).', slot([3], '17:59', '18:30')],
    // Friday's late show runs into Saturday morning.
    ['Conflito de horário com "Corujão" (sexta, 22:00–02:00).', slot([6], '01:00', '03:00')],
    // Saturday's late show wraps into Sunday.
    ['Conflito de horário com "Balada de Sábado" (sábado, 23:00–01:00).', slot([0], '00:00', '00:30')],
    // A candidate crossing midnight into the next day's show.
    ['Conflito de horário com "Bom Dia" (quarta, 06:00–09:00).', slot([2], '21:00', '07:00')],
    // A candidate crossing Saturday → Sunday.
    ['Conflito de horário com "Balada de Sábado" (sábado, 23:00–01:00).', slot([6], '23:30', '00:30')],
    ['Conflito de horário com "Corujão" (sexta, 22:00–02:00).', slot([5], '21:00', '22:30')],
  ])('refused: %s', (message, candidate) => {
    const overlap = findOverlap(candidate, GRID);
    expect(overlap).not.toBeNull();
    expect(overlapMessage(overlap!)).toBe(message);
  });

  it.each([
    // End to start is no overlap.
    [slot([1], '18:00', '21:00')],
    [slot([1], '12:00', '15:00')],
    [slot([1, 2, 3, 4, 5], '09:00', '15:00')],
    [slot([2], '22:00', '02:00')],
    [slot([6], '02:00', '06:00')],
    [slot([0], '01:00', '06:00')],
    [slot([6], '21:00', '23:00')],
    // Editing a show never conflicts with itself.
    [slot([5], '22:00', '02:00', 3)],
    [slot([5], '21:00', '03:00', 3)],
  ])('accepted: %j', (candidate) => {
    expect(findOverlap(candidate, GRID)).toBeNull();
  });

  it('the same slot as a new show is refused', () => {
    expect(findOverlap(slot([5], '22:00', '02:00'), GRID)?.show.nome).toBe('Corujão');
  });
});

describe('normalizeGrid', () => {
  it('reads a bare array or a wrapped one, dropping inactive and unusable entries (a backend from before slots)', () => {
    const raw = {
      dados: [
        {
          id: '3',
          nome: ' Corujão ',
          slug: 'corujao',
          descricao: 'Madrugada',
          imagem: '2026/11/corujao.webp',
          dias: [5, '5', 9, -1, 'x'],
          inicioMinuto: '1320',
          fimMinuto: 120,
          apresentadores: [{ id: 2, nome: 'Cláudio', avatar: '/uploads/a.webp' }, { nome: 'Sem id' }],
        },
        { id: 4, nome: 'Inativo', dias: [1], inicioMinuto: 60, fimMinuto: 120, ativo: false },
        { id: 5, nome: 'Sem dias', dias: [], inicioMinuto: 60, fimMinuto: 120 },
        { id: 6, nome: 'Hora inválida', dias: [1], inicioMinuto: 1440, fimMinuto: 120 },
        { id: 7, nome: 'Sem duração', dias: [1], inicioMinuto: 60, fimMinuto: 60 },
        { id: 8, dias: [1], inicioMinuto: 60, fimMinuto: 120 },
        'lixo',
      ],
    };
    expect(normalizeGrid(raw)).toEqual([
      {
        id: 3,
        nome: 'Corujão',
        slug: 'corujao',
        descricao: 'Madrugada',
        imagem: '/uploads/2026/11/corujao.webp',
        horarios: [{ dias: [5], inicioMinuto: 1320, fimMinuto: 120 }],
        apresentadores: [{ id: 2, nome: 'Cláudio', avatar: '/uploads/a.webp' }],
      },
    ]);
    expect(normalizeGrid([GRID[0]])).toEqual([GRID[0]]);
    expect(normalizeGrid(null)).toEqual([]);
    expect(normalizeGrid({ message: 'Rota não encontrada' })).toEqual([]);
  });

  it('reads slots under horarios (grouped days, or a row per day), dropping the unusable ones; they win over the top-level fields', () => {
    const raw = [
      {
        id: 1,
        nome: 'Bom Dia',
        // The top-level fields of a client from before slots: the slots say it all.
        dias: [1],
        inicioMinuto: 360,
        fimMinuto: 540,
        horarios: [
          { dias: [6], inicioMinuto: 480, fimMinuto: 600 },
          { dias: [5, 1, 2, 3, 4, 4], inicioMinuto: 360, fimMinuto: 540 },
          { dias: [0], inicioMinuto: 2000, fimMinuto: 600 },
          'lixo',
        ],
      },
      { id: 2, nome: 'Em linhas', horarios: [{ dia: 2, inicioMinuto: 60, fimMinuto: 120 }, { dia: '4', inicioMinuto: 60, fimMinuto: 120 }, { dia: 9, inicioMinuto: 60, fimMinuto: 120 }] },
      { id: 3, nome: 'Horários vazios', horarios: [], dias: [1], inicioMinuto: 60, fimMinuto: 120 },
    ];
    expect(normalizeGrid(raw).map((entry) => [entry.nome, entry.horarios])).toEqual([
      [
        'Bom Dia',
        [
          { dias: [1, 2, 3, 4, 5], inicioMinuto: 360, fimMinuto: 540 },
          { dias: [6], inicioMinuto: 480, fimMinuto: 600 },
        ],
      ],
      ['Em linhas', [{ dias: [2, 4], inicioMinuto: 60, fimMinuto: 120 }]],
    ]);
  });
});

describe('slots', () => {
  it('groupSlots: days with the same times together, by first day (Monday first) then start; slotRows undoes it', () => {
    const rows = [
      { dia: 0, inicioMinuto: 600, fimMinuto: 660 },
      { dia: 6, inicioMinuto: 480, fimMinuto: 600 },
      { dia: 2, inicioMinuto: 360, fimMinuto: 540 },
      { dia: 1, inicioMinuto: 360, fimMinuto: 540 },
      { dia: 1, inicioMinuto: 1080, fimMinuto: 1140 },
      { dia: 1, inicioMinuto: 360, fimMinuto: 540 },
    ];
    const slots = groupSlots(rows);
    expect(slots).toEqual([
      { dias: [1, 2], inicioMinuto: 360, fimMinuto: 540 },
      { dias: [1], inicioMinuto: 1080, fimMinuto: 1140 },
      { dias: [6], inicioMinuto: 480, fimMinuto: 600 },
      { dias: [0], inicioMinuto: 600, fimMinuto: 660 },
    ]);
    expect(slotRows(slots)).toHaveLength(5);
    expect(groupSlots(slotRows(slots))).toEqual(slots);
    expect(groupSlots([])).toEqual([]);
  });

  it("legacySlotFields: the first slot's, for clients from before slots", () => {
    expect(legacySlotFields([at([1, 2], '06:00', '09:00'), at([6], '08:00', '10:00')])).toEqual({ dias: [1, 2], inicioMinuto: 360, fimMinuto: 540 });
    expect(legacySlotFields([])).toEqual({ dias: [], inicioMinuto: 0, fimMinuto: 0 });
  });

  it('airingOnDay: the instants of a slot on a local day, across the night summer time started (04/11/2018)', () => {
    const night = at([6], '22:00', '02:00');
    const airing = airingOnDay(night, '2018-11-03');
    expect(airing.inicio.toISOString()).toBe('2018-11-04T01:00:00.000Z');
    expect(airing.fim.toISOString()).toBe('2018-11-04T04:00:00.000Z');
    expect(airingOnDay(at([1], '15:00', '18:00'), '2026-11-23')).toEqual({ inicio: sp('2026-11-23T15:00'), fim: sp('2026-11-23T18:00') });
  });
});

describe('different times on different weekdays', () => {
  /** Weekdays 06:00–09:00, Saturday 08:00–10:00, Sunday 22:00–01:00. */
  const CAFE = show(10, 'Café', [1, 2, 3, 4, 5], '06:00', '09:00', at([6], '08:00', '10:00'), at([0], '22:00', '01:00'));
  const NEWS = show(11, 'Notícias', [1, 2, 3, 4, 5, 6], '18:00', '19:00');

  it.each([
    ['2026-11-23T06:00', 'Café', '06:00 – 09:00'],
    ['2026-11-23T09:30', null, null],
    ['2026-11-28T07:00', null, null],
    ['2026-11-28T08:00', 'Café', '08:00 – 10:00'],
    ['2026-11-28T09:59', 'Café', '08:00 – 10:00'],
    ['2026-11-28T10:00', null, null],
    ['2026-11-22T23:00', 'Café', '22:00 – 01:00'],
    // Sunday's late slot runs into Monday.
    ['2026-11-23T00:30', 'Café', '22:00 – 01:00'],
    ['2026-11-28T18:30', 'Notícias', '18:00 – 19:00'],
  ])('%s in São Paulo → %p (%p)', (wall, nome, range) => {
    const found = slotOnAir([CAFE, NEWS], sp(wall));
    expect(found?.show.nome ?? null).toBe(nome);
    expect(found ? timeRangeText(found.slot) : null).toBe(range);
  });

  it('next airing and the airing on air come from the right slot', () => {
    expect(nextShow([CAFE], sp('2026-11-27T10:00'))).toMatchObject({ inicio: sp('2026-11-28T08:00'), fim: sp('2026-11-28T10:00'), slot: CAFE.horarios[1] });
    expect(currentOrNextOccurrence(CAFE, sp('2026-11-23T00:10'))).toMatchObject({ inicio: sp('2026-11-22T22:00'), fim: sp('2026-11-23T01:00'), slot: CAFE.horarios[2] });
  });

  it('the week lists each slot on its days, in start order; two slots on one day are listed twice', () => {
    const twice = show(12, 'Duas Vezes', [3], '05:00', '06:00', at([3], '20:00', '21:00'));
    const week = weekFrom([CAFE, NEWS, twice], sp('2026-11-23T12:00'));
    const lines = (index: number) => week[index].airings.map((airing) => `${airing.show.nome} ${timeRangeText(airing.slot)}`);
    expect(lines(0)).toEqual(['Café 06:00 – 09:00', 'Notícias 18:00 – 19:00']);
    expect(lines(2)).toEqual(['Duas Vezes 05:00 – 06:00', 'Café 06:00 – 09:00', 'Notícias 18:00 – 19:00', 'Duas Vezes 20:00 – 21:00']);
    expect(lines(5)).toEqual(['Café 08:00 – 10:00', 'Notícias 18:00 – 19:00']);
    expect(lines(6)).toEqual(['Café 22:00 – 01:00']);
  });

  it('overlaps are found in any slot of either show, and the message names the other show\'s slot', () => {
    const candidate = (dias: number[], inicio: string, fim: string) => ({ horarios: [at([2], '12:00', '13:00'), at(dias, inicio, fim)] });
    expect(overlapMessage(findOverlap(candidate([6], '09:00', '11:00'), [CAFE, NEWS])!)).toBe('Conflito de horário com "Café" (sábado, 08:00–10:00).');
    expect(overlapMessage(findOverlap(candidate([1], '00:00', '00:30'), [CAFE, NEWS])!)).toBe('Conflito de horário com "Café" (domingo, 22:00–01:00).');
    // Saturday 06:00–08:00 is free: Café starts at 08:00 on Saturdays.
    expect(findOverlap(candidate([6], '06:00', '08:00'), [CAFE, NEWS])).toBeNull();
    // Editing Café itself: its own slots are no conflict.
    expect(findOverlap({ id: 10, horarios: [at([6], '07:00', '10:00')] }, [CAFE, NEWS])).toBeNull();
  });

  it("a show's own slots may not overlap one another", () => {
    expect(findSlotClash([at([1, 2], '06:00', '09:00'), at([2], '08:00', '10:00')])).toEqual({ index: 1, slot: at([1, 2], '06:00', '09:00'), dia: 2 });
    // Saturday 23:00–01:00 runs into Sunday 00:30.
    expect(findSlotClash([at([6], '23:00', '01:00'), at([0], '00:30', '02:00')])).toMatchObject({ index: 1, dia: 6 });
    expect(findSlotClash([at([1, 2], '06:00', '09:00'), at([2], '09:00', '10:00'), at([6], '06:00', '09:00')])).toBeNull();
    expect(findSlotClash([])).toBeNull();
  });
});

describe('playerShows', () => {
  it.each(Array.from({ length: 24 }, (_, hour) => hour))('with no show registered, the player names hour %i as SPEC §4.2 does', (hour) => {
    const instant = sp(`2026-11-21T${String(hour).padStart(2, '0')}:30:00`);
    expect(showOnAir(playerShows([], BRAND), instant)?.nome ?? BRAND).toBe(programmeForHour(hour, BRAND));
  });

  it('passes the grid on with its slots and the presenters by name', () => {
    const grid: GridShow[] = [
      {
        id: 1,
        nome: 'Tarde Livre',
        slug: 'tarde-livre',
        descricao: 'x',
        imagem: '/uploads/a.jpg',
        horarios: [at([6], '15:00', '18:00')],
        apresentadores: [{ id: 3, nome: 'Jorge Lima', avatar: null }],
      },
    ];
    expect(playerShows(grid, BRAND)).toEqual([{ nome: 'Tarde Livre', horarios: [{ dias: [6], inicioMinuto: 900, fimMinuto: 1080 }], imagem: '/uploads/a.jpg', apresentadores: ['Jorge Lima'] }]);
  });
});
