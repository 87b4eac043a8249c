import { addToast, removeToast, type Toast } from '../toasts';

const toast = (id: string, overrides: Partial<Toast> = {}): Toast => ({
  id,
  type: 'info',
  title: `Título ${id}`,
  duration: 5000,
  ...overrides,
});

describe('addToast', () => {
  it('appends a new toast without mutating the list', () => {
    const list = [toast('1')];
    const next = addToast(list, toast('2'));
    expect(next.map((t) => t.id)).toEqual(['1', '2']);
    expect(list.map((t) => t.id)).toEqual(['1']);
  });

  it.each<[string, Partial<Toast>, Partial<Toast>, boolean]>([
    ['same type, title and message', { type: 'error', title: 'A', message: 'm' }, { type: 'error', title: 'A', message: 'm' }, true],
    ['same type and title, both without message', { type: 'error', title: 'A' }, { type: 'error', title: 'A' }, true],
    ['missing and empty message are the same', { type: 'error', title: 'A' }, { type: 'error', title: 'A', message: '' }, true],
    ['different type', { type: 'error', title: 'A', message: 'm' }, { type: 'success', title: 'A', message: 'm' }, false],
    ['different title', { type: 'error', title: 'A', message: 'm' }, { type: 'error', title: 'B', message: 'm' }, false],
    ['different message', { type: 'error', title: 'A', message: 'm' }, { type: 'error', title: 'A', message: 'n' }, false],
    ['message vs none', { type: 'error', title: 'A', message: 'm' }, { type: 'error', title: 'A' }, false],
  ])('%s → duplicate: %p', (_label, first, second, duplicate) => {
    const list = addToast([], toast('1', first));
    const next = addToast(list, toast('2', second));
    expect(next).toHaveLength(duplicate ? 1 : 2);
    if (duplicate) expect(next).toBe(list);
  });

  it('ignores a duplicate even with another id or duration', () => {
    const list = [toast('1', { type: 'success', title: 'Voto registrado com sucesso!' })];
    const next = addToast(list, toast('9', { type: 'success', title: 'Voto registrado com sucesso!', duration: 4000 }));
    expect(next).toEqual(list);
  });

  it.each([
    [1, ['1']],
    [4, ['1', '2', '3', '4']],
    [5, ['2', '3', '4', '5']],
    [7, ['4', '5', '6', '7']],
  ])('after %p additions at most 4 remain, oldest dropped: %p', (count, ids) => {
    let list: Toast[] = [];
    for (let i = 1; i <= count; i += 1) list = addToast(list, toast(String(i)));
    expect(list.map((t) => t.id)).toEqual(ids);
  });
});

describe('removeToast', () => {
  it.each([
    ['2', ['1', '3']],
    ['1', ['2', '3']],
    ['x', ['1', '2', '3']],
  ])('removing %p leaves %p', (id, ids) => {
    const list = [toast('1'), toast('2'), toast('3')];
    expect(removeToast(list, id).map((t) => t.id)).toEqual(ids);
    expect(list).toHaveLength(3);
  });
});
