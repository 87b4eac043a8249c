/*
 * "Peça sua música": the request form's limits, texts and the WhatsApp number rule, shared by the
 * form (components/site/song-request-form.tsx), its schema (lib/schemas/song-requests.ts), the API
 * and the panel's "Pedidos" screen.
 */

export const SONG_REQUEST_LIMITS = {
  nome: { min: 2, max: 80 },
  local: { min: 2, max: 80 },
  mensagem: { min: 2, max: 500 },
  /** '+55 (51) 99999-1234' with room for other spacing; the digits decide. */
  whatsapp: { max: 25 },
  /** A link to the song is fine; spam carries several. */
  links: 1,
} as const;

export const SONG_REQUEST_FIELDS = ['nome', 'local', 'mensagem', 'whatsapp'] as const;
export type SongRequestField = (typeof SONG_REQUEST_FIELDS)[number];

export const SONG_REQUEST_MESSAGES = {
  sent: 'Pedido enviado! Fique ligado na programação.',
  rejected: 'Não foi possível enviar seu pedido. Tente enviar de novo.',
  tooMany: 'Muitos pedidos em pouco tempo. Tente novamente em alguns minutos.',
  invalid: 'Verifique os campos destacados e tente de novo.',
  tooLarge: 'O pedido é grande demais para ser enviado.',
  whatsapp: 'Informe um WhatsApp válido com DDD, como (51) 99999-1234.',
} as const;

export const SONG_REQUEST_STATUSES = ['novo', 'lido', 'tocado'] as const;
export type SongRequestStatus = (typeof SONG_REQUEST_STATUSES)[number];

/** What each status reads as on the panel: the request was read on air, the song was played. */
export const SONG_REQUEST_STATUS_LABELS: Record<SongRequestStatus, string> = { novo: 'Novo', lido: 'Lida', tocado: 'Tocada' };

/**
 * The setting listing words a request must not carry (one per line or separated by commas). It is
 * not public: a spammer must not learn what to avoid.
 */
export const SONG_REQUEST_BLOCKED_WORDS_KEY = 'pedidos.palavrasBloqueadas';

/** Requests are kept this long, then deleted (names and phone numbers of listeners). */
export const SONG_REQUEST_RETENTION_DAYS = 90;

/** The area codes (DDD) in use in Brazil. */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55,
  61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian WhatsApp number as typed ('(51) 99999-1234', '+55 51 99999.1234', '051999991234')
 * → its international form '+5551999991234'; null when it is not one. A mobile has 9 digits
 * starting with 9 after the area code; a landline (WhatsApp Business) 8 starting with 2 to 5.
 */
export function normalizeWhatsapp(text: string): string | null {
  const value = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2);
  } else if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) {
    // The long-distance prefix of a national number.
    digits = digits.slice(1);
  }
  if (!AREA_CODES.has(Number(digits.slice(0, 2)))) return null;
  const local = digits.slice(2);
  const mobile = local.length === 9 && local.startsWith('9');
  const landline = local.length === 8 && /^[2-5]/.test(local);
  return mobile || landline ? `+55${digits}` : null;
}

/** '+5551999991234' → '(51) 99999-1234', the way the studio reads it; anything else as it is. */
export function formatWhatsapp(international: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(international);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : international;
}

/** The click-to-chat address of a stored number: wa.me takes the digits with the country code. */
export function whatsappChatUrl(international: string): string {
  return `https://wa.me/${international.replace(/\D/g, '')}`;
}

/** The panel's period filter: the last day (the default), the last week, everything kept. */
export const SONG_REQUEST_PERIODS = ['24h', '7d', 'tudo'] as const;
export type SongRequestPeriod = (typeof SONG_REQUEST_PERIODS)[number];

export const SONG_REQUEST_PERIOD_LABELS: Record<SongRequestPeriod, string> = {
  '24h': 'Últimas 24 horas',
  '7d': 'Últimos 7 dias',
  tudo: `Todos (até ${SONG_REQUEST_RETENTION_DAYS} dias)`,
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Where a period starts, as the list's `desde`: from the start of the current hour, so the list's
 * address stays the same between polls (and the hour's requests are all in); null for everything.
 */
export function songRequestPeriodStart(period: SongRequestPeriod, now: Date): Date | null {
  if (period === 'tudo') return null;
  const hours = period === '24h' ? 24 : 7 * 24;
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - hours * HOUR_MS);
}
