/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from '../toast-provider';

function Trigger({ title, type = 'info' as const, duration }: { title: string; type?: 'info' | 'error'; duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ type, title, duration })}>
      {title}
    </button>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ToastProvider (SPEC §4.7)', () => {
  it('shows at most 4, dropping the oldest, and ignores duplicates', () => {
    render(
      <ToastProvider>
        {['Um', 'Dois', 'Três', 'Quatro', 'Cinco'].map((t) => (
          <Trigger key={t} title={t} />
        ))}
      </ToastProvider>,
    );
    for (const title of ['Um', 'Dois', 'Dois', 'Três', 'Quatro', 'Cinco']) act(() => screen.getByRole('button', { name: title }).click());
    const shown = screen.getAllByRole('status').map((el) => el.querySelector('p')?.textContent);
    expect(shown).toEqual(['Dois', 'Três', 'Quatro', 'Cinco']);
  });

  it('closes after its duration (5000 ms by default) or when closed by hand', () => {
    render(
      <ToastProvider>
        <Trigger title="Padrão" />
        <Trigger title="Curto" type="error" duration={4000} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Padrão' }).click());
    act(() => screen.getByRole('button', { name: 'Curto' }).click());
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Padrão');
    act(() => screen.getByRole('button', { name: 'Fechar aviso' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
