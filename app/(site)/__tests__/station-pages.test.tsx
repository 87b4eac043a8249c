/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlayerProvider } from '@/components/site/player/player-provider';
import { ToastProvider } from '@/components/ui/toast-provider';
import { getCategories, getPublicSettings, getTeam } from '@/lib/api/public';
import { normalizeCategoryList } from '@/lib/domain/category';
import { defaultSettings, normalizeSettings, type PublicSettings } from '@/lib/domain/settings';
import { normalizeTeamList } from '@/lib/domain/team';
import { pageMetadata } from '@/lib/seo/next-metadata';
import AboutPage, { generateMetadata as aboutMetadata } from '../a-radio/page';
import SearchRedirectPage, { generateMetadata as searchMetadata } from '../buscar/page';
import ContactPage, { generateMetadata as contactMetadata } from '../contato/page';
import TeamPage, { generateMetadata as teamMetadata } from '../equipe/page';

// Async server pages are called as functions here; what they return is plain React.
jest.mock('@/lib/api/public', () => ({
  getPublicSettings: jest.fn(),
  getTeam: jest.fn(),
  getCategories: jest.fn(),
}));
jest.mock('@/lib/seo/next-metadata', () => ({
  getSiteBase: jest.fn(async () => 'https://www.sintoniafm.com.br'),
  pageMetadata: jest.fn(async (input: { title: string }) => ({ title: { absolute: input.title }, input })),
}));
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }) }));
const ABOUT = 'A Sintonia FM nasceu em 1994.\n\nHoje chega a mais de 20 municípios.\n\nFale com a gente.';

const seededSettings = (): PublicSettings =>
  normalizeSettings([
    { chave: 'site.nome', valor: 'Sintonia FM' },
    { chave: 'site.frequencia', valor: '87.9' },
    { chave: 'site.descricao', valor: 'A rádio do Vale do Sereno.' },
    { chave: 'site.telefone', valor: '(51) 3555-8790' },
    { chave: 'site.email', valor: 'contato@sintonia.local' },
    { chave: 'site.emailContato', valor: 'redacao@sintonia.local' },
    { chave: 'site.endereco', valor: 'Rua Júlio de Castilhos, 879 — Centro' },
    { chave: 'whatsapp.numero', valor: '5551998790879' },
    { chave: 'radio.streamUrl', valor: 'http://stream.sintonia.local:8000/sintonia' },
    { chave: 'player.app.android', valor: 'https://play.google.com/store/apps/details?id=br.com.sintoniafm.app' },
    { chave: 'sobreRadio.texto', valor: ABOUT },
  ]);

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.Mock;

const PLAYER = { brand: 'Sintonia FM', streamUrl: 'http://stream.sintonia.local:8000/sintonia', autoplay: false, volumeInicial: 0.7, iniciarMutado: false, artwork: null, shows: [] };

function renderInLayout(element: React.ReactElement, streamUrl: string | null = PLAYER.streamUrl) {
  return render(
    <ToastProvider>
      <PlayerProvider config={{ ...PLAYER, streamUrl }}>
        {element}
      </PlayerProvider>
    </ToastProvider>,
  );
}

function jsonLdOf(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked(getPublicSettings).mockResolvedValue(seededSettings());
  mocked(getCategories).mockResolvedValue(normalizeCategoryList([{ id: 1, slug: 'colunistas', nome: 'Colunistas' }]));
  mocked(getTeam).mockResolvedValue(
    normalizeTeamList([
      { id: 1, nome: 'Marta Lindner', cargo: 'Diretora de Jornalismo', avatar: '/uploads/marta.jpg', bio: 'Jornalista.', redes: {}, colunista: true },
      { id: 2, nome: 'Cláudio Zanella', cargo: 'Locutor', avatar: null, bio: 'A voz da manhã.', redes: { instagram: 'https://instagram.com/cz' } },
    ]),
  );
});

describe('/buscar', () => {
  it.each<[Record<string, string | string[] | undefined>, string]>([
    [{ q: '  saúde  ' }, '/noticias?busca=sa%C3%BAde'],
    [{ q: 'chuva & vento' }, '/noticias?busca=chuva%20%26%20vento'],
    [{ q: ['primeiro', 'segundo'] }, '/noticias?busca=primeiro'],
    [{ q: '   ' }, '/noticias'],
    [{}, '/noticias'],
  ])('searchParams %p → %s (router.replace and the no-script refresh)', async (searchParams, target) => {
    const page = await SearchRedirectPage({ searchParams: Promise.resolve(searchParams) });
    // The server HTML: React renders <noscript> content only there, for browsers without JavaScript.
    const html = renderToStaticMarkup(<PlayerProvider config={PLAYER}>{page}</PlayerProvider>);
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="0;url=${target}"/></noscript>`);
    expect(html).toContain('Redirecionando...');
    const { container } = renderInLayout(page);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecionando...');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(target);
    expect(jsonLdOf(container)[0]['@type']).toBe('BreadcrumbList');
  });

  it('is not indexed', async () => {
    const metadata = await searchMetadata();
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toEqual({ absolute: 'Buscar | Sintonia FM' });
  });
});

describe('/equipe', () => {
  it('heading, intro, one card per member, columns link, trail and JSON-LD', async () => {
    const { container } = renderInLayout(await TeamPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Equipe' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Membros da equipe' });
    expect(within(list).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Marta Lindner', 'Cláudio Zanella']);
    expect(within(list).getByRole('link', { name: 'Ver colunas de Marta Lindner' })).toHaveAttribute('href', '/colunistas');
    expect(within(list).getByRole('img', { name: 'Iniciais de Cláudio Zanella' })).toHaveTextContent('CZ');
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveTextContent('Início›Equipe');
    expect(jsonLdOf(container)[0].itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Equipe', item: 'https://www.sintoniafm.com.br/equipe' });
  });

  it("empty state: 'Nossa equipe será apresentada em breve.'", async () => {
    mocked(getTeam).mockResolvedValue([]);
    renderInLayout(await TeamPage());
    expect(screen.getByText('Nossa equipe será apresentada em breve.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Membros da equipe' })).toBeNull();
  });

  it('metadata: title, description and canonical', async () => {
    await teamMetadata();
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({ title: 'Equipe | Sintonia FM', canonical: '/equipe', siteName: 'Sintonia FM' });
  });
});

describe('/a-radio', () => {
  it("heading, 'FM 87.9', the about paragraphs, 'Ouça ao vivo', app links only when set, contacts", async () => {
    renderInLayout(await AboutPage());
    expect(screen.getByRole('heading', { level: 1, name: 'A Rádio' })).toBeInTheDocument();
    expect(screen.getByText('FM 87.9')).toBeInTheDocument();
    for (const paragraph of ABOUT.split('\n\n')) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouça ao vivo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar na Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=br.com.sintoniafm.app');
    expect(screen.queryByRole('link', { name: 'Baixar na App Store' })).toBeNull();
    expect(screen.getByRole('link', { name: '(51) 3555-8790' })).toHaveAttribute('href', 'tel:5135558790');
    expect(screen.getByRole('link', { name: 'redacao@sintonia.local' })).toHaveAttribute('href', 'mailto:redacao@sintonia.local');
  });

  it('defaults: no stream → no call to action, no app links, footer fallbacks, frequency 87.9', async () => {
    mocked(getPublicSettings).mockResolvedValue(defaultSettings());
    renderInLayout(await AboutPage(), null);
    expect(screen.queryByRole('button', { name: 'Ouça ao vivo' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Baixe o aplicativo' })).toBeNull();
    expect(screen.getByText('FM 87.9')).toBeInTheDocument();
    expect(screen.getByText('Endereço não configurado')).toBeInTheDocument();
    expect(screen.getByText('Telefone não configurado')).toBeInTheDocument();
    expect(screen.getByText('Email não configurado')).toBeInTheDocument();
  });

  it('metadata: the first about paragraph as description', async () => {
    await aboutMetadata();
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({
      title: 'A Rádio | Sintonia FM',
      canonical: '/a-radio',
      description: 'A Sintonia FM nasceu em 1994.',
    });
  });
});

describe('/contato', () => {
  it('details with tel:, mailto:, WhatsApp and map links, and the form (which fetches its own token: the page is cached for everyone)', async () => {
    renderInLayout(await ContactPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Contato' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Fale com a gente' });
    expect(within(details).getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Rua Júlio de Castilhos, 879 — Centro')}`,
    );
    expect(within(details).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('form', { name: 'Formulário de contato' })).toBeInTheDocument();
  });

  it('WhatsApp hidden when inactive', async () => {
    const settings = seededSettings();
    settings.whatsapp.ativo = false;
    mocked(getPublicSettings).mockResolvedValue(settings);
    renderInLayout(await ContactPage());
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('metadata', async () => {
    await contactMetadata();
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({ title: 'Contato | Sintonia FM', canonical: '/contato' });
  });
});
