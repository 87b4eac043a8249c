/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { reloadPage } from '@/lib/hooks/reload-page';
import SiteError from '../error';

jest.mock('@/lib/hooks/reload-page', () => ({ reloadPage: jest.fn() }));

describe('unexpected rendering error page (SPEC §8)', () => {
  it("shows 'Oops! Algo deu errado', the explanation, and 'Recarregar página' reloads", () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<SiteError error={new Error('falhou')} />);
    expect(screen.getByRole('heading', { name: 'Oops! Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro inesperado. Por favor, recarregue a página ou tente novamente mais tarde.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Recarregar página' }).click();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
