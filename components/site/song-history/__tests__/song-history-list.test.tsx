/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SongPlayed } from '@/lib/domain/song-history';
import { SongHistoryForms } from '../song-history-forms';
import { SongHistoryList } from '../song-history-list';

const song = (id: number, inicio: string, extra: Partial<SongPlayed> = {}): SongPlayed => ({
  id,
  artista: 'Djavan',
  titulo: 'Oceano',
  inicio,
  fim: null,
  programa: 'Tarde Musical',
  apresentadores: 'Ana e Beto',
  ...extra,
});

describe('SongHistoryList (/tocou)', () => {
  it('groups by São Paulo day, shows the start as HHhMM, the show and its presenters, and marks the song found', () => {
    render(
      <SongHistoryList
        songs={[
          song(3, '2026-11-25T03:10:00.000Z', { artista: null, titulo: 'Aquarela', programa: null, apresentadores: null }),
          song(2, '2026-11-24T17:32:20.000Z', { fim: '2026-11-25T03:10:00.000Z' }),
          song(1, '2026-11-24T17:29:00.000Z', { titulo: 'Sina', fim: '2026-11-24T17:32:20.000Z' }),
        ]}
        highlightId={2}
      />,
    );
    const days = screen.getAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual(['Quarta-feira, 25/11/2026', 'Terça-feira, 24/11/2026']);
    const found = screen.getByTestId('musica-encontrada');
    expect(found).toHaveAttribute('aria-current', 'true');
    expect(found.textContent).toBe('14h32OceanoDjavanTarde Musical · com Ana e BetoTocava');
    expect(within(found).getByText('14h32').getAttribute('datetime')).toBe('2026-11-24T17:32:20.000Z');
    expect(screen.getAllByTestId('musica').map((item) => item.textContent)).toEqual(['00h10Aquarela', '14h29SinaDjavanTarde Musical · com Ana e Beto']);
  });

  it('the song on air is marked "No ar"', () => {
    render(<SongHistoryList songs={[song(2, '2026-11-24T17:32:20.000Z'), song(1, '2026-11-24T17:29:00.000Z', { fim: '2026-11-24T17:32:20.000Z' })]} onAirId={2} />);
    expect(screen.getAllByTestId('musica')[0]).toHaveTextContent('No ar');
    expect(screen.getAllByTestId('musica')[1]).not.toHaveTextContent('No ar');
  });

  it('a hostile title is text, never markup', () => {
    const html = renderToStaticMarkup(
      <SongHistoryList songs={[song(1, '2026-11-24T17:29:00.000Z', { artista: '<img src=x onerror=alert(1)>', titulo: '<script>alert(1)</script>', programa: '"><b>x</b>' })]} />,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });
});

describe('SongHistoryForms', () => {
  it('two GET forms to /tocou: busca, and data with hora; the question asked is kept', () => {
    const { container } = render(<SongHistoryForms busca="elis" data="2026-11-24" hora="14:32" />);
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => [form.getAttribute('action'), form.getAttribute('method')])).toEqual([
      ['/tocou', 'get'],
      ['/tocou', 'get'],
    ]);
    expect(screen.getByLabelText('Buscar por artista ou música')).toHaveValue('elis');
    expect(screen.getByLabelText('Data')).toHaveAttribute('name', 'data');
    expect(screen.getByLabelText('Data')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Hora')).toHaveValue('14:32');
  });
});
