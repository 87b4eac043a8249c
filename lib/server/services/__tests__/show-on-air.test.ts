import { eq } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { gradeExcecoes, programaHorarios, programas } from '@/lib/server/db/schema';
import { showOnAirAt } from '@/lib/server/services/show-on-air';
import { TEST_BACKENDS, createTestDatabase, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(120_000);

/** A São Paulo wall-clock time as an instant, by date-fns-tz (the reference). */
const sp = (wall: string) => fromZonedTime(wall, 'America/Sao_Paulo');

// The demo grid: SPEC §4.2's table every day, 06:00–21:00. 23/11/2026 is a Monday; 28/11 a Saturday.
describe.each(TEST_BACKENDS)('showOnAirAt: what the server records as on air ($name)', (backend) => {
  let database: TestDatabase;
  let ids: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase(backend, { seeded: true });
    const shows = await database.db.select({ id: programas.id, nome: programas.nome }).from(programas);
    ids = Object.fromEntries(shows.map((show) => [show.nome, show.id]));
    // Friday 22:00 → Saturday 02:00, and Saturday 03:00–04:00: other times on other days.
    const [corujao] = await database.db.insert(programas).values({ nome: 'Corujão', slug: 'corujao' }).returning({ id: programas.id });
    ids['Corujão'] = corujao.id;
    await database.db.insert(programaHorarios).values([
      { programaId: corujao.id, dia: 5, inicioMinuto: 22 * 60, fimMinuto: 2 * 60 },
      { programaId: corujao.id, dia: 6, inicioMinuto: 3 * 60, fimMinuto: 4 * 60 },
    ]);
    // An inactive show's slots never count.
    const [hidden] = await database.db.insert(programas).values({ nome: 'Rascunho', slug: 'rascunho', ativo: false }).returning({ id: programas.id });
    await database.db.insert(programaHorarios).values({ programaId: hidden.id, dia: 0, inicioMinuto: 0, fimMinuto: 60 });
    await database.db.insert(gradeExcecoes).values([
      { titulo: 'Jogo do Inter', inicio: sp('2026-11-28T16:00'), fim: sp('2026-11-28T18:00'), programaId: ids['Bom Dia Sintonia FM'] },
      { titulo: 'Feriado: programação especial', inicio: sp('2026-11-20T00:00'), fim: sp('2026-11-21T00:00') },
      // Summer time in 2018: 16:00–17:00 in São Paulo was 18:00–19:00 UTC.
      { titulo: 'Especial de verão', inicio: new Date('2018-12-03T18:00:00Z'), fim: new Date('2018-12-03T19:00:00Z') },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.each([
    ['a regular slot', '2026-11-23T15:30', 'Tarde Musical', ['Jorge Dalla Costa']],
    ['a regular slot with two presenters', '2026-11-23T20:59', 'Sintonia FM Notícias', ['Marta Lindner', 'Paulo Weber']],
    ['between shows', '2026-11-23T23:00', null, null],
    ['a slot crossing midnight, on the next day', '2026-11-28T01:30', 'Corujão', []],
    ['its end', '2026-11-28T02:00', null, null],
    ["the same show's other time on another day", '2026-11-28T03:15', 'Corujão', []],
    ['not that time on another day', '2026-11-27T03:15', null, null],
    ['an inactive show', '2026-11-29T00:30', null, null],
  ])('%s: %s → %p', async (_, wall, nome, apresentadores) => {
    const onAir = await showOnAirAt(database.db, sp(wall));
    expect(onAir && { nome: onAir.nome, apresentadores: onAir.apresentadores }).toEqual(nome === null ? null : { nome, apresentadores });
    if (onAir) expect(onAir.programaId).toBe(ids[nome as string]);
  });

  it('an exception with a show puts that show on air, with its presenters, over the grid', async () => {
    expect(await showOnAirAt(database.db, sp('2026-11-28T15:59'))).toEqual({ programaId: ids['Tarde Musical'], nome: 'Tarde Musical', apresentadores: ['Jorge Dalla Costa'] });
    expect(await showOnAirAt(database.db, sp('2026-11-28T16:00'))).toEqual({ programaId: ids['Bom Dia Sintonia FM'], nome: 'Bom Dia Sintonia FM', apresentadores: ['Cláudio Zanella'] });
    expect(await showOnAirAt(database.db, sp('2026-11-28T18:00'))).toEqual({ programaId: ids['Sintonia FM Notícias'], nome: 'Sintonia FM Notícias', apresentadores: ['Marta Lindner', 'Paulo Weber'] });
  });

  it('an exception with only a title: the title, no show, no presenters, even where the grid has a show', async () => {
    for (const wall of ['2026-11-20T00:00', '2026-11-20T07:00', '2026-11-20T23:59']) {
      expect(await showOnAirAt(database.db, sp(wall))).toEqual({ programaId: null, nome: 'Feriado: programação especial', apresentadores: [] });
    }
    expect((await showOnAirAt(database.db, sp('2026-11-21T07:00')))?.nome).toBe('Bom Dia Sintonia FM');
  });

  it("DST-safe: the grid is São Paulo's wall clock whatever the offset; exceptions are instants", async () => {
    // Monday 03/12/2018, summer time (UTC−2): 20:30 UTC is 18:30 there, the evening news (at UTC−3 it would be Tarde Musical).
    expect((await showOnAirAt(database.db, new Date('2018-12-03T20:30:00Z')))?.nome).toBe('Sintonia FM Notícias');
    expect((await showOnAirAt(database.db, new Date('2019-12-02T20:30:00Z')))?.nome).toBe('Tarde Musical');
    expect((await showOnAirAt(database.db, new Date('2018-12-03T18:30:00Z')))?.nome).toBe('Especial de verão');
    expect((await showOnAirAt(database.db, new Date('2018-12-03T19:00:00Z')))?.nome).toBe('Tarde Musical');
  });

  it('the show of an exception deleted: the exception stays, with its title', async () => {
    const [temporary] = await database.db.insert(programas).values({ nome: 'Temporário', slug: 'temporario' }).returning({ id: programas.id });
    const [exception] = await database.db
      .insert(gradeExcecoes)
      .values({ titulo: 'Maratona', inicio: sp('2026-12-01T10:00'), fim: sp('2026-12-01T11:00'), programaId: temporary.id })
      .returning({ id: gradeExcecoes.id });
    expect((await showOnAirAt(database.db, sp('2026-12-01T10:30')))?.nome).toBe('Temporário');
    await database.db.delete(programas).where(eq(programas.id, temporary.id));
    expect(await showOnAirAt(database.db, sp('2026-12-01T10:30'))).toEqual({ programaId: null, nome: 'Maratona', apresentadores: [] });
    await database.db.delete(gradeExcecoes).where(eq(gradeExcecoes.id, exception.id));
  });
});
