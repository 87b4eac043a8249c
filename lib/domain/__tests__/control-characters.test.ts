import { hasControlCharacter, stripControlCharacters, stripControlCharactersDeep } from '../control-characters';

describe('stripControlCharacters', () => {
  it.each([
    ['Olá\u0000 mundo', 'Olá mundo'],
    ['a\u0001b\u0008c\u000Bd\u000Ce\u001Ff\u007Fg', 'abcdefg'],
    ['linha 1\nlinha 2\r\n\tfim', 'linha 1\nlinha 2\r\n\tfim'],
    ['São João — Festa 🎉', 'São João — Festa 🎉'],
    ['\u0000\u0000', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripControlCharacters(input)).toBe(expected);
  });
});

describe('stripControlCharactersDeep', () => {
  it('cleans every string of a JSON value, keys included, and keeps the rest', () => {
    const input = { 'ti\u0000tulo': 'A\u0000B', tags: ['x\u0007', 1, true, null], aninhado: { n: 2, t: '\u001Fc' } };
    expect(stripControlCharactersDeep(input)).toEqual({ titulo: 'AB', tags: ['x', 1, true, null], aninhado: { n: 2, t: 'c' } });
  });
});

describe('hasControlCharacter', () => {
  it.each([
    ['1', false],
    ['São João — 🎉', false],
    ['1\u0000', true],
    ['a\tb', true],
    ['a\nb', true],
    ['a\rb', true],
    ['\u001F', true],
    ['\u007F', true],
    ['\u0080', true],
    ['\u009F', true],
    ['\u00A0', false],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});
