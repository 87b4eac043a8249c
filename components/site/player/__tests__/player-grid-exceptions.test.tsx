/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { playerExceptions, type GridException } from '@/lib/domain/grid-exceptions';
import { playerShows, type GridShow } from '@/lib/domain/schedule';
import { PlayerBar } from '../player-bar';
import { PlayerProvider, type PlayerConfig } from '../player-provider';

/** The player's subtitle follows the grid's exceptions: over the grid for their time, computed in the browser. */

const GRID: GridShow[] = [
  {
    id: 4,
    nome: 'Tarde Musical',
    slug: 'tarde-musical',
    descricao: '',
    imagem: '/uploads/tarde.jpg',
    // Weekdays 15:00–18:00, Saturdays 13:00–16:00.
    horarios: [
      { dias: [1, 2, 3, 4, 5], inicioMinuto: 900, fimMinuto: 1080 },
      { dias: [6], inicioMinuto: 780, fimMinuto: 960 },
    ],
    apresentadores: [{ id: 8, nome: 'Jorge Dalla Costa', avatar: null }],
  },
];
// Saturday 28/11/2026, 16:00–18:00 in São Paulo; a special with a show on Sunday 29/11, 10:00–11:00.
const JOGO: GridException = { id: 1, titulo: 'Jogo do Inter', descricao: '', inicio: '2026-11-28T19:00:00.000Z', fim: '2026-11-28T21:00:00.000Z', programa: null };
const MISSA: GridException = {
  id: 2,
  titulo: 'Missa de Ação de Graças',
  descricao: '',
  inicio: '2026-11-29T13:00:00.000Z',
  fim: '2026-11-29T14:00:00.000Z',
  programa: { id: 4, nome: 'Tarde Musical', slug: 'tarde-musical', imagem: '/uploads/tarde.jpg', apresentadores: [{ id: 8, nome: 'Jorge Dalla Costa', avatar: null }] },
};

const config: PlayerConfig = {
  brand: 'Sintonia FM',
  streamUrl: 'https://stream.exemplo.com.br/ao-vivo',
  autoplay: false,
  volumeInicial: 0.7,
  iniciarMutado: false,
  artwork: null,
  shows: playerShows(GRID, 'Sintonia FM'),
  excecoes: playerExceptions([JOGO, MISSA]),
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function subtitleAt(instant: string, extra: Partial<PlayerConfig> = {}) {
  jest.setSystemTime(new Date(instant));
  const view = render(
    <PlayerProvider config={{ ...config, ...extra }}>
      <PlayerBar />
    </PlayerProvider>,
  );
  await act(async () => {});
  return view;
}

describe("the player's subtitle and the grid's exceptions", () => {
  it.each([
    ['2026-11-28T18:30:00Z', 'Tarde Musical'], // Saturday 15:30: the Saturday slot
    ['2026-11-28T19:00:00Z', 'Jogo do Inter'], // 16:00: the match replaces the grid
    ['2026-11-28T20:59:00Z', 'Jogo do Inter'],
    ['2026-11-28T21:00:00Z', 'Sintonia FM'], // 18:00: over; no show on Saturdays at 18:00
    ['2026-11-29T13:30:00Z', 'Tarde Musical'], // Sunday 10:30: an exception with a show puts that show on air
    ['2026-11-30T18:30:00Z', 'Tarde Musical'], // Monday 15:30: the weekday slot
  ])('at %s → %s', async (instant, title) => {
    await subtitleAt(instant);
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent(title);
  });

  it('follows the clock into and out of an exception, without a reload', async () => {
    await subtitleAt('2026-11-28T18:59:30Z');
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Tarde Musical');
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Jogo do Inter');
    jest.setSystemTime(new Date('2026-11-28T21:00:30Z'));
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Sintonia FM');
  });

  it('without exceptions in the config (an older layout), the grid alone', async () => {
    // Sunday 10:30: the grid has nobody, so the station's name.
    await subtitleAt('2026-11-29T13:30:00Z', { excecoes: undefined });
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Sintonia FM');
  });
});
