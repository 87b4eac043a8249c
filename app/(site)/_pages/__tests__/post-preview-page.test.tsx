/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PlayerProvider } from '@/components/site/player/player-provider';
import { ToastProvider } from '@/components/ui/toast-provider';
import { normalizePost } from '@/lib/domain/post';
import { defaultSettings } from '@/lib/domain/settings';

const mockGetPostPreview = jest.fn();
const mockGetPublicSettings = jest.fn();

jest.mock('@/lib/api/public', () => ({
  getPostPreview: (token: string) => mockGetPostPreview(token),
  getPublicSettings: () => mockGetPublicSettings(),
  getPost: () => Promise.resolve(null),
  getRelatedPosts: () => Promise.resolve([]),
  getMostRead: () => Promise.resolve(null),
}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NOT_FOUND');
  },
  permanentRedirect: (to: string) => {
    throw new Error(`REDIRECT 308 ${to}`);
  },
  useRouter: () => ({ push: jest.fn() }),
}));

type PreviewModule = typeof import('../post-preview-page');
let page: PreviewModule;

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const DRAFT = normalizePost({
  id: 31,
  titulo: 'Escola nova abre em março no bairro Centenário',
  slug: 'escola-nova-abre-em-marco',
  resumo: 'A diretora fala dos planos.',
  conteudo: '<p>Texto ainda em revisão.</p>',
  categoria: { id: 3, nome: 'Educação', slug: 'educacao', cor: '#10B981' },
  autor: { id: 3, nome: 'Renata Fagundes', foto: null },
  status: 'rascunho',
  tags: [],
  criadoEm: '2026-03-10T13:05:00.000Z',
});

beforeAll(async () => {
  process.env.SITE_URL = 'https://sintonia.test';
  page = await import('../post-preview-page');
});

afterAll(() => {
  delete process.env.SITE_URL;
});

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn().mockReturnValue(true), configurable: true });
  const settings = defaultSettings();
  settings.site.nome = 'Sintonia FM';
  mockGetPublicSettings.mockResolvedValue(settings);
  mockGetPostPreview.mockResolvedValue({ post: DRAFT, expiraEm: '2026-03-12T13:05:00.000Z' });
});

describe('/previa/{token} (issue 28 item 4)', () => {
  it('renders the draft as its public page, under the preview notice, without counting a view', async () => {
    const element = await page.PostPreviewPage({ token: TOKEN });
    const player = { brand: 'Sintonia FM', streamUrl: null, autoplay: false, volumeInicial: 0.7, iniciarMutado: false, artwork: null, shows: [] };
    render(
      <ToastProvider>
        <PlayerProvider config={player}>{element}</PlayerProvider>
      </ToastProvider>,
    );
    await act(async () => {});
    expect(mockGetPostPreview).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByTestId('aviso-previa')).toHaveTextContent('Prévia — esta notícia ainda não foi publicada');
    expect(screen.getByTestId('aviso-previa')).toHaveTextContent('Este link funciona até 12/03/2026 10h05.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Escola nova abre em março no bairro Centenário');
    expect(screen.getByText('Texto ainda em revisão.')).toBeInTheDocument();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('an unknown, revoked or expired link is the not-found page', async () => {
    mockGetPostPreview.mockResolvedValue(null);
    await expect(page.PostPreviewPage({ token: TOKEN })).rejects.toThrow('NOT_FOUND');
  });

  it('is never indexed: robots noindex, nofollow, found or not', async () => {
    const found = await page.previewPageMetadata(TOKEN);
    expect(found.robots).toEqual({ index: false, follow: false });
    expect(found.title).toEqual({ absolute: 'Escola nova abre em março no bairro Centenário | Sintonia FM' });
    expect(found.alternates?.canonical).toBe('https://sintonia.test/educacao/escola-nova-abre-em-marco');
    mockGetPostPreview.mockResolvedValue(null);
    const missing = await page.previewPageMetadata(TOKEN);
    expect(missing).toEqual({ title: { absolute: 'Prévia não encontrada | Sintonia FM' }, robots: { index: false, follow: false } });
  });
});
