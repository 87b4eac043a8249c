/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { defaultSettings, type PublicSettings } from '@/lib/domain/settings';
import { normalizeTeamMember, type TeamMember } from '@/lib/domain/team';
import { ContactDetails } from '../contact-details';
import { ListenLiveButton } from '../listen-live-button';
import { PlayerBar } from '../player/player-bar';
import { PlayerProvider, type PlayerConfig } from '../player/player-provider';
import { SearchRedirect } from '../search-redirect';
import { TeamMemberCard } from '../team-member-card';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }) }));
afterEach(() => jest.restoreAllMocks());

describe('SearchRedirect', () => {
  it("shows 'Redirecionando...' and replaces the history entry with the target once", () => {
    render(<SearchRedirect target="/noticias?busca=sa%C3%BAde" />);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecionando...');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/noticias?busca=sa%C3%BAde');
  });
});

describe('ListenLiveButton', () => {
  const config: PlayerConfig = {
    brand: 'Sintonia FM',
    streamUrl: 'http://stream.sintonia.local:8000/sintonia',
    autoplay: false,
    volumeInicial: 0.7,
    iniciarMutado: false,
    artwork: null,
  shows: [],
  };

  it('is hidden without a stream URL', () => {
    render(
      <PlayerProvider config={{ ...config, streamUrl: null }}>
        <ListenLiveButton />
      </PlayerProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Ouça ao vivo' })).toBeNull();
  });

  it("drives the layout's player: the bar shows 'Ao vivo', and a second press pauses", async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    render(
      <PlayerProvider config={config}>
        <ListenLiveButton />
        <PlayerBar />
      </PlayerProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Ouça ao vivo' }).click());
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player-status')).toHaveTextContent('Ao vivo');
    await act(async () => screen.getByRole('button', { name: 'Pausar a transmissão' }).click());
    expect(screen.getByTestId('player-status')).toHaveTextContent('Rádio offline');
  });
});

describe('TeamMemberCard', () => {
  const member = (raw: Record<string, unknown>) => normalizeTeamMember({ id: 1, nome: 'Paulo Weber', cargo: 'Colunista de Economia', ...raw }) as TeamMember;

  it('shows the photo, role, bio, socials with accessible names and the columns link', () => {
    render(
      <TeamMemberCard
        member={member({ avatar: '/uploads/2026/01/paulo.jpg', bio: 'Economista.', redes: { linkedin: 'https://linkedin.com/in/paulo' } })}
        columnsHref="/colunistas"
      />,
    );
    const card = screen.getByRole('article', { name: 'Paulo Weber' });
    const photo = within(card).getByRole('img', { name: 'Foto de Paulo Weber' });
    expect(decodeURIComponent(photo.getAttribute('src') ?? '')).toContain('url=/uploads/2026/01/paulo_post-thumb.jpg&');
    expect(within(card).getByText('Colunista de Economia')).toBeInTheDocument();
    expect(within(card).getByText('Economista.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'LinkedIn de Paulo Weber' })).toHaveAttribute('href', 'https://linkedin.com/in/paulo');
    expect(within(card).getByRole('link', { name: 'Ver colunas de Paulo Weber' })).toHaveAttribute('href', '/colunistas');
  });

  it('without a photo: initials on a coloured disc; no columns link for a non-columnist', () => {
    render(<TeamMemberCard member={member({ nome: 'Cláudio Zanella', cargo: 'Locutor', avatar: 'null' })} columnsHref="/colunistas" />);
    const disc = screen.getByRole('img', { name: 'Iniciais de Cláudio Zanella' });
    expect(disc).toHaveTextContent('CZ');
    expect(disc.style.backgroundColor).not.toBe('');
    expect(screen.queryByRole('link', { name: /Ver colunas/ })).toBeNull();
  });
});

describe('ContactDetails', () => {
  const settings = (patch: (s: PublicSettings) => void) => {
    const value = defaultSettings();
    patch(value);
    return value;
  };

  it('address, tel: with digits only, mailto: emailContato; /contato adds WhatsApp and the map link', () => {
    render(
      <ContactDetails
        extended
        settings={settings((s) => {
          s.site.endereco = 'Rua Júlio de Castilhos, 879 — Centro';
          s.site.telefone = '(51) 3555-8790';
          s.site.email = 'contato@sintonia.local';
          s.site.emailContato = 'redacao@sintonia.local';
          s.whatsapp = { numero: '5551998790879', ativo: true };
        })}
      />,
    );
    expect(screen.getByText('Rua Júlio de Castilhos, 879 — Centro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(51) 3555-8790' })).toHaveAttribute('href', 'tel:5135558790');
    expect(screen.getByRole('link', { name: 'redacao@sintonia.local' })).toHaveAttribute('href', 'mailto:redacao@sintonia.local');
    const map = screen.getByRole('link', { name: /Ver no mapa/ });
    expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Rua Júlio de Castilhos, 879 — Centro')}`);
    expect(map).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5551998790879\?text=/);
  });

  it("the footer's fallbacks; WhatsApp hidden when inactive; e-mail falls back to email", () => {
    const { rerender } = render(<ContactDetails extended settings={settings((s) => (s.whatsapp.ativo = false))} />);
    expect(screen.getByText('Endereço não configurado')).toBeInTheDocument();
    expect(screen.getByText('Telefone não configurado')).toBeInTheDocument();
    expect(screen.getByText('Email não configurado')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<ContactDetails settings={settings((s) => (s.site.email = 'radio@x.com'))} />);
    expect(screen.getByRole('link', { name: 'radio@x.com' })).toHaveAttribute('href', 'mailto:radio@x.com');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});
