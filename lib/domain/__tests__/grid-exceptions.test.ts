import { fromZonedTime } from 'date-fns-tz';
import {
  exceptionDays,
  exceptionOnAirShow,
  exceptionOverlapMessage,
  exceptionRangeText,
  exceptionsDuring,
  exceptionStartOn,
  exceptionWhenText,
  findExceptionOverlap,
  nextUp,
  normalizeGridExceptions,
  playerExceptions,
  type GridException,
} from '../grid-exceptions';
import { programmeOnAir, type AirException, type OnAirShow, type PlayerShow } from '../on-air';
import { parseClock, type GridSlot } from '../schedule';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const sp = (wall: string) => fromZonedTime(wall, SP);
const at = (dias: number[], inicio: string, fim: string): GridSlot => ({ dias, inicioMinuto: parseClock(inicio)!, fimMinuto: parseClock(fim)! });
const player = (nome: string, ...horarios: GridSlot[]): PlayerShow => ({ nome, horarios, imagem: null, apresentadores: [] });

// 28/11/2026 is a Saturday.
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const GRID = [player('Bom Dia', at(EVERY_DAY, '06:00', '09:00')), player('Tarde Musical', at([1, 2, 3, 4, 5], '15:00', '18:00'), at([6], '14:00', '18:00'))];

const TARDE_SHOW = { id: 4, nome: 'Tarde Musical', slug: 'tarde-musical', imagem: '/uploads/tarde.webp', apresentadores: [{ id: 8, nome: 'Jorge Dalla Costa', avatar: null }] };
const exception = (id: number, titulo: string, inicio: string, fim: string, programa: GridException['programa'] = null): GridException => ({
  id,
  titulo,
  descricao: '',
  inicio: sp(inicio).toISOString(),
  fim: sp(fim).toISOString(),
  programa,
});
const JOGO = exception(1, 'Jogo do Inter', '2026-11-28T16:00', '2026-11-28T18:00');
const ESPECIAL = exception(2, 'Especial de Natal', '2026-12-24T20:00', '2026-12-26T06:00', TARDE_SHOW);
const FERIADO = exception(3, 'Feriado: programação especial', '2026-11-20T00:00', '2026-11-21T00:00');
const EXCEPTIONS = playerExceptions([JOGO, ESPECIAL, FERIADO]);

describe('exceptions replace the grid for their time (the player and /programacao)', () => {
  it.each([
    ['2026-11-28T14:30', 'Tarde Musical'],
    ['2026-11-28T15:59', 'Tarde Musical'],
    // An exception with only a title: the title is on air.
    ['2026-11-28T16:00', 'Jogo do Inter'],
    ['2026-11-28T17:59', 'Jogo do Inter'],
    // Its end is not its own: the grid is back.
    ['2026-11-28T18:00', null],
    ['2026-11-29T16:30', null],
    // A whole day: even the morning show is replaced.
    ['2026-11-20T07:00', 'Feriado: programação especial'],
    ['2026-11-20T23:59', 'Feriado: programação especial'],
    ['2026-11-21T07:00', 'Bom Dia'],
    // Across days, with a show: that show is on air, at hours the grid has nobody.
    ['2026-12-24T23:00', 'Tarde Musical'],
    ['2026-12-25T07:00', 'Tarde Musical'],
    ['2026-12-26T05:59', 'Tarde Musical'],
    ['2026-12-26T06:00', 'Bom Dia'],
  ])('%s in São Paulo → %p', (wall, nome) => {
    expect(programmeOnAir(GRID, EXCEPTIONS, sp(wall))?.nome ?? null).toBe(nome);
  });

  it('what the player shows of an exception: its show with the presenters and image, else its title', () => {
    expect(exceptionOnAirShow(ESPECIAL)).toEqual({ nome: 'Tarde Musical', imagem: '/uploads/tarde.webp', apresentadores: ['Jorge Dalla Costa'] });
    expect(exceptionOnAirShow(JOGO)).toEqual({ nome: 'Jogo do Inter', imagem: null, apresentadores: [] });
    expect(playerExceptions([JOGO])).toEqual([{ inicio: Date.parse('2026-11-28T19:00:00.000Z'), fim: Date.parse('2026-11-28T21:00:00.000Z'), show: exceptionOnAirShow(JOGO) }]);
  });

  it('of two exceptions over the same minute (another backend), the one that started last', () => {
    const wide: AirException<OnAirShow> = { inicio: sp('2026-11-28T12:00').getTime(), fim: sp('2026-11-28T20:00').getTime(), show: { nome: 'Maratona', imagem: null, apresentadores: [] } };
    expect(programmeOnAir(GRID, [...EXCEPTIONS, wide], sp('2026-11-28T17:00'))?.nome).toBe('Jogo do Inter');
    expect(programmeOnAir(GRID, [wide, ...EXCEPTIONS], sp('2026-11-28T19:00'))?.nome).toBe('Maratona');
  });

  it('DST-safe: instants are instants, whatever the offset (São Paulo in summer time, 2018; New York)', () => {
    // 03/12/2018 (a Monday) had UTC−2 in São Paulo: 15:00 local is 17:00 UTC.
    const summer = playerExceptions([exception(9, 'Jogo', '2018-12-03T15:00', '2018-12-03T16:00')]);
    expect(summer[0].inicio).toBe(Date.parse('2018-12-03T17:00:00Z'));
    expect(programmeOnAir(GRID, summer, new Date('2018-12-03T17:59:00Z'))?.nome).toBe('Jogo');
    // 16:00 local: the rest of Tarde Musical.
    expect(programmeOnAir(GRID, summer, new Date('2018-12-03T18:00:00Z'))?.nome).toBe('Tarde Musical');
    // In New York, the grid is read on New York's wall clock; the exception keeps its instants.
    expect(programmeOnAir(GRID, summer, new Date('2018-12-03T17:30:00Z'), NY)?.nome).toBe('Jogo');
    expect(programmeOnAir(GRID, summer, new Date('2018-12-03T20:30:00Z'), NY)?.nome).toBe('Tarde Musical');
  });
});

describe('nextUp', () => {
  const timed = playerExceptions([JOGO, ESPECIAL]);
  it.each([
    // Saturday 13:00: the grid's Tarde Musical at 14:00 comes first.
    ['2026-11-28T13:00', 'programa', 'Tarde Musical', '2026-11-28T14:00'],
    // During Tarde Musical: the match at 16:00.
    ['2026-11-28T15:00', 'excecao', 'Jogo do Inter', '2026-11-28T16:00'],
    // During the match: the next start of the grid, the morning show.
    ['2026-11-28T17:00', 'programa', 'Bom Dia', '2026-11-29T06:00'],
    // Christmas Eve: the special at 20:00; during it, the grid's starts it covers are skipped.
    ['2026-12-24T19:00', 'excecao', 'Tarde Musical', '2026-12-24T20:00'],
    ['2026-12-25T12:00', 'programa', 'Bom Dia', '2026-12-26T06:00'],
  ])('after %s → %s %s at %s', (wall, kind, nome, inicio) => {
    const next = nextUp(GRID, timed, sp(wall))!;
    expect(next.kind).toBe(kind);
    expect(next.kind === 'excecao' ? next.exception.show.nome : next.occurrence.show.nome).toBe(nome);
    expect(next.inicio).toEqual(sp(inicio));
  });

  it('none without shows or exceptions', () => {
    expect(nextUp([], [], sp('2026-11-28T13:00'))).toBeNull();
  });
});

describe('days and texts', () => {
  it.each([
    [JOGO, ['2026-11-28'], '16:00 – 18:00', 'sábado, 28/11, 16:00–18:00'],
    // Ending at midnight: that day only.
    [FERIADO, ['2026-11-20'], '00:00 – 00:00', 'sexta, 20/11, 00:00–00:00'],
    [ESPECIAL, ['2026-12-24', '2026-12-25', '2026-12-26'], '24/12 20:00 – 26/12 06:00', '24/12 20:00 a 26/12 06:00'],
    [exception(5, 'Virada', '2026-12-31T23:00', '2027-01-01T01:00'), ['2026-12-31', '2027-01-01'], '31/12 23:00 – 01/01 01:00', '31/12 23:00 a 01/01 01:00'],
  ])('%#: days, range and sentence', (item, days, range, when) => {
    expect(exceptionDays(item.inicio, item.fim)).toEqual(days);
    expect(exceptionRangeText(item.inicio, item.fim)).toBe(range);
    expect(exceptionWhenText(item.inicio, item.fim)).toBe(when);
  });

  it("the start's minute on each day it covers (0 when it began the day before), DST included", () => {
    expect(exceptionStartOn(ESPECIAL.inicio, '2026-12-24')).toBe(20 * 60);
    expect(exceptionStartOn(ESPECIAL.inicio, '2026-12-25')).toBe(0);
    // 04/11/2018: São Paulo's clocks jumped from 00:00 to 01:00; 02:00 local is one real hour after midnight.
    expect(exceptionStartOn(sp('2018-11-04T02:00'), '2018-11-04')).toBe(60);
  });

  it('exceptionsDuring: the exceptions sharing a minute with an airing (touching is not sharing)', () => {
    const tarde = { inicio: sp('2026-11-28T14:00'), fim: sp('2026-11-28T18:00') };
    expect(exceptionsDuring(EXCEPTIONS, tarde.inicio, tarde.fim).map((item) => item.show.nome)).toEqual(['Jogo do Inter']);
    expect(exceptionsDuring(EXCEPTIONS, sp('2026-11-28T18:00'), sp('2026-11-28T19:00'))).toEqual([]);
    expect(exceptionsDuring(EXCEPTIONS, sp('2026-11-28T12:00'), sp('2026-11-28T16:00'))).toEqual([]);
  });
});

describe('findExceptionOverlap', () => {
  const others = [
    { id: 1, titulo: 'Jogo do Inter', inicio: sp('2026-11-28T16:00'), fim: sp('2026-11-28T18:00') },
    { id: 2, titulo: 'Especial de Natal', inicio: sp('2026-12-24T20:00'), fim: sp('2026-12-26T06:00') },
  ];
  it.each([
    ['2026-11-28T17:00', '2026-11-28T19:00', 'Conflito de horário com a exceção "Jogo do Inter" (sábado, 28/11, 16:00–18:00).'],
    ['2026-11-28T15:00', '2026-11-28T16:01', 'Conflito de horário com a exceção "Jogo do Inter" (sábado, 28/11, 16:00–18:00).'],
    ['2026-11-28T12:00', '2026-11-28T22:00', 'Conflito de horário com a exceção "Jogo do Inter" (sábado, 28/11, 16:00–18:00).'],
    ['2026-12-25T10:00', '2026-12-25T11:00', 'Conflito de horário com a exceção "Especial de Natal" (24/12 20:00 a 26/12 06:00).'],
  ])('%s to %s refused', (inicio, fim, message) => {
    const other = findExceptionOverlap({ inicio: sp(inicio), fim: sp(fim) }, others);
    expect(other && exceptionOverlapMessage(other)).toBe(message);
  });

  it.each([
    ['2026-11-28T18:00', '2026-11-28T20:00', null],
    ['2026-11-28T14:00', '2026-11-28T16:00', null],
    // Editing the match itself.
    ['2026-11-28T15:00', '2026-11-28T18:30', 1],
  ])('%s to %s accepted', (inicio, fim, id) => {
    expect(findExceptionOverlap({ id, inicio: sp(inicio), fim: sp(fim) }, others)).toBeNull();
  });
});

describe('normalizeGridExceptions', () => {
  it('reads a bare array or a wrapped one, by start, dropping entries without a title or usable instants', () => {
    const raw = {
      excecoes: [
        { id: 7, titulo: ' Especial ', descricao: 'Ao vivo', inicio: '2026-12-24T20:00:00-03:00', fim: '2026-12-26T06:00:00-03:00', programa: { id: 4, nome: 'Tarde Musical', imagem: '2026/11/tarde.webp', apresentadores: [{ id: 8, nome: 'Jorge' }] } },
        { id: '6', nome: 'Jogo', inicio: '2026-11-28T19:00:00.000Z', fim: '2026-11-28T21:00:00.000Z', programa: { nome: 'Sem id' } },
        { id: 8, titulo: 'Ao contrário', inicio: '2026-11-28T21:00:00Z', fim: '2026-11-28T19:00:00Z' },
        { id: 9, titulo: 'Sem data', inicio: 'amanhã', fim: '2026-11-28T19:00:00Z' },
        { id: 10, inicio: '2026-11-28T19:00:00Z', fim: '2026-11-28T21:00:00Z' },
        'lixo',
      ],
    };
    expect(normalizeGridExceptions(raw)).toEqual([
      { id: 6, titulo: 'Jogo', descricao: '', inicio: '2026-11-28T19:00:00.000Z', fim: '2026-11-28T21:00:00.000Z', programa: null },
      {
        id: 7,
        titulo: 'Especial',
        descricao: 'Ao vivo',
        inicio: '2026-12-24T23:00:00.000Z',
        fim: '2026-12-26T09:00:00.000Z',
        programa: { id: 4, nome: 'Tarde Musical', slug: 'programa-4', imagem: '/uploads/2026/11/tarde.webp', apresentadores: [{ id: 8, nome: 'Jorge', avatar: null }] },
      },
    ]);
    expect(normalizeGridExceptions([JOGO])).toEqual([JOGO]);
    expect(normalizeGridExceptions(null)).toEqual([]);
    expect(normalizeGridExceptions({ message: 'Rota não encontrada' })).toEqual([]);
  });
});
