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
export type SocialLinksSettings = Record<SocialNetwork, string>;

/** The station's video channel: the feed read by the latest-video card and the page of 'Ver Canal'. */
export interface VideoSettings {
  feedUrl: string;
  channelUrl: string;
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

// ───────────────────────── staff settings screen (issue 6) ─────────────────────────

/** The groups of the settings screen, in the order SPEC §3 lists them (plus the channel and the about text). */
export const SETTINGS_GROUPS = ['site', 'contato', 'whatsapp', 'player', 'radio', 'redes', 'facebook', 'video', 'sobreRadio'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export const SETTINGS_GROUP_LABELS: Record<SettingsGroup, string> = {
  site: 'Site',
  contato: 'Contato',
  whatsapp: 'WhatsApp',
  player: 'Player',
  radio: 'Rádio',
  redes: 'Redes sociais',
  facebook: 'Facebook',
  video: 'Canal de vídeos',
  sobreRadio: 'A Rádio',
};

export const SOCIAL_LABELS_PT: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

export type SettingKind = 'text' | 'longText' | 'url' | 'image' | 'email' | 'phone' | 'cep' | 'boolean' | 'volume' | 'digits';

/**
 * One editable setting: where it sits in the grouped form, the canonical list-form key it is
 * stored under (the key the normaliser reads first, which is the one the seed writes) and the
 * aliases SPEC §3 also reads. Saving a field writes its canonical key and every alias row that
 * exists, so no reading of the list form finds a stale copy.
 */
export type SettingField = {
  group: SettingsGroup;
  name: string;
  key: string;
  aliases: readonly string[];
  kind: SettingKind;
  label: string;
  required?: boolean;
  max?: number;
  hint?: string;
};

const field = (group: SettingsGroup, name: string, key: string, kind: SettingKind, label: string, extra: Partial<SettingField> = {}): SettingField => ({
  group,
  name,
  key,
  aliases: [],
  kind,
  label,
  ...extra,
});

export const SETTING_FIELDS: readonly SettingField[] = [
  field('site', 'nome', 'site.nome', 'text', 'Nome do site', { required: true, max: 80, hint: 'Aparece no cabeçalho, no título das páginas e nos compartilhamentos.' }),
  field('site', 'descricao', 'site.descricao', 'longText', 'Descrição', { max: 300, hint: 'Texto do rodapé e descrição das páginas nos buscadores e redes sociais.' }),
  field('site', 'slogan', 'site.slogan', 'text', 'Slogan', { max: 120 }),
  field('site', 'frequencia', 'site.frequencia', 'text', 'Frequência exibida no site', { max: 20, hint: 'Ex.: 87.9' }),
  field('site', 'logo', 'site.logo', 'image', 'Logo do site'),
  field('site', 'logoAdmin', 'site.logoAdmin', 'image', 'Logo do painel'),
  field('site', 'logoRodape', 'site.logoRodape', 'image', 'Logo do rodapé'),
  field('site', 'favicon', 'site.favicon', 'image', 'Favicon'),
  field('contato', 'telefone', 'site.telefone', 'phone', 'Telefone', { aliases: ['telefone', 'fone'] }),
  field('contato', 'email', 'site.email', 'email', 'E-mail', { aliases: ['email', 'contato.email'] }),
  field('contato', 'emailContato', 'site.emailContato', 'email', 'E-mail de contato', {
    aliases: ['emailContato', 'contato.emailContato'],
    hint: 'Usado no rodapé e para receber as mensagens do formulário de contato.',
  }),
  field('contato', 'endereco', 'site.endereco', 'text', 'Endereço', { aliases: ['endereco'], max: 200 }),
  field('contato', 'cep', 'site.cep', 'cep', 'CEP', { aliases: ['cep'] }),
  field('whatsapp', 'numero', 'whatsapp.numero', 'phone', 'Número do WhatsApp', { hint: 'Com DDI e DDD, ex.: +55 51 99999-0000.' }),
  field('whatsapp', 'ativo', 'whatsapp.ativo', 'boolean', 'Mostrar o botão "Enviar Mensagem"'),
  field('player', 'autoplay', 'player.autoplay', 'boolean', 'Tocar automaticamente'),
  field('player', 'iniciarMutado', 'player.iniciarMutado', 'boolean', 'Iniciar sem som'),
  field('player', 'volumeInicial', 'player.volumeInicial', 'volume', 'Volume inicial'),
  field('player', 'appAndroid', 'player.app.android', 'url', 'Aplicativo para Android'),
  field('player', 'appIos', 'player.app.ios', 'url', 'Aplicativo para iOS'),
  field('radio', 'streamUrl', 'radio.streamUrl', 'url', 'Endereço do streaming', {
    aliases: ['player.stream.principal', 'player.url', 'radio.url'],
    hint: 'O player sempre o acessa por http.',
  }),
  field('radio', 'frequencia', 'radio.frequencia', 'text', 'Frequência da rádio', { max: 20 }),
  ...SOCIAL_NETWORKS.map((network) =>
    field('redes', network, `redes.${network}`, 'url', SOCIAL_LABELS_PT[network], { aliases: [network] }),
  ),
  field('facebook', 'appId', 'facebookAppId', 'digits', 'ID do aplicativo do Facebook', { aliases: ['facebook.appId'], max: 32 }),
  field('video', 'canal', 'youtube.canal', 'url', 'Página do canal de vídeos', { hint: 'Destino do botão "Ver Canal".' }),
  field('video', 'canalFeed', 'youtube.canalFeed', 'url', 'Feed do canal (RSS)', { hint: 'Ex.: https://www.youtube.com/feeds/videos.xml?channel_id=…' }),
  field('sobreRadio', 'texto', 'sobreRadio.texto', 'longText', 'Texto da página "A Rádio"', { max: 20_000, hint: 'Separe os parágrafos com uma linha em branco.' }),
];

/** The grouped values of the settings form: group → field name → value. */
export type SettingsValues = { [G in SettingsGroup]: Record<string, string | boolean | number> };

/** Default of a field when its key is not stored: SPEC §3 defaults for the flags and the volume, '' otherwise. */
export function settingFieldDefault(field: SettingField): string | boolean | number {
  if (field.kind === 'volume') return DEFAULT_VOLUME;
  if (field.kind === 'boolean') return field.key === 'whatsapp.ativo';
  return '';
}

/** A stored text value as the form holds it: flags as booleans ('true' counts as true), the volume as 0..1. */
export function settingFromStored(field: SettingField, stored: string | undefined): string | boolean | number {
  if (stored === undefined) return settingFieldDefault(field);
  if (field.kind === 'boolean') return flagOr(stored, settingFieldDefault(field) as boolean);
  if (field.kind === 'volume') return parseVolume(stored);
  return stored;
}

/** The text stored for a form value: 'true'/'false' for flags, the volume as a plain number. */
export function settingToStored(field: SettingField, value: string | boolean | number): string {
  if (field.kind === 'boolean') return value === true ? 'true' : 'false';
  if (field.kind === 'volume') return String(Math.round(Number(value) * 100) / 100);
  return String(value).trim();
}

/** Grouped form values from the stored rows (canonical key first, then its aliases). */
export function settingsValuesFromRows(rows: readonly { chave: string; valor: string }[]): SettingsValues {
  const stored = new Map(rows.map((row) => [row.chave, row.valor]));
  const values = Object.fromEntries(SETTINGS_GROUPS.map((group) => [group, {}])) as SettingsValues;
  for (const item of SETTING_FIELDS) {
    const key = [item.key, ...item.aliases].find((candidate) => stored.has(candidate));
    values[item.group][item.name] = settingFromStored(item, key === undefined ? undefined : stored.get(key));
  }
  return values;
}
