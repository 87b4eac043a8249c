/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { ShareButtons } from '../share-buttons';

const URL = 'https://sintonia.fm/politica/camara-aprova-orcamento';
const TITLE = 'Câmara aprova orçamento & plano';

function renderButtons() {
  return render(
    <ToastProvider>
      <ShareButtons url={URL} title={TITLE} />
    </ToastProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButtons', () => {
  it('links to each network with the canonical URL, in a new tab without opener', () => {
    renderButtons();
    const whatsapp = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    const facebook = screen.getByRole('link', { name: 'Compartilhar no Facebook' });
    const x = screen.getByRole('link', { name: 'Compartilhar no X' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL}`)}`);
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL)}`);
    expect(x).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${encodeURIComponent(URL)}&text=${encodeURIComponent(TITLE)}`);
    for (const link of [whatsapp, facebook, x]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it("copies the link, says 'Link copiado!' for 2 s and shows a toast", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderButtons();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copiado!');
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });

  it('falls back to a selected textarea where the Clipboard API is missing', async () => {
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderButtons();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('tells the reader when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('negado')) }, configurable: true });
    renderButtons();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível copiar o link');
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });
});
