/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getPublicSettings, getSchedule, getScheduleExceptions } from '@/lib/api/public';
import type { GridException } from '@/lib/domain/grid-exceptions';
import { normalizeSettings } from '@/lib/domain/settings';
import type { GridShow, GridSlot } from '@/lib/domain/schedule';
import { pageMetadata } from '@/lib/seo/next-metadata';
import SchedulePage, { generateMetadata } from '../programacao/page';

// Async server pages are called as functions here; what they return is plain React.
jest.mock('@/lib/api/public', () => ({ getPublicSettings: jest.fn(), getSchedule: jest.fn(), getScheduleExceptions: jest.fn() }));
jest.mock('@/lib/seo/next-metadata', () => ({
  getSiteBase: jest.fn(async () => 'https://www.sintoniafm.com.br'),
  pageMetadata: jest.fn(async (input: { title: string }) => ({ title: { absolute: input.title }, input })),
}));
jest.mock('@/lib/server/media/public-media-url', () => ({ publicMediaUrl: (url: unknown) => url }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.Mock;

const slot = (dias: number[], inicio: number, fim: number): GridSlot => ({ dias, inicioMinuto: inicio * 60, fimMinuto: fim * 60 });
const show = (id: number, nome: string, dias: number[], inicio: number, fim: number, extra: Partial<GridShow> = {}): GridShow => ({
  id,
  nome,
  slug: `programa-${id}`,
  descricao: '',
  imagem: null,
  horarios: [slot(dias, inicio, fim)],
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
    // Saturdays it starts at 13:00.
    horarios: [slot([1, 2, 3, 4, 5], 15, 18), slot([6], 13, 16)],
  }),
  show(3, 'Corujão', [5], 22, 2),
];

/** Tuesday 24/11/2026, 16:00–18:00 in São Paulo (UTC−3). */
const JOGO: GridException = { id: 41, titulo: 'Jogo do Inter', descricao: 'Ao vivo do Beira-Rio.', inicio: '2026-11-24T19:00:00.000Z', fim: '2026-11-24T21:00:00.000Z', programa: null };

function jsonLdOf(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

const dayIds = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="dia-programacao"]')].map((section) => section.getAttribute('data-dia'));
const panel = (container: HTMLElement, dia: number) => container.querySelector(`[data-testid="dia-programacao"][data-dia="${dia}"]`) as HTMLElement;
const clockAt = (iso: string) => jest.useFakeTimers({ now: new Date(iso), doNotFake: ['nextTick', 'setImmediate'] });

beforeEach(() => {
  jest.clearAllMocks();
  mocked(getPublicSettings).mockResolvedValue(normalizeSettings([{ chave: 'site.nome', valor: 'Sintonia FM' }]));
  mocked(getSchedule).mockResolvedValue(GRID);
  mocked(getScheduleExceptions).mockResolvedValue([]);
});
afterEach(() => jest.useRealTimers());

describe('/programacao', () => {
  it('server HTML (and the page without JavaScript): every day Monday to Sunday, readable, with links to each; nothing on air; no tabs', async () => {
    clockAt('2026-11-23T18:30:00Z');
    mocked(getScheduleExceptions).mockResolvedValue([JOGO]);
    const html = renderToStaticMarkup(await SchedulePage());
    const order = [...html.matchAll(/data-dia="(\w+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    expect([...html.matchAll(/href="#dia-(\d)"/g)].map((match) => match[1])).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    expect(html).not.toContain('data-no-ar');
    expect(html).not.toContain('data-testid="no-ar-agora"');
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain(' hidden=""');
    expect(html).toContain('<h1 class="text-3xl font-black tracking-tight text-ink sm:text-4xl">Programação</h1>');
    // The coming exceptions, with their date (the server does not know "today").
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const special = within(container.querySelector('[data-testid="programacao-especial"]') as HTMLElement);
    expect(special.getByRole('heading', { level: 2 })).toHaveTextContent('Programação especial');
    expect(special.getByText('Terça-feira, 24/11')).toBeInTheDocument();
    expect(special.getByRole('heading', { level: 3 })).toHaveTextContent('Jogo do Inter');
    // Saturday lists Tarde Musical at its Saturday time.
    expect(within(panel(container, 6)).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Bom Dia Sintonia FM', 'Tarde Musical']);
    expect(panel(container, 6)).toHaveTextContent('13:00 – 16:00');
    expect(panel(container, 6)).not.toHaveTextContent('15:00 – 18:00');
    container.remove();
  });

  it('in the browser: day tabs from today ("Hoje", "Amanhã", then weekdays), today open, the show on air marked, what comes next', async () => {
    // Monday 23/11/2026 15:30 in São Paulo.
    clockAt('2026-11-23T18:30:00Z');
    const { container } = render(await SchedulePage());
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Dias da semana' })).toBe(tabs[0].parentElement);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Hoje23/11', 'Amanhã24/11', 'Quarta25/11', 'Quinta26/11', 'Sexta27/11', 'Sábado28/11', 'Domingo29/11']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    expect(dayIds(container)).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((item) => item.getAttribute('aria-labelledby'))).toEqual(tabs.map((tab) => tab.id));
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(panels.map((item) => item.id));
    expect(panels.map((item) => item.hidden)).toEqual([false, true, true, true, true, true, true]);
    expect(screen.getByRole('tabpanel')).toBe(panels[0]);
    expect(within(panels[0]).getByRole('heading', { level: 2 })).toHaveTextContent('Hoje, segunda-feira23/11');

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

  it('tabs: click, arrow keys (wrapping), Home and End move the selection and the keyboard', async () => {
    clockAt('2026-11-23T18:30:00Z');
    render(await SchedulePage());
    const tabs = screen.getAllByRole('tab');
    const selected = () => screen.getAllByRole('tab').findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const openPanel = () => screen.getByRole('tabpanel');

    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(selected()).toBe(1);
    expect(tabs[1]).toHaveFocus();
    expect(openPanel()).toHaveAttribute('data-dia', '2');
    expect(within(openPanel()).getByRole('heading', { level: 2 })).toHaveTextContent('Amanhã, terça-feira24/11');

    fireEvent.keyDown(tabs[1], { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(selected()).toBe(6);
    expect(tabs[6]).toHaveFocus();
    expect(openPanel()).toHaveAttribute('data-dia', '0');
    fireEvent.keyDown(tabs[6], { key: 'ArrowRight' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(tabs[0], { key: 'End' });
    expect(selected()).toBe(6);
    fireEvent.keyDown(tabs[6], { key: 'Home' });
    expect(selected()).toBe(0);
    // Any other key is the browser's.
    fireEvent.keyDown(tabs[0], { key: 'Enter' });
    expect(selected()).toBe(0);

    fireEvent.click(screen.getByRole('tab', { name: /Sábado/ }));
    expect(openPanel()).toHaveAttribute('data-dia', '6');
    expect(within(openPanel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Bom Dia Sintonia FM', 'Tarde Musical']);
    expect(openPanel()).toHaveTextContent('13:00 – 16:00');
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((item) => !item.hidden)).toHaveLength(1);
  });

  it('an exception tomorrow: in the "Amanhã" tab in time order, marked "Programação especial", the show it interrupts said so; on air at its time', async () => {
    mocked(getScheduleExceptions).mockResolvedValue([JOGO]);
    clockAt('2026-11-23T18:30:00Z');
    const first = render(await SchedulePage());
    fireEvent.click(screen.getByRole('tab', { name: /Amanhã/ }));
    const tomorrow = within(screen.getByRole('tabpanel'));
    const items = tomorrow.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual(['programa-item', 'programa-item', 'excecao-item']);
    expect(items[2]).toHaveTextContent('Programação especial16:00 – 18:00Jogo do InterAo vivo do Beira-Rio.');
    expect(within(items[1]).getByTestId('programa-substituido')).toHaveTextContent('Interrompido pela programação especial (16:00 – 18:00).');
    expect(within(items[0]).queryByTestId('programa-substituido')).toBeNull();
    // Today's tab has no exception.
    expect(first.container.querySelectorAll('[data-dia="1"] [data-testid="excecao-item"]')).toHaveLength(0);
    first.unmount();

    // Tuesday 15:30: next is the match, not the rest of Tarde Musical.
    clockAt('2026-11-24T18:30:00Z');
    const before = render(await SchedulePage());
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Jogo do Interhoje às 16:00');
    before.unmount();

    // Tuesday 16:30: the match is on air, over the grid.
    clockAt('2026-11-24T19:30:00Z');
    const { container } = render(await SchedulePage());
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('Jogo do Inter16:00 – 18:00');
    const live = container.querySelectorAll('[data-no-ar="true"]');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute('data-testid', 'excecao-item');
    expect(live[0].closest('section')?.getAttribute('data-dia')).toBe('2');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Bom Dia Sintonia FMamanhã às 06:00');
  });

  it('a whole-day exception: every show of that day marked as not on air', async () => {
    mocked(getScheduleExceptions).mockResolvedValue([{ ...JOGO, id: 42, titulo: 'Feriado', descricao: '', inicio: '2026-11-24T03:00:00.000Z', fim: '2026-11-25T03:00:00.000Z' }]);
    clockAt('2026-11-23T18:30:00Z');
    render(await SchedulePage());
    fireEvent.click(screen.getByRole('tab', { name: /Amanhã/ }));
    const tomorrow = within(screen.getByRole('tabpanel'));
    expect(tomorrow.getAllByTestId('programa-substituido').map((note) => note.textContent)).toEqual(['Não vai ao ar: programação especial.', 'Não vai ao ar: programação especial.']);
    expect(tomorrow.getByTestId('excecao-item')).toHaveTextContent('00:00 – 00:00');
  });

  it('a show that started last night is on air; the week starts today (Saturday)', async () => {
    // Saturday 21/11/2026 01:00 in São Paulo: Friday's Corujão runs until 02:00.
    clockAt('2026-11-21T04:00:00Z');
    const { container } = render(await SchedulePage());
    expect(dayIds(container)).toEqual(['6', '0', '1', '2', '3', '4', '5']);
    expect(screen.getAllByRole('tab')[2]).toHaveTextContent('Segunda23/11');
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('Corujão');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Bom Dia Sintonia FM');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('hoje às 06:00');
    // Its airing began yesterday: next Friday's listing is not the one on air.
    expect(container.querySelectorAll('[data-no-ar="true"]')).toHaveLength(0);
  });

  it('between shows: the station is on air, no show marked', async () => {
    clockAt('2026-11-23T14:00:00Z');
    render(await SchedulePage());
    expect(screen.queryByTestId('no-ar-agora')).toBeNull();
    expect(screen.getByRole('region', { name: 'Agora na rádio' })).toHaveTextContent('No ar agoraSintonia FM');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Tarde Musical');
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('hoje às 15:00');
  });

  it("the next show later in the week is named by its day: 'sexta às 22:00'", async () => {
    mocked(getSchedule).mockResolvedValue([GRID[2]]);
    // Wednesday 25/11/2026 12:00 in São Paulo.
    clockAt('2026-11-25T15:00:00Z');
    render(await SchedulePage());
    expect(screen.getByTestId('a-seguir')).toHaveTextContent('Corujãosexta às 22:00');
  });

  it('JSON-LD: trail, the station, its broadcast service, a RadioSeries per show and its next airing', async () => {
    clockAt('2026-11-23T18:30:00Z');
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

  it('no show registered: SPEC §4.2 table as the daily schedule (one list without JavaScript, the same in every tab), so the page is never empty', async () => {
    mocked(getSchedule).mockResolvedValue([]);
    clockAt('2026-11-23T18:30:00Z');
    const html = renderToStaticMarkup(await SchedulePage());
    expect([...html.matchAll(/data-dia="(\w+)"/g)].map((match) => match[1])).toEqual(['todos']);
    expect(html).toContain('Segunda a domingo');
    const { container } = render(await SchedulePage());
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Bom Dia Sintonia FM',
      'Sintonia FM Manhã',
      'Almoço com Música',
      'Tarde Musical',
      'Sintonia FM Notícias',
    ]);
    expect(screen.getByTestId('no-ar-agora')).toHaveTextContent('Tarde Musical');
    expect(container.querySelectorAll('[data-no-ar="true"]')).toHaveLength(1);
    expect(container.querySelector('[data-no-ar="true"]')).toHaveTextContent('Tarde Musical');
    expect(jsonLdOf(container)[1]['@graph'].filter((node: any) => node['@type'] === 'RadioSeries')).toHaveLength(5);
  });

  it('metadata: title, description and canonical', async () => {
    await generateMetadata();
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({ title: 'Programação | Sintonia FM', canonical: '/programacao', siteName: 'Sintonia FM' });
  });
});
