/** Every settings key of SPEC §3's list form, plus the channel feed and the about text. */
import type { configuracoes } from '../schema';
import { ABOUT_TEXT, STATION } from './station';

export type SettingRow = Pick<typeof configuracoes.$inferSelect, 'chave' | 'valor' | 'grupo'>;

export type StationAssets = { logo: string; logoRodape: string; favicon: string };

const SOCIALS = {
  facebook: 'https://www.facebook.com/sintoniafm879',
  instagram: 'https://www.instagram.com/sintoniafm879',
  twitter: 'https://x.com/sintoniafm879',
  youtube: STATION.youtubeCanal,
  tiktok: 'https://www.tiktok.com/@sintoniafm879',
  linkedin: 'https://www.linkedin.com/company/sintonia-fm-879',
} as const;

export const APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=br.com.sintoniafm.app',
  ios: 'https://apps.apple.com/br/app/sintonia-fm-87-9/id6450879879',
} as const;

export function buildSettings(assets: StationAssets): SettingRow[] {
  const rows: SettingRow[] = [];
  const add = (grupo: string, values: Record<string, string>) => {
    for (const [chave, valor] of Object.entries(values)) rows.push({ chave, valor, grupo });
  };

  add('site', {
    'site.nome': STATION.nome,
    'site.descricao': STATION.descricao,
    'site.slogan': STATION.slogan,
    'site.logo': assets.logo,
    'site.logoAdmin': assets.logo,
    'site.logoRodape': assets.logoRodape,
    'site.favicon': assets.favicon,
    'site.frequencia': STATION.frequencia,
    'site.telefone': STATION.telefone,
    'site.email': STATION.email,
    'site.emailContato': STATION.emailContato,
    'site.endereco': STATION.endereco,
    'site.cep': STATION.cep,
  });
  // The same contact data under every alias SPEC §3 lists, so either reading finds it.
  add('contato', {
    telefone: STATION.telefone,
    fone: STATION.telefone,
    email: STATION.email,
    emailContato: STATION.emailContato,
    'contato.emailContato': STATION.emailContato,
    'contato.email': STATION.email,
    endereco: STATION.endereco,
    cep: STATION.cep,
  });
  add('whatsapp', { 'whatsapp.numero': STATION.whatsapp, 'whatsapp.ativo': 'true' });
  add('player', {
    'radio.streamUrl': STATION.streamUrl,
    'player.stream.principal': STATION.streamUrl,
    'player.url': STATION.streamUrl,
    'radio.url': STATION.streamUrl,
    // Optional: without it the song on air is read from the stream itself.
    'radio.metadadosUrl': '',
    'player.autoplay': 'false',
    'player.volumeInicial': '0.7',
    'player.iniciarMutado': 'false',
    'player.app.android': APP_LINKS.android,
    'player.app.ios': APP_LINKS.ios,
    'radio.frequencia': STATION.frequencia,
  });
  add('redes', {
    ...SOCIALS,
    ...Object.fromEntries(Object.entries(SOCIALS).map(([rede, url]) => [`redes.${rede}`, url])),
    facebookAppId: '879087908790879',
  });
  add('youtube', { 'youtube.canal': STATION.youtubeCanal, 'youtube.canalFeed': STATION.youtubeFeed });
  add('sobre', { 'sobreRadio.texto': ABOUT_TEXT });
  return rows;
}
