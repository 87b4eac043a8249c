/*
 * The staff settings screen: the fields it edits, grouped and labelled, the list-form
 * key each is stored under, and the conversions between stored text and form values. The
 * normaliser that reads the same keys for the public site is ./settings.ts.
 */

import { DEFAULT_VOLUME } from './constants';
import { flagOr } from './coerce';
import { SHOW_LISTENERS_KEY } from './listeners';
import { NOW_PLAYING_METADATA_KEY } from './now-playing';
import { SONG_FILTER_WORDS_KEY, SONG_HISTORY_DEFAULT_RETENTION_DAYS, SONG_HISTORY_MAX_RETENTION_DAYS, SONG_RETENTION_KEY } from './song-history';
import { parseVolume, SHOW_VIEW_COUNTS_KEY, SOCIAL_LABELS, SOCIAL_NETWORKS } from './settings';
import { SONG_REQUEST_BLOCKED_WORDS_KEY } from './song-requests';
import { AUTHORS_PUBLISH_KEY } from './post-review';

/** The groups of the settings screen, in the order SPEC §3 lists them (plus the channel and the about text). */
export const SETTINGS_GROUPS = ['site', 'contato', 'whatsapp', 'player', 'radio', 'redes', 'facebook', 'video', 'sobreRadio', 'pedidos'] as const;
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
  pedidos: 'Pedidos musicais',
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
  /** false keeps the value out of the public settings (GET /configuracoes/publicas); public unless said. */
  publico?: boolean;
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
  field('site', 'mostrarVisualizacoes', SHOW_VIEW_COUNTS_KEY, 'boolean', 'Mostrar o número de visualizações aos leitores', {
    hint: 'Nos cartões de notícias e na página de cada notícia. A equipe sempre vê os números no painel.',
  }),
  // Off: an autor sends posts "para revisão" and an editor or admin publishes them.
  field('site', 'autoresPublicam', AUTHORS_PUBLISH_KEY, 'boolean', 'Autores publicam sem revisão', {
    publico: false,
    hint: 'Desligado, os autores enviam as postagens para revisão e um editor ou administrador publica ou agenda. Ligado, os autores publicam e agendam as próprias postagens.',
  }),
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
  field('radio', 'metadadosUrl', NOW_PLAYING_METADATA_KEY, 'url', 'Endereço dos metadados (Icecast status-json.xsl ou Shoutcast stats)', {
    hint: 'Opcional. Sem ele, o nome da música é lido do próprio streaming. Deve estar no mesmo servidor do streaming.',
  }),
  field('radio', 'frequencia', 'radio.frequencia', 'text', 'Frequência da rádio', { max: 20 }),
  field('radio', 'filtroTitulos', SONG_FILTER_WORDS_KEY, 'longText', 'Palavras que não entram em "O que tocou"', {
    max: 2000,
    publico: false,
    hint: 'Uma por linha ou separadas por vírgula, ex.: Intervalo, Vinheta. Um título que contenha qualquer uma delas (sem diferenciar acentos e maiúsculas) não é registrado.',
  }),
  field('radio', 'historicoDias', SONG_RETENTION_KEY, 'digits', 'Guardar "O que tocou" e os números de ouvintes por (dias)', {
    max: 4,
    publico: false,
    hint: `Padrão: ${SONG_HISTORY_DEFAULT_RETENTION_DAYS} dias (de 1 a ${SONG_HISTORY_MAX_RETENTION_DAYS}). Os registros mais antigos são apagados.`,
  }),
  field('radio', 'mostrarOuvintes', SHOW_LISTENERS_KEY, 'boolean', 'Mostrar ouvintes no player', {
    hint: 'Exibe "N ouvintes agora" no player do site, com o número lido do endereço dos metadados.',
  }),
  ...SOCIAL_NETWORKS.map((network) =>
    field('redes', network, `redes.${network}`, 'url', SOCIAL_LABELS[network], { aliases: [network] }),
  ),
  field('facebook', 'appId', 'facebookAppId', 'digits', 'ID do aplicativo do Facebook', { aliases: ['facebook.appId'], max: 32 }),
  field('video', 'canal', 'youtube.canal', 'url', 'Página do canal de vídeos', { hint: 'Destino do botão "Ver Canal".' }),
  field('video', 'canalFeed', 'youtube.canalFeed', 'url', 'Feed do canal (RSS)', { hint: 'Ex.: https://www.youtube.com/feeds/videos.xml?channel_id=…' }),
  field('sobreRadio', 'texto', 'sobreRadio.texto', 'longText', 'Texto da página "A Rádio"', { max: 20_000, hint: 'Separe os parágrafos com uma linha em branco.' }),
  field('pedidos', 'palavrasBloqueadas', SONG_REQUEST_BLOCKED_WORDS_KEY, 'longText', 'Palavras bloqueadas', {
    max: 4000,
    publico: false,
    hint: 'Uma palavra ou expressão por linha (ou separadas por vírgula). Um pedido que contenha alguma delas é descartado sem aviso a quem enviou. Maiúsculas e acentos não importam.',
  }),
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
