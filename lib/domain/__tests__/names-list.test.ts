import { namesList } from '../names-list';

describe('namesList', () => {
  it.each([
    [[], ''],
    [['Ana'], 'Ana'],
    [['Ana', 'Beto'], 'Ana e Beto'],
    [['Ana', 'Beto', 'Caio'], 'Ana, Beto e Caio'],
  ])('%j → %s', (names, text) => {
    expect(namesList(names)).toBe(text);
  });
});
