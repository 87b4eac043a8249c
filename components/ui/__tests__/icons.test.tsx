/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import * as icons from '../icons';
import { ICON_PATHS, iconSprite } from '../icon-sprite';

const components = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<[string, (p: { className?: string; title?: string }) => React.ReactElement]>;

describe('icons from the sprite', () => {
  it.each(components)('%s points at a symbol the sprite serves', (_, Icon) => {
    const { container } = render(<Icon />);
    const href = container.querySelector('use')?.getAttribute('href') ?? '';
    const [url, id] = href.split('#');
    expect(url).toBe(icons.ICON_SPRITE_URL);
    expect(Object.keys(ICON_PATHS)).toContain(id);
    expect(iconSprite()).toContain(`<symbol id="${id}" viewBox="0 0 24 24"><path d="${ICON_PATHS[id as keyof typeof ICON_PATHS]}"/></symbol>`);
  });

  it('hides a decorative icon from assistive technology and names a titled one', () => {
    const decorative = render(<icons.PlayIcon />).container.querySelector('svg');
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    const titled = render(<icons.PlayIcon title="Tocar" />).container.querySelector('svg');
    expect(titled?.getAttribute('role')).toBe('img');
    expect(titled?.querySelector('title')?.textContent).toBe('Tocar');
  });

  it('every symbol of the sprite is used by an icon', () => {
    const used = components.map(([, Icon]) => render(<Icon />).container.querySelector('use')?.getAttribute('href')?.split('#')[1]);
    expect(new Set(used)).toEqual(new Set(Object.keys(ICON_PATHS)));
  });
});
