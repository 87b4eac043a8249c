/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { IntentPrefetch } from '../intent-prefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }) }));

// Links as a post's body brings them (HTML the site did not render as <Link>), and the page's own.
const LINKS = [
  '<a href="/politica/eleicao"><span>Eleição</span> <strong>2026</strong></a>',
  '<a href="/admin/postagens">Painel</a>',
  '<a href="https://g1.globo.com/">Outro site</a>',
  '<a href="/rss.xml">RSS</a>',
  '<a href="/noticias" target="_blank">Nova aba</a>',
  '<a href="/noticias?busca=chuva&amp;pagina=2" data-no-prefetch="">Página 2</a>',
].join('');

function page() {
  return render(
    <>
      <div dangerouslySetInnerHTML={{ __html: LINKS }} />
      <IntentPrefetch />
    </>,
  );
}

beforeEach(() => prefetch.mockClear());

describe('IntentPrefetch', () => {
  it('prefetches a page of the site once when the pointer enters its link, not on moves inside it', () => {
    page();
    const link = screen.getByRole('link', { name: 'Eleição 2026' });
    fireEvent.mouseOver(screen.getByText('Eleição'), { relatedTarget: document.body });
    fireEvent.mouseOver(screen.getByText('2026'), { relatedTarget: screen.getByText('Eleição') });
    fireEvent.mouseOver(link, { relatedTarget: screen.getByText('2026') });
    expect(prefetch.mock.calls).toEqual([['/politica/eleicao']]);
  });

  it('prefetches on a touch and on keyboard focus', () => {
    page();
    fireEvent.touchStart(screen.getByText('Eleição'));
    screen.getByRole('link', { name: 'Eleição 2026' }).focus();
    expect(prefetch.mock.calls).toEqual([['/politica/eleicao'], ['/politica/eleicao']]);
  });

  it('fetches nothing for the panel, other sites, feeds, links opening a new tab or saying never', () => {
    page();
    for (const name of ['Painel', 'Outro site', 'RSS', 'Nova aba', 'Página 2']) fireEvent.mouseOver(screen.getByRole('link', { name }), { relatedTarget: document.body });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('on a panel screen, prefetches the screens of the panel and not the public pages', () => {
    window.history.pushState({}, '', '/admin/dashboard');
    try {
      page();
      fireEvent.mouseOver(screen.getByText('Eleição'), { relatedTarget: document.body });
      fireEvent.mouseOver(screen.getByRole('link', { name: 'Painel' }), { relatedTarget: document.body });
      expect(prefetch.mock.calls).toEqual([['/admin/postagens']]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('fetches nothing when the browser asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      page();
      fireEvent.mouseOver(screen.getByText('Eleição'), { relatedTarget: document.body });
      expect(prefetch).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('stops listening when it leaves the page', () => {
    const { unmount } = page();
    const link = screen.getByRole('link', { name: 'Eleição 2026' });
    unmount();
    document.body.appendChild(link);
    fireEvent.mouseOver(link, { relatedTarget: document.body });
    expect(prefetch).not.toHaveBeenCalled();
  });
});
