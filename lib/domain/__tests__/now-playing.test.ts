import { NOW_PLAYING_MAX_LENGTH, nowPlayingText, parseNowPlaying } from '../now-playing';

const BRAND = 'Sintonia FM';
const song = (artista: string | null, titulo: string) => ({ artista, titulo, texto: nowPlayingText(artista, titulo) });

describe('parseNowPlaying (issue 15): a stream title as the site shows it', () => {
  it.each<[string, string | null | undefined, ReturnType<typeof song> | null]>([
    ['artist and title with a hyphen', 'Legião Urbana - Tempo Perdido', song('Legião Urbana', 'Tempo Perdido')],
    ['en dash', 'Marisa Monte – Ainda Bem', song('Marisa Monte', 'Ainda Bem')],
    ['em dash', 'Caetano Veloso — Sozinho', song('Caetano Veloso', 'Sozinho')],
    ['the first separator splits, the rest stays in the title', 'Skank - Garota Nacional - Ao Vivo', song('Skank', 'Garota Nacional - Ao Vivo')],
    ['the earliest separator of any kind', 'A – B - C', song('A', 'B - C')],
    ['a hyphen without spaces is part of a name', 'Jay-Z', song(null, 'Jay-Z')],
    ['no separator: the title alone', 'Aquarela', song(null, 'Aquarela')],
    ['trims and collapses spaces', '   Elis Regina   -   Como Nossos Pais  ', song('Elis Regina', 'Como Nossos Pais')],
    ['control characters become spaces', 'Djavan\u0000 - Oceano\u0007', song('Djavan', 'Oceano')],
    ['quotes inside are kept', "Guns N' Roses - Don't Cry", song("Guns N' Roses", "Don't Cry")],
    ['an unknown artist: the title alone', 'Unknown - Evidências', song(null, 'Evidências')],
    ['a missing title: the artist as the title', 'Chitãozinho & Xororó - ', song(null, 'Chitãozinho & Xororó')],
    ['a missing artist', ' - Evidências', song(null, 'Evidências')],
    ['empty', '', null],
    ['blank', '   ', null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['only a separator', ' - ', null],
    ['only punctuation', '...', null],
    ['a jingle', 'Vinheta', null],
    ['a jingle, any case and accents', 'INTERVALO COMERCIAL', null],
    ['an ad', 'Publicidade', null],
    ['both halves placeholders', 'Unknown - Unknown', null],
    ['the station name is a jingle', 'Sintonia FM', null],
    ['the station name, other case and spaces', '  sintonia fm ', null],
    ['the station name with a jingle', 'Sintonia FM - Vinheta', null],
    ['the station name as an artist of a real title stays', 'Sintonia FM - Bom Dia Sintonia', song('Sintonia FM', 'Bom Dia Sintonia')],
  ])('%s', (_name, raw, expected) => {
    expect(parseNowPlaying(raw, [BRAND])).toEqual(expected);
  });

  it('shows "Artista — Música" with an em dash', () => {
    expect(parseNowPlaying('Tim Maia - Azul da Cor do Mar')?.texto).toBe('Tim Maia — Azul da Cor do Mar');
    expect(nowPlayingText(null, 'Azul da Cor do Mar')).toBe('Azul da Cor do Mar');
  });

  it('clips an overlong artist or title', () => {
    const parsed = parseNowPlaying(`${'A'.repeat(500)} - ${'B'.repeat(500)}`)!;
    expect(parsed.artista).toHaveLength(NOW_PLAYING_MAX_LENGTH);
    expect(parsed.titulo).toHaveLength(NOW_PLAYING_MAX_LENGTH);
    expect(parsed.titulo.endsWith('…')).toBe(true);
  });

  it('with no station name given, the name is shown like any title', () => {
    expect(parseNowPlaying('Sintonia FM')).toEqual(song(null, 'Sintonia FM'));
  });
});
