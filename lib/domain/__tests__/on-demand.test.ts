import {
  episodeItemId,
  formatDuration,
  MAX_REMEMBERED_ITEMS,
  nextRate,
  parsePositions,
  positionToKeep,
  progressText,
  rateLabel,
  withPosition,
} from '../on-demand';

describe('speeds', () => {
  it.each([
    [1, 1.5],
    [1.5, 2],
    [2, 1],
    // A rate set elsewhere (the browser's own controls) starts the cycle again.
    [0.75, 1],
  ])('after %p comes %p', (rate, next) => {
    expect(nextRate(rate)).toBe(next);
  });

  it.each([
    [1, '1×'],
    [1.5, '1,5×'],
    [2, '2×'],
  ])('%p reads %p (decimal comma)', (rate, label) => {
    expect(rateLabel(rate)).toBe(label);
  });
});

describe('times', () => {
  it.each([
    [760, '12:40'],
    [759.6, '12:40'],
    [59, '0:59'],
    [3930, '1:05:30'],
    [0, '0:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%p s → %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [760, 2710, '12:40 de 45:10'],
    [0, 2710, '0:00 de 45:10'],
    // The length unknown (metadata not read yet, or a stream): the position alone.
    [760, Number.NaN, '12:40'],
    [760, Number.POSITIVE_INFINITY, '12:40'],
    [760, 0, '12:40'],
  ])('progress at %p of %p reads %p', (time, duration, text) => {
    expect(progressText(time, duration)).toBe(text);
  });

  it('keys an episode by its id', () => {
    expect(episodeItemId('123')).toBe('episodio:123');
  });
});

describe('which position a device keeps', () => {
  it.each([
    [760.9, 2710, 760],
    [5, 2710, 5],
    [4.9, 2710, null], // barely started
    [0, 2710, null],
    [2679.5, 2710, 2679], // a little more than 30 s left: kept
    [2680, 2710, null], // the last 30 s: heard
    [2710, 2710, null], // the end
    [760, Number.NaN, 760], // length unknown: kept
    [Number.NaN, 2710, null],
  ])('at %p of %p → %p', (time, duration, kept) => {
    expect(positionToKeep(time, duration)).toBe(kept);
  });
});

describe('the stored positions', () => {
  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['"texto"', {}],
    ['null', {}],
    ['{"episodio:1":{"s":760,"em":1}}', { 'episodio:1': { s: 760, em: 1 } }],
    // Malformed entries are dropped, the others kept.
    ['{"a":{"s":-1,"em":1},"b":{"s":"760","em":1},"c":null,"d":{"s":10},"e":{"s":10,"em":2}}', { e: { s: 10, em: 2 } }],
  ])('%p reads as %p', (raw, positions) => {
    expect(parsePositions(raw)).toEqual(positions);
  });

  it('sets, replaces and forgets one item, keeping the others', () => {
    const one = withPosition({}, 'episodio:1', 760, 1000);
    expect(one).toEqual({ 'episodio:1': { s: 760, em: 1000 } });
    const two = withPosition(one, '/uploads/a.mp3', 30, 2000);
    expect(withPosition(two, 'episodio:1', 800, 3000)).toEqual({ 'episodio:1': { s: 800, em: 3000 }, '/uploads/a.mp3': { s: 30, em: 2000 } });
    expect(withPosition(two, 'episodio:1', null, 3000)).toEqual({ '/uploads/a.mp3': { s: 30, em: 2000 } });
  });

  it(`keeps the ${MAX_REMEMBERED_ITEMS} most recent items, however many are heard`, () => {
    let positions = {};
    for (let i = 0; i < MAX_REMEMBERED_ITEMS + 20; i++) positions = withPosition(positions, `episodio:${i}`, 60, i);
    const ids = Object.keys(positions);
    expect(ids).toHaveLength(MAX_REMEMBERED_ITEMS);
    expect(ids).toContain(`episodio:${MAX_REMEMBERED_ITEMS + 19}`);
    expect(ids).not.toContain('episodio:19');
    expect(ids).toContain('episodio:20');
  });
});
