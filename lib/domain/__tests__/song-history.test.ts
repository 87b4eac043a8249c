import {
  cleanSongText,
  csvDateTime,
  dayRange,
  durationText,
  isFilteredSong,
  minuteRange,
  minuteTitle,
  normalizeSongHistory,
  parseClockTime,
  parseFilterWords,
  parseRetentionDays,
  retentionCutoff,
  songAtMinute,
  songCsvCells,
  songCsvHead,
  songCsvLines,
  songForHistory,
  songText,
} from '../song-history';

const at = (iso: string) => new Date(iso);

describe('songForHistory: what the history stores of a title', () => {
  it.each<[string, { artista: string | null; titulo: string } | null, string[], { artista: string; titulo: string } | null]>([
    ['artist and title', { artista: 'Elis Regina', titulo: 'Como Nossos Pais' }, [], { artista: 'Elis Regina', titulo: 'Como Nossos Pais' }],
    ['no artist: empty', { artista: null, titulo: 'Aquarela' }, [], { artista: '', titulo: 'Aquarela' }],
    ['nothing playing', null, [], null],
    ['control characters dropped, spaces collapsed', { artista: 'Dja\u0000van\u0085', titulo: ' Oce\u0007ano \t\n ' }, [], { artista: 'Djavan', titulo: 'Oceano' }],
    ['a title that is only control characters', { artista: 'X', titulo: '\u0001\u0002' }, [], null],
    ['a filter word in the title', { artista: 'Sintonia', titulo: 'Intervalo comercial 2' }, ['Intervalo'], null],
    ['a filter word in the artist', { artista: 'Vinheta', titulo: 'Manhã' }, ['vinheta'], null],
    ['accents and case ignored', { artista: 'Loja X', titulo: 'PATROCÍNIO da hora' }, ['patrocinio'], null],
    ['a word never matches across artist and title', { artista: 'Inter', titulo: 'valo' }, ['Intervalo'], { artista: 'Inter', titulo: 'valo' }],
    ['other songs pass', { artista: 'Tim Maia', titulo: 'Azul da Cor do Mar' }, ['Intervalo', 'Vinheta'], { artista: 'Tim Maia', titulo: 'Azul da Cor do Mar' }],
  ])('%s', (_, title, words, expected) => {
    expect(songForHistory(title, words)).toEqual(expected);
  });

  it('caps the artist at 200 and the title at 300 characters, with an ellipsis', () => {
    const song = songForHistory({ artista: 'A'.repeat(10_000), titulo: 'T'.repeat(10_000) }, [])!;
    expect(song.artista).toBe(`${'A'.repeat(199)}…`);
    expect(song.titulo).toBe(`${'T'.repeat(299)}…`);
    expect(cleanSongText('<script>alert(1)</script>', 300)).toBe('<script>alert(1)</script>');
  });
});

describe('parseFilterWords', () => {
  it.each<[string, string | null | undefined, string[]]>([
    ['lines, commas and semicolons', 'Intervalo\nVinheta, Patrocínio; Spot', ['Intervalo', 'Vinheta', 'Patrocínio', 'Spot']],
    ['blanks and repeats (accents and case ignored) dropped', ' Intervalo ,, intervalo\r\n\nÍntervalo ', ['Intervalo']],
    ['empty', '', []],
    ['absent', undefined, []],
    ['null', null, []],
  ])('%s', (_, setting, expected) => {
    expect(parseFilterWords(setting)).toEqual(expected);
  });

  it('keeps at most 100 words of at most 80 characters', () => {
    const words = parseFilterWords(Array.from({ length: 150 }, (_, index) => `palavra${index}`).join('\n'));
    expect(words).toHaveLength(100);
    expect(parseFilterWords('x'.repeat(500))[0]).toHaveLength(80);
  });

  it('isFilteredSong with no words filters nothing', () => {
    expect(isFilteredSong({ artista: null, titulo: 'Intervalo' }, [])).toBe(false);
  });
});

describe('parseRetentionDays and retentionCutoff', () => {
  it.each<[string | null | undefined, number]>([
    [undefined, 400],
    ['', 400],
    ['  30 ', 30],
    ['1', 1],
    ['0', 400],
    ['3650', 3650],
    ['99999', 3650],
    ['-5', 400],
    ['30 dias', 400],
  ])('%s → %s days', (setting, days) => {
    expect(parseRetentionDays(setting)).toBe(days);
  });

  it('the cutoff is that many days before now', () => {
    expect(retentionCutoff(at('2026-11-24T15:00:00Z'), 400).toISOString()).toBe('2025-10-20T15:00:00.000Z');
  });
});

describe('minutes and days in São Paulo', () => {
  it.each<[string, number | null]>([
    ['14:32', 14 * 60 + 32],
    ['00:00', 0],
    ['23:59', 23 * 60 + 59],
    ['14:32:45', 14 * 60 + 32],
    ['24:00', null],
    ['14:60', null],
    ['2:05', null],
    ['14h32', null],
    ['', null],
  ])('parseClockTime(%s) = %s', (text, minutes) => {
    expect(parseClockTime(text)).toBe(minutes);
  });

  it('minuteRange: the São Paulo minute as UTC instants (UTC−3)', () => {
    expect(minuteRange('2026-11-24', '14:32')).toEqual({ inicio: at('2026-11-24T17:32:00Z'), fim: at('2026-11-24T17:33:00Z') });
    expect(minuteRange('2026-02-30', '14:32')).toBeNull();
    expect(minuteRange('2026-11-24', '25:00')).toBeNull();
  });

  it('dayRange: both days included, from midnight to midnight', () => {
    expect(dayRange('2026-11-01', '2026-11-30')).toEqual({ inicio: at('2026-11-01T03:00:00Z'), fim: at('2026-12-01T03:00:00Z'), dias: 30 });
    expect(dayRange('2026-11-24', '2026-11-24')?.dias).toBe(1);
    expect(dayRange('2026-11-24', '2026-11-23')?.dias).toBe(0);
    expect(dayRange('2025-01-01', '2026-02-04')?.dias).toBe(400);
    expect(dayRange('2026-13-01', '2026-11-23')).toBeNull();
  });

  it('minuteTitle', () => {
    expect(minuteTitle(at('2026-11-24T17:32:00Z'))).toBe('O que tocou às 14h32 de 24/11/2026');
  });
});

describe('songAtMinute: the song heard longest in the minute', () => {
  const minute = { inicio: at('2026-11-24T17:32:00Z'), fim: at('2026-11-24T17:33:00Z') };
  const now = at('2026-11-24T18:00:00Z');
  const song = (id: number, inicio: string, fim: string | null) => ({ id, inicio: at(inicio), fim: fim === null ? null : at(fim) });

  it.each<[string, ReturnType<typeof song>[], number | null]>([
    ['one song through the whole minute', [song(1, '2026-11-24T17:30:00Z', '2026-11-24T17:34:00Z')], 1],
    ['a change at :20: the second (40 s)', [song(1, '2026-11-24T17:29:00Z', '2026-11-24T17:32:20Z'), song(2, '2026-11-24T17:32:20Z', null)], 2],
    ['a change at :50: the first (50 s)', [song(1, '2026-11-24T17:29:00Z', '2026-11-24T17:32:50Z'), song(2, '2026-11-24T17:32:50Z', null)], 1],
    ['a tie: the later start', [song(1, '2026-11-24T17:29:00Z', '2026-11-24T17:32:30Z'), song(2, '2026-11-24T17:32:30Z', '2026-11-24T17:40:00Z')], 2],
    ['an open song lasts until now', [song(3, '2026-11-24T17:00:00Z', null)], 3],
    ['a song that ended before the minute', [song(1, '2026-11-24T17:20:00Z', '2026-11-24T17:32:00Z')], null],
    ['a song that starts after it', [song(1, '2026-11-24T17:33:00Z', null)], null],
    ['nothing', [], null],
  ])('%s', (_, songs, expected) => {
    expect(songAtMinute(songs, minute, now)?.id ?? null).toBe(expected);
  });
});

describe('the rights-reporting CSV', () => {
  it.each<[number | null, string]>([
    [0, '00:00:00'],
    [320_000, '00:05:20'],
    [3_723_999, '01:02:03'],
    [100 * 3_600_000, '100:00:00'],
    [null, ''],
    [-1, ''],
  ])('durationText(%s) = %s', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });

  it('dates as a pt-BR spreadsheet reads them, in São Paulo', () => {
    expect(csvDateTime(at('2026-11-24T17:32:05Z'))).toBe('24/11/2026 14:32:05');
    expect(csvDateTime(at('2027-01-01T02:59:59Z'))).toBe('31/12/2026 23:59:59');
  });

  it('head, rows and formula-looking cells neutralised', () => {
    expect(songCsvHead()).toBe('\uFEFFInício;Fim;Duração;Artista;Título;Programa\r\n');
    const closed = { artista: 'Elis Regina', titulo: 'Como Nossos Pais', inicio: at('2026-11-24T17:30:00Z'), fim: at('2026-11-24T17:34:35Z'), programaNome: 'Tarde Musical' };
    const open = { artista: '=HYPERLINK("http://x")', titulo: '+55; -1 @a', inicio: at('2026-11-24T17:34:35Z'), fim: null, programaNome: null };
    expect(songCsvCells(closed)).toEqual(['24/11/2026 14:30:00', '24/11/2026 14:34:35', '00:04:35', 'Elis Regina', 'Como Nossos Pais', 'Tarde Musical']);
    expect(songCsvLines([closed, open])).toBe(
      '24/11/2026 14:30:00;24/11/2026 14:34:35;00:04:35;Elis Regina;Como Nossos Pais;Tarde Musical\r\n' + `24/11/2026 14:34:35;;;"'=HYPERLINK(""http://x"")";"'+55; -1 @a";\r\n`,
    );
  });
});

describe('normalizeSongHistory: the answer as the page shows it, from any backend', () => {
  const song = { id: 3, artista: 'Djavan', titulo: 'Oceano', inicio: '2026-11-24T17:32:00.000Z', fim: null, programa: 'Tarde', apresentadores: 'Ana e Beto' };

  it('the latest songs, cleaning what it shows', () => {
    expect(
      normalizeSongHistory({
        modo: 'recentes',
        dados: [song, { ...song, id: 4, artista: '', titulo: 'Só\u0000 título', programa: null, apresentadores: null, fim: 'x' }, { id: 'x' }, { ...song, id: 5, titulo: '' }],
      }),
    ).toEqual({
      modo: 'recentes',
      dados: [song, { ...song, id: 4, artista: null, titulo: 'Só título', programa: null, apresentadores: null, fim: null }],
    });
  });

  it('a minute: its target must be one of the songs', () => {
    expect(normalizeSongHistory({ modo: 'momento', data: '2026-11-24', hora: '14:32', alvoId: 3, dados: [song] })).toEqual({ modo: 'momento', data: '2026-11-24', hora: '14:32', alvoId: 3, dados: [song] });
    expect(normalizeSongHistory({ modo: 'momento', data: '2026-11-24', hora: '14:32', alvoId: 9, dados: [song] })).toEqual(expect.objectContaining({ alvoId: null }));
  });

  it('not an answer: null', () => {
    expect(normalizeSongHistory(null)).toBeNull();
    expect(normalizeSongHistory({ dados: 'x' })).toBeNull();
    expect(normalizeSongHistory('<html>')).toBeNull();
  });

  it('songText', () => {
    expect(songText({ artista: 'Djavan', titulo: 'Oceano' })).toBe('Djavan — Oceano');
    expect(songText({ artista: null, titulo: 'Aquarela' })).toBe('Aquarela');
  });
});
