import { averageListeners, hourStartOf, LISTENER_CHART_HOURS, listenerCount, listenerSlots } from '../listeners';
import { listenersNowText } from '../listeners-text';

describe('listener figures', () => {
  it.each<[unknown, number | null]>([
    [42, 42],
    [0, 0],
    ['17', 17],
    [' 8 ', 8],
    [-1, null],
    [1.5, null],
    ['12a', null],
    ['', null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('listenerCount(%p) = %p', (value, count) => {
    expect(listenerCount(value)).toBe(count);
  });

  it.each([
    ['2026-11-24T17:32:10Z', '2026-11-24T17:00:00.000Z'],
    ['2026-11-24T03:00:00Z', '2026-11-24T03:00:00.000Z'],
    ['2026-11-24T02:59:59Z', '2026-11-24T02:00:00.000Z'],
  ])('hourStartOf(%s) = %s (the São Paulo clock hour)', (at, start) => {
    expect(hourStartOf(new Date(at)).toISOString()).toBe(start);
  });

  it('averageListeners rounds; no samples is 0', () => {
    expect(averageListeners(72, 2)).toBe(36);
    expect(averageListeners(10, 3)).toBe(3);
    expect(averageListeners(0, 0)).toBe(0);
  });

  it.each([
    [0, '0 ouvintes agora'],
    [1, '1 ouvinte agora'],
    [42, '42 ouvintes agora'],
    [1234, '1.234 ouvintes agora'],
  ])('listenersNowText(%s) = %s', (count, text) => {
    expect(listenersNowText(count)).toBe(text);
  });

  it('listenerSlots: every hour of the last 7 days up to the current one, with the figures where there are any', () => {
    const now = new Date('2026-11-24T17:32:00Z');
    const slots = listenerSlots(
      [
        { hora: '2026-11-24T17:00:00.000Z', pico: 42, media: 36 },
        { hora: '2026-11-17T18:00:00.000Z', pico: 5, media: 4 },
        // Older than the window: not drawn.
        { hora: '2026-11-17T17:00:00.000Z', pico: 9, media: 9 },
      ],
      now,
    );
    expect(slots).toHaveLength(LISTENER_CHART_HOURS);
    expect(slots[0]).toEqual({ hora: '2026-11-17T18:00:00.000Z', pico: 5, media: 4 });
    expect(slots[slots.length - 1]).toEqual({ hora: '2026-11-24T17:00:00.000Z', pico: 42, media: 36 });
    expect(slots[1]).toEqual({ hora: '2026-11-17T19:00:00.000Z', pico: null, media: null });
  });
});
