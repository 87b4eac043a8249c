/** Public settings (SPEC §3): list form and object form → one normalised shape. */

import {
  DEFAULT_FAVICON,
  DEFAULT_FOOTER_LOGO,
  DEFAULT_SITE_NAME,
  DEFAULT_STREAM_URL,
  DEFAULT_VOLUME,
  DEFAULT_WHATSAPP_NUMBER,
  FREQUENCY_LABEL,
} from './constants';
import { asRecord, firstText, flagOr, isRecord, numberOf, textOf, type UnknownRecord } from './coerce';
import { forceHttp } from './url';

export interface SiteSettings {
  nome: string;
  descricao: string;
  frequencia: string;
  telefone: string;
  email: string;
  emailContato: string;
  endereco: string;
  cep: string;
  logo: string;
  logoAdmin: string;
  logoRodape: string;
  favicon: string;
}

export interface WhatsappSettings {
  numero: string;
  ativo: boolean;
}

export interface PlayerSettings {
  streamUrl: string;
  autoplay: boolean;
  volumeInicial: number;
  iniciarMutado: boolean;
  appDownloadLinks: { android: string; ios: string };
}

export interface RadioSettings {
  streamUrl: string;
  frequencia: string;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** How the site and the panel name each network. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};
export type SocialLinksSettings = Record<SocialNetwork, string>;

/** The station's video channel: the feed read by the latest-video card and the page of 'Ver Canal'. */
export interface VideoSettings {
  feedUrl: string;
  channelUrl: string;
}

/** List-form key of whether readers see view counts on cards and post pages. */
export const SHOW_VIEW_COUNTS_KEY = 'postagens.mostrarVisualizacoes';

/** What the site shows of its posts. */
export interface PostDisplaySettings {
  /** Readers see view counts ('👁 0' on a fresh story reads badly: off by default); staff always do, in the panel. */
  mostrarVisualizacoes: boolean;
}

export interface PublicSettings {
  site: SiteSettings;
  whatsapp: WhatsappSettings;
  player: PlayerSettings;
  radio: RadioSettings;
  redes: SocialLinksSettings;
  facebook: { appId: string };
  video: VideoSettings;
  /** Only when the server sent the object form with it. */
  sobreRadio?: UnknownRecord;
  /** The about text (paragraphs separated by a blank line): list key 'sobreRadio.texto' or object sobreRadio.texto. */
  sobre: { texto: string };
  /** List key 'postagens.mostrarVisualizacoes', or object postagens.mostrarVisualizacoes. */
  postagens: PostDisplaySettings;
}

/** SPEC §3 "Defaults when settings cannot be loaded"; a fresh object on every call. */
export function defaultSettings(): PublicSettings {
  return {
    site: {
      nome: DEFAULT_SITE_NAME,
      descricao: '',
      frequencia: FREQUENCY_LABEL,
      telefone: '',
      email: '',
      emailContato: '',
      endereco: '',
      cep: '',
      logo: '',
      logoAdmin: '',
      logoRodape: DEFAULT_FOOTER_LOGO,
      favicon: DEFAULT_FAVICON,
    },
    whatsapp: { numero: DEFAULT_WHATSAPP_NUMBER, ativo: true },
    player: {
      streamUrl: DEFAULT_STREAM_URL,
      autoplay: false,
      volumeInicial: DEFAULT_VOLUME,
      iniciarMutado: false,
      appDownloadLinks: { android: '', ios: '' },
    },
    radio: { streamUrl: DEFAULT_STREAM_URL, frequencia: FREQUENCY_LABEL },
    redes: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '', linkedin: '' },
    facebook: { appId: '' },
    video: { feedUrl: '', channelUrl: '' },
    sobre: { texto: '' },
    postagens: { mostrarVisualizacoes: false },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Read-only defaults; use defaultSettings() for a mutable copy. */
export const DEFAULT_SETTINGS: Readonly<PublicSettings> = deepFreeze(defaultSettings());

/** Volume 0..1 from a number or numeric string; default 0.7. */
export function parseVolume(value: unknown): number {
  const parsed = numberOf(value);
  if (parsed === null) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, parsed));
}

const SITE_TEXT_KEYS = [
  'nome',
  'descricao',
  'frequencia',
  'telefone',
  'email',
  'emailContato',
  'endereco',
  'cep',
  'logo',
  'logoAdmin',
  'logoRodape',
  'favicon',
] as const;

/** Stream keys of the list form, highest priority first. */
export const STREAM_KEY_PRIORITY = ['radio.streamUrl', 'player.stream.principal', 'player.url', 'radio.url'] as const;

function fromListForm(items: unknown[]): PublicSettings {
  const values = new Map<string, unknown>();
  for (const item of items) {
    if (!isRecord(item)) continue;
    const key = textOf(item.chave);
    // First occurrence of a key wins, as a server would list each key once.
    if (key !== '' && !values.has(key)) values.set(key, item.valor);
  }
  const get = (...keys: string[]): string => firstText(...keys.map((key) => values.get(key)));

  const site = {} as SiteSettings;
  for (const field of SITE_TEXT_KEYS) site[field] = get(`site.${field}`);
  site.telefone = get('site.telefone', 'telefone', 'fone');
  site.email = get('site.email', 'email', 'contato.email');
  site.emailContato = get('site.emailContato', 'emailContato', 'contato.emailContato');
  site.endereco = get('site.endereco', 'endereco');
  site.cep = get('site.cep', 'cep');

  const streamUrl = get(...STREAM_KEY_PRIORITY);
  const redes = {} as SocialLinksSettings;
  for (const network of SOCIAL_NETWORKS) redes[network] = get(`redes.${network}`, network);

  return {
    site,
    whatsapp: { numero: get('whatsapp.numero'), ativo: flagOr(values.get('whatsapp.ativo'), true) },
    player: {
      streamUrl,
      autoplay: flagOr(values.get('player.autoplay'), false),
      volumeInicial: parseVolume(values.get('player.volumeInicial')),
      iniciarMutado: flagOr(values.get('player.iniciarMutado'), false),
      appDownloadLinks: { android: get('player.app.android'), ios: get('player.app.ios') },
    },
    radio: { streamUrl, frequencia: get('radio.frequencia') },
    redes,
    facebook: { appId: get('facebookAppId', 'facebook.appId') },
    // The channel page falls back to the youtube social link: 'Ver Canal' then still has a target.
    video: { feedUrl: get('youtube.canalFeed'), channelUrl: get('youtube.canal') || redes.youtube },
    sobre: { texto: get('sobreRadio.texto') },
    postagens: { mostrarVisualizacoes: flagOr(values.get(SHOW_VIEW_COUNTS_KEY), false) },
  };
}

function fromObjectForm(raw: UnknownRecord): PublicSettings {
  const siteRaw = asRecord(raw.site);
  const whatsappRaw = asRecord(raw.whatsapp);
  const playerRaw = asRecord(raw.player);
  const appLinksRaw = asRecord(playerRaw.appDownloadLinks);
  const appRaw = asRecord(raw.app);
  const radioRaw = asRecord(raw.radio);
  const redesRaw = asRecord(raw.redes);
  const videoRaw = asRecord(raw.video);
  const youtubeRaw = asRecord(raw.youtube);

  const site = {} as SiteSettings;
  for (const field of SITE_TEXT_KEYS) site[field] = textOf(siteRaw[field]);
  site.emailContato = firstText(
    siteRaw.emailContato,
    raw.emailContato,
    asRecord(raw.contato).emailContato,
    raw.emailContatoPublico,
  );

  const redes = {} as SocialLinksSettings;
  for (const network of SOCIAL_NETWORKS) redes[network] = textOf(redesRaw[network]);

  const settings: PublicSettings = {
    site,
    whatsapp: { numero: textOf(whatsappRaw.numero), ativo: flagOr(whatsappRaw.ativo, true) },
    player: {
      streamUrl: textOf(playerRaw.streamUrl),
      autoplay: flagOr(playerRaw.autoplay, false),
      volumeInicial: parseVolume(playerRaw.volumeInicial),
      iniciarMutado: flagOr(playerRaw.iniciarMutado, false),
      appDownloadLinks: {
        android: firstText(appLinksRaw.android, playerRaw.androidApp, appRaw.android),
        ios: firstText(appLinksRaw.ios, playerRaw.iosApp, appRaw.ios),
      },
    },
    radio: { streamUrl: textOf(radioRaw.streamUrl), frequencia: textOf(radioRaw.frequencia) },
    redes,
    facebook: { appId: textOf(asRecord(raw.facebook).appId) },
    video: {
      feedUrl: firstText(videoRaw.feedUrl, youtubeRaw.canalFeed, raw['youtube.canalFeed']),
      channelUrl: firstText(videoRaw.channelUrl, youtubeRaw.canal, raw['youtube.canal'], redes.youtube),
    },
    sobre: { texto: textOf(asRecord(raw.sobreRadio).texto) },
    postagens: { mostrarVisualizacoes: flagOr(asRecord(raw.postagens).mostrarVisualizacoes, false) },
  };
  if (isRecord(raw.sobreRadio)) settings.sobreRadio = { ...raw.sobreRadio };
  return settings;
}

/**
 * Accepts the list form ([{chave, valor}], also wrapped in {dados}) and the object form.
 * Anything else means the settings could not be loaded: the built-in defaults.
 */
export function normalizeSettings(raw: unknown): PublicSettings {
  if (Array.isArray(raw)) return fromListForm(raw);
  if (isRecord(raw)) {
    if (Array.isArray(raw.dados)) return fromListForm(raw.dados);
    return fromObjectForm(raw);
  }
  return defaultSettings();
}

export function brandName(settings: PublicSettings): string {
  return settings.site.nome.trim() || DEFAULT_SITE_NAME;
}

/** player.streamUrl, else radio.streamUrl, forced to http; null when none is configured. */
export function streamUrlOf(settings: PublicSettings): string | null {
  const url = settings.player.streamUrl.trim() || settings.radio.streamUrl.trim();
  return url === '' ? null : forceHttp(url);
}

export function whatsappMessage(brand: string): string {
  return `Olá! Gostaria de enviar um recado para a ${brand}.`;
}

/** Messaging send link with the prefilled text; null when inactive or without a number. */
export function whatsappLink(settings: PublicSettings): string | null {
  if (!settings.whatsapp.ativo) return null;
  const digits = settings.whatsapp.numero.replace(/\D/g, '');
  if (digits === '') return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(brandName(settings)))}`;
}

/** emailContato, else email, else null. */
export function contactEmailOf(settings: PublicSettings): string | null {
  return settings.site.emailContato.trim() || settings.site.email.trim() || null;
}

/** 'tel:' link with digits only; null when the phone has no digits. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits === '' ? null : `tel:${digits}`;
}

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** Social links in the order of `keys`, only those with a non-empty URL. */
export function socialLinks(
  redes: Partial<Record<SocialNetwork, string | null | undefined>>,
  keys: readonly SocialNetwork[] = SOCIAL_NETWORKS,
): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of keys) {
    const url = (redes[network] ?? '').trim();
    if (url !== '') links.push({ network, url });
  }
  return links;
}
