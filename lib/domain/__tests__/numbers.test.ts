import { formatNumber, formatPhotoCount, formatVotes, formatWait, formatWaitMinutes } from '../numbers';

describe('formatNumber (pt-BR)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1234, '1.234'],
    [1234567, '1.234.567'],
    [1234.5, '1.234,5'],
    [-1500, '-1.500'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%p → %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatVotes', () => {
  it.each([
    [0, '0 votos'],
    [1, '1 voto'],
    [2, '2 votos'],
    [10, '10 votos'],
    [1234, '1.234 votos'],
  ])('%p → %p', (value, expected) => {
    expect(formatVotes(value)).toBe(expected);
  });
});

describe('formatPhotoCount', () => {
  it.each([
    [0, '0 fotos'],
    [1, '1 foto'],
    [2, '2 fotos'],
    [1500, '1.500 fotos'],
  ])('%p → %p', (value, expected) => {
    expect(formatPhotoCount(value)).toBe(expected);
  });
});

describe('formatWait', () => {
  it.each([
    [900, '15 minutos'],
    [599.2, '10 minutos'],
    [61, '2 minutos'],
    [60, '1 minuto'],
    [59, '59 segundos'],
    [1, '1 segundo'],
    [0.2, '1 segundo'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe('formatWaitMinutes', () => {
  it.each([
    [1, '1 minuto'],
    [0, '1 minuto'],
    [59, '1 minuto'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [300, '5 minutos'],
    [900, '15 minutos'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatWaitMinutes(seconds)).toBe(text);
  });
});
