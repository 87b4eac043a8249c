import { z } from './zod';
import { SETTING_FIELDS, SETTINGS_GROUPS, type SettingField, type SettingsGroup, type SettingsValues } from '@/lib/domain/settings-fields';
import { SONG_HISTORY_DEFAULT_RETENTION_DAYS, SONG_HISTORY_MAX_RETENTION_DAYS } from '@/lib/domain/song-history';

/** PUT /configuracoes: the grouped settings form, shared by the settings screen and the API. */

export const SETTINGS_MESSAGES = {
  url: 'Use um endereço completo começando com http:// ou https://.',
  image: 'Escolha uma imagem da biblioteca de mídia ou informe um endereço http(s).',
  email: 'Informe um e-mail válido, como contato@suaradio.com.br.',
  phone: 'Informe um telefone válido, com DDD (só números, espaços, parênteses, + e -).',
  cep: 'Informe o CEP no formato 00000-000.',
  digits: 'Use apenas números.',
  boolean: 'Valor inválido: marque ou desmarque a opção.',
  volume: 'O volume deve ser um número entre 0 e 1.',
  required: (label: string) => `Informe: ${label.toLowerCase()}.`,
  max: (max: number) => `Use no máximo ${max} caracteres.`,
  metadataNeedsStream: 'Informe primeiro o endereço do streaming: os metadados são lidos do mesmo servidor.',
  metadataOtherHost: (host: string) => `O endereço dos metadados deve estar no mesmo servidor do streaming (${host}).`,
  retentionDays: `Informe de 1 a ${SONG_HISTORY_MAX_RETENTION_DAYS} dias (ou deixe em branco para ${SONG_HISTORY_DEFAULT_RETENTION_DAYS}).`,
} as const;

/** http(s) only: a javascript: or data: address must never reach a public link. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A site-relative path ('/uploads/…', '/favicon.ico'), never protocol-relative ('//host'). */
function isSitePath(value: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9/_.~%-]*$/.test(value) && !value.includes('..');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function textRule(item: SettingField) {
  const max = item.max ?? (item.kind === 'url' || item.kind === 'image' ? 500 : 200);
  let rule = z.string({ error: 'Valor inválido.' }).trim().max(max, SETTINGS_MESSAGES.max(max));
  if (item.required) rule = rule.min(1, SETTINGS_MESSAGES.required(item.label));
  const check = (test: (value: string) => boolean, message: string) => rule.refine((value) => value === '' || test(value), message);
  switch (item.kind) {
    case 'url':
      return check(isHttpUrl, SETTINGS_MESSAGES.url);
    case 'image':
      return check((value) => isHttpUrl(value) || isSitePath(value), SETTINGS_MESSAGES.image);
    case 'email':
      return check((value) => value.length <= 254 && EMAIL.test(value), SETTINGS_MESSAGES.email);
    case 'phone':
      return check((value) => /^[0-9+()\s.-]+$/.test(value) && value.replace(/\D/g, '').length >= 8 && value.replace(/\D/g, '').length <= 15, SETTINGS_MESSAGES.phone);
    case 'cep':
      return check((value) => /^\d{5}-?\d{3}$/.test(value), SETTINGS_MESSAGES.cep);
    case 'digits':
      return check((value) => /^\d+$/.test(value), SETTINGS_MESSAGES.digits);
    default:
      return rule;
  }
}

function ruleFor(item: SettingField): z.ZodType {
  if (item.kind === 'boolean') return z.boolean({ error: SETTINGS_MESSAGES.boolean });
  if (item.kind === 'volume') return z.number({ error: SETTINGS_MESSAGES.volume }).min(0, SETTINGS_MESSAGES.volume).max(1, SETTINGS_MESSAGES.volume);
  return textRule(item);
}

function groupSchema(group: SettingsGroup) {
  const shape: Record<string, z.ZodType> = {};
  for (const item of SETTING_FIELDS) if (item.group === group) shape[item.name] = ruleFor(item);
  // Every field of the group is sent: the form always shows them all, and a missing one would be ambiguous.
  return z.object(shape, { error: 'Grupo de configurações ausente.' });
}

/** The host of an http(s) address, lower-cased; null when it is not one. */
function hostOf(value: unknown): string | null {
  if (typeof value !== 'string' || !isHttpUrl(value.trim())) return null;
  return new URL(value.trim()).hostname.toLowerCase();
}

export const settingsUpdateSchema = z
  .object(Object.fromEntries(SETTINGS_GROUPS.map((group) => [group, groupSchema(group)])) as Record<SettingsGroup, ReturnType<typeof groupSchema>>, {
    error: 'Envie as configurações agrupadas.',
  })
  // The now-playing reader connects only to the stream's host: a metadata address
  // elsewhere is refused here, and ignored by the reader should one be stored some other way.
  .superRefine((values, context) => {
    const radio = (typeof values.radio === 'object' && values.radio !== null ? values.radio : {}) as Record<string, unknown>;
    // The song history's retention: a whole number of days in range (blank: the default).
    const days = typeof radio.historicoDias === 'string' ? radio.historicoDias.trim() : '';
    if (/^\d+$/.test(days) && (Number(days) < 1 || Number(days) > SONG_HISTORY_MAX_RETENTION_DAYS)) {
      context.addIssue({ code: 'custom', path: ['radio', 'historicoDias'], message: SETTINGS_MESSAGES.retentionDays });
    }
    const metadata = hostOf(radio.metadadosUrl);
    if (metadata === null) return;
    const stream = hostOf(radio.streamUrl);
    if (stream === null) {
      context.addIssue({ code: 'custom', path: ['radio', 'metadadosUrl'], message: SETTINGS_MESSAGES.metadataNeedsStream });
    } else if (stream !== metadata) {
      context.addIssue({ code: 'custom', path: ['radio', 'metadadosUrl'], message: SETTINGS_MESSAGES.metadataOtherHost(stream) });
    }
  });

export type SettingsUpdateInput = { [G in SettingsGroup]: Record<string, string | boolean | number> };

/** POST /integracoes/facebook/callback: what the provider put in the callback's query. */
export const facebookCallbackSchema = z.object({
  code: z.string({ error: 'O Facebook não enviou o código de autorização. Tente conectar de novo.' }).trim().min(1, 'O Facebook não enviou o código de autorização. Tente conectar de novo.').max(2000, 'Código de autorização inválido.'),
  state: z.string({ error: 'O pedido de conexão não tem o código de verificação (state). Tente conectar de novo.' }).trim().min(1, 'O pedido de conexão não tem o código de verificação (state). Tente conectar de novo.').max(200, 'Código de verificação (state) inválido.'),
});

/** POST /integracoes/facebook/pagina: the page chosen when the account manages several. */
export const facebookPageChoiceSchema = z.object({
  pageId: z.string({ error: 'Escolha uma página.' }).trim().min(1, 'Escolha uma página.').max(100, 'Página inválida.'),
});

/** GET /configuracoes: every field's value, grouped, and when the last one changed. */
export type AdminSettings = { valores: SettingsValues; atualizadoEm: string | null };

/** PUT /configuracoes: the settings as saved, and the keys that changed. */
export type AdminSettingsSaved = AdminSettings & { alteradas: string[] };

/** GET /integracoes/facebook (admins): the page connection. */
export type FacebookStatus = {
  configurado: boolean;
  conectado: boolean;
  pagina: { id: string; nome: string } | null;
  conectadoPor: { id: number; nome: string } | null;
  conectadoEm: string | null;
  ultimoErro: { mensagem: string; em: string } | null;
};

/** GET /integracoes/facebook/disponivel (any staff member): whether 'Publicar no Facebook' can work. */
export type FacebookAvailability = { conectado: boolean; pagina: string | null };

/** POST /integracoes/facebook/autorizar: the provider's authorization address. */
export type FacebookAuthorization = { url: string; expiraEm: string };

export type FacebookPage = { id: string; nome: string };

/** POST /integracoes/facebook/callback and /pagina: connected, or the pages to choose from. */
export type FacebookConnectResult = { status: 'conectado'; pagina: FacebookPage } | { status: 'escolher'; paginas: FacebookPage[]; expiraEm: string };
