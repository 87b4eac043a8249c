/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ListPager } from '../list-pager';
import { SEARCH_DELAY_MS, useListSearch } from '@/lib/hooks/use-list-search';

describe('ListPager', () => {
  it('nothing for a list that fits on one page', () => {
    const { container } = render(<ListPager label="Paginação dos episódios" pagina={1} totalPaginas={1} summary="3 episódios" onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('where the list is, and the page before or after; no way past either end', () => {
    const onChange = jest.fn();
    const { rerender } = render(<ListPager label="Paginação dos episódios" pagina={1} totalPaginas={3} summary="45 episódios" onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação dos episódios' });
    expect(nav).toHaveTextContent('Página 1 de 3 · 45 episódios');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(<ListPager label="Paginação dos episódios" pagina={3} totalPaginas={3} summary="45 episódios" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

describe('useListSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches the trimmed text once typing pauses, from page 1 again', () => {
    const { result } = renderHook(() => useListSearch());
    act(() => result.current.setPagina(4));
    act(() => result.current.setTermo('  feira '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current).toMatchObject({ termo: '  feira ', busca: '', pagina: 4 });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ busca: 'feira', pagina: 1 });
  });
});
