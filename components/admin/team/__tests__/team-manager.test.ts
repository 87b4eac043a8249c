/** @jest-environment jsdom */
import { bylineLossText, moveMember } from '../team-manager';

describe('moveMember', () => {
  it.each([
    [[1, 2, 3], 2, 'subir', [2, 1, 3]],
    [[1, 2, 3], 2, 'descer', [1, 3, 2]],
    [[1, 2, 3], 1, 'subir', [1, 2, 3]],
    [[1, 2, 3], 3, 'descer', [1, 2, 3]],
    [[1, 2, 3], 9, 'subir', [1, 2, 3]],
  ] as const)('%j: %i %s → %j', (ids, id, direction, expected) => expect(moveMember(ids, id, direction)).toEqual(expected));
});

describe('bylineLossText', () => {
  it.each([
    [0, 'Nenhuma postagem está assinada por este membro.'],
    [1, '1 postagem assinada por este membro continuará publicada, mas perderá a assinatura de colunista.'],
    [1200, '1.200 postagens assinadas por este membro continuarão publicadas, mas perderão a assinatura de colunista.'],
  ])('%i', (total, text) => expect(bylineLossText(total)).toBe(text));
});
