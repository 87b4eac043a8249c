/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getPublicSettings, getSchedule } from '@/lib/api/public';
import { normalizeSettings } from '@/lib/domain/settings';
import type { GridShow } from '@/lib/domain/schedule';
import { pageMetadata } from '@/lib/seo/next-metadata';
import SchedulePage, { generateMetadata } from '../programacao/page';

// Async server pages are called as functions here; what they return is plain React.
jest.mock('@/lib/api/public', () => ({ getPublicSettings: jest.fn(), getSchedule: jest.fn() }));
jest.mock('@/lib/seo/next-metadata', () => ({
  getSiteBase: jest.fn(async () => 'https://www.sintoniafm.com.br'),
  pageMetadata: jest.fn(async (input: { title: string }) => ({ title: { absolute: input.title }, input })),
}));
jest.mock('@/lib/server/media/public-media-url', () => ({ publicMediaUrl: (url: unknown) => url }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.Mock;

const show = (id: number, nome: string, dias: number[], inicio: number, fim: number, extra: Partial<GridShow> = {}): GridShow => ({
  id,
  nome,
  slug: `programa-${id}`,
  descricao: '',
  imagem: null,
  dias,
  inicioMinuto: inicio * 60,
  fimMinuto: fim * 60,
  apresentadores: [],
  ...extra,
});

const GRID: GridShow[] = [
  show(1, 'Bom Dia Sintonia FM', [0, 1, 2, 3, 4, 5, 6], 6, 9, { apresentadores: [{ id: 7, nome: 'Cláudio Zanella', avatar: null }] }),
  show(2, 'Tarde Musical', [1, 2, 3, 4, 5], 15, 18, {
    descricao: 'Música a tarde toda.',
    imagem: '/uploads/2026/11/tarde.webp',
    apresentadores: [
      { id: 8, nome: 'Jorge Dalla Costa', avatar: '/uploads/jorge.jpg' },
      { id: 9, nome: 'Helena Boff', avatar: null },
    ],
  }),
  show(3, 'Corujão', [5], 22, 2),
];

function jsonLdOf(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

const dayIds = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="dia-programacao"]')].map((section) => section.getAttribute('data-dia'));

beforeEach(() => {
  jest.clearAllMocks();
  mocked(getPublicSettings).mockResolvedValue(normalizeSettings([{ chave: 'site.nome', valor: 'Sintonia FM' }]));
  mocked(getSchedule).mockResolvedValue(GRID);
});
afterEach(() => jest.useRealTimers());

describe('/programacao', () => {
  it('server HTML: the week Monday to Sunday, nothing on air (the page is cached for everyone)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const html = renderToStaticMarkup(await SchedulePage());
    const order = [...html.matchAll(/data-dia="(\w+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    expect(html).not.toContain('data-no-ar');
    expect(html).not.toContain('data-testid="no-ar-agora"');
    expect(html).toContain('<h1 class="text-3xl font-black tracking-tight text-ink sm:text-4xl">Programação</h1>');
  });

  it('in the browser: today first, the show on air marked, what comes next', async () => {
    // Monday 23/11/2026 15:30 in São Paulo.
    jest.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { container } = render(await SchedulePage());
    expect(dayIds(container)).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    expect(screen.getByRole('heading', { level: 2, name: /Hoje, segunda-feira/ })).toHaveTextContent('23/11');
    expect(screen.getByRole('heading', { level: 2, name: /Amanhã, terça-feira/ })).toBeInTheDocument();
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('Tarde Musical');
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('15:00 – 18:00 · Com Jorge Dalla Costa e Helena Boff');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Bom Dia Sintonia FM');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('amanhã às 06:00 · Com Cláudio Zanella');
    const live = container.querySelectorAll('[data-no-ar="true"]');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveTextContent('No ar agora');
    expect(live[0].closest('section')?.getAttribute('data-dia')).toBe('1');
    const card = within(live[0] as HTMLElement);
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent('Tarde Musical');
    expect(card.getByRole('link', { name: 'Jorge Dalla Costa' })).toHaveAttribute('href', '/equipe#membro-8');
    expect(card.getByText('Música a tarde toda.')).toBeInTheDocument();
    expect(live[0].querySelector('img')?.getAttribute('src')).toContain('tarde');
  });

  it('a show that started last night is on air; the week starts today (Saturday)', async () => {
    // Saturday 21/11/2026 01:00 in São Paulo: Friday's Corujão runs until 02:00.
    jest.useFakeTimers({ now: new Date('2026-11-21T04:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { container } = render(await SchedulePage());
    expect(dayIds(container)).toEqual(['6', '0', '1', '2', '3', '4', '5']);
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('Corujão');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Bom Dia Sintonia FM');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('hoje às 06:00');
    // Its airing began yesterday: next Friday's listing is not the one on air.
    expect(container.querySelectorAll('[data-no-ar="true"]')).toHaveLength(0);
  });

  it('between shows: the station is on air, no show marked', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T14:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    render(await SchedulePage());
    expect(screen.queryByTestId('no-ar-agora')).toBeNull();
    expect(screen.getByRole('region', { name: 'Agora na rádio' })).toHaveTextContent('No ar agoraSintonia FM');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Tarde Musical');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('hoje às 15:00');
  });

  it("the next show later in the week is named by its day: 'sexta às 22:00'", async () => {
    mocked(getSchedule).mockResolvedValue([GRID[2]]);
    // Wednesday 25/11/2026 12:00 in São Paulo.
    jest.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    render(await SchedulePage());
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Corujãosexta às 22:00');
  });

  it('JSON-LD: trail, the station, its broadcast service, a RadioSeries per show and its next airing', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { container } = render(await SchedulePage());
    const [trail, schedule] = jsonLdOf(container);
    expect(trail.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Programação', item: 'https://www.sintoniafm.com.br/programacao' });
    const graph = schedule['@graph'] as any[];
    expect(graph.map((node) => node['@type'])).toEqual(['RadioStation', 'BroadcastService', 'RadioSeries', 'RadioSeries', 'RadioSeries', 'BroadcastEvent', 'BroadcastEvent', 'BroadcastEvent']);
    expect(graph[3]).toEqual(
      expect.objectContaining({
        name: 'Tarde Musical',
        description: 'Música a tarde toda.',
        image: 'https://www.sintoniafm.com.br/uploads/2026/11/tarde.webp',
        actor: [
          { '@type': 'Person', name: 'Jorge Dalla Costa', url: 'https://www.sintoniafm.com.br/equipe', image: 'https://www.sintoniafm.com.br/uploads/jorge.jpg' },
          { '@type': 'Person', name: 'Helena Boff', url: 'https://www.sintoniafm.com.br/equipe' },
        ],
      }),
    );
    // On air now, then the next airings, with São Paulo's offset.
    expect(graph.slice(5).map((node) => [node.name, node.startDate, node.endDate, node.isLiveBroadcast])).toEqual([
      ['Tarde Musical', '2026-11-23T15:00:00-03:00', '2026-11-23T18:00:00-03:00', true],
      ['Bom Dia Sintonia FM', '2026-11-24T06:00:00-03:00', '2026-11-24T09:00:00-03:00', true],
      ['Corujão', '2026-11-27T22:00:00-03:00', '2026-11-28T02:00:00-03:00', true],
    ]);
    expect(graph[5].publishedOn).toEqual({ '@id': graph[1]['@id'] });
    expect(graph[5].workPerformed).toEqual({ '@id': graph[3]['@id'] });
  });

  it('no show registered: SPEC §4.2 table as the daily schedule, so the page is never empty', async () => {
    mocked(getSchedule).mockResolvedValue([]);
    jest.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { container } = render(await SchedulePage());
    expect(dayIds(container)).toEqual(['todos']);
    expect(screen.getByRole('heading', { level: 2, name: 'Segunda a domingo' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Bom Dia Sintonia FM',
      'Sintonia FM Manhã',
      'Almoço com Música',
      'Tarde Musical',
      'Sintonia FM Notícias',
    ]);
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('Tarde Musical');
    expect(container.querySelector('[data-no-ar="true"]')).toHaveTextContent('Tarde Musical');
    expect(jsonLdOf(container)[1]['@graph'].filter((node: any) => node['@type'] === 'RadioSeries')).toHaveLength(5);
  });

  it('metadata: title, description and canonical', async () => {
    await generateMetadata();
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({ title: 'Programação | Sintonia FM', canonical: '/programacao', siteName: 'Sintonia FM' });
  });
});
