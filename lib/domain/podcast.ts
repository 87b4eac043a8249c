/**
 * Podcasts and show archives: durations, addresses, audio types and the public shapes
 * of shows and episodes, normalised from any backend's answer (the built-in one sends exactly
 * these; an older station backend without podcasts answers 404, which the reads turn into empty).
 */

import { asRecord, countOf, firstText, isRecord, isTrueFlag, listFrom, numberOf } from './coerce';
import { toIsoDate } from './dates';
import { focalPointOf, type FocalPoint } from './focal-point';
import { resolveImageValue } from './post';
import { pad } from './sao-paulo-clock';

// ---------------------------------------------------------------------------------------------
// Durations

export const DURATION_FORMAT_MESSAGE = 'Informe a duração como HH:MM:SS ou MM:SS (por exemplo, 1:05:30 ou 42:10).';

/**
 * '1:05:30' (H:MM:SS, hours up to 99) or '42:10' (M:SS, minutes up to 999) → seconds; null for
 * anything else, or zero. Spaces around are ignored.
 */
export function parseDurationText(text: string): number | null {
  const value = text.trim();
  const long = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(value);
  const short = /^(\d{1,3}):([0-5]\d)$/.exec(value);
  let seconds: number | null = null;
  if (long) seconds = Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]);
  else if (short) seconds = Number(short[1]) * 60 + Number(short[2]);
  return seconds !== null && seconds > 0 ? seconds : null;
}


// The clock form ('1:05:30', '42:10') lives with the player, which runs it in the browser.
export { formatDuration } from './on-demand';

/** The same in words for a listing: '1 h 05 min', '42 min', '59 s'. */
export function durationLabel(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h} h ${pad(m)} min`;
  if (m > 0) return `${m} min`;
  return `${seconds} s`;
}

/** ISO 8601 duration for structured data: 3930 → 'PT1H5M30S'. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Audio addresses

/** What an external episode address may be: https only (an http file would be blocked as mixed content on the page). */
export function isExternalAudioUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const AUDIO_MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
};

/** The enclosure type of an external file by its extension; MP3 (by far the most common) when it has none. */
export function audioMimeFromUrl(value: string): string {
  let pathname = value;
  try {
    pathname = new URL(value).pathname;
  } catch {
    pathname = value.split(/[?#]/)[0];
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return (extension && AUDIO_MIME_BY_EXTENSION[extension]) || 'audio/mpeg';
}

// ---------------------------------------------------------------------------------------------
// Addresses on the site

export const PODCASTS_PATH = '/podcasts';

export function showPodcastPath(programaSlug: string): string {
  return `${PODCASTS_PATH}/${programaSlug}`;
}

export function episodePath(programaSlug: string, episodioSlug: string): string {
  return `${PODCASTS_PATH}/${programaSlug}/${episodioSlug}`;
}

export function showFeedPath(programaSlug: string): string {
  return `${PODCASTS_PATH}/${programaSlug}/feed.xml`;
}

// ---------------------------------------------------------------------------------------------
// Public shapes

export type PodcastPresenter = { id: string; nome: string; cargo: string; avatar: string | null };

export type PodcastShow = {
  id: string;
  nome: string;
  slug: string;
  descricao: string;
  /** The show's image (media path or URL); null when missing. */
  imagem: string | null;
  /** The image's focal point (the feed's square cover keeps it in frame); absent: the centre. */
  imagemFoco?: FocalPoint;
  apresentadores: PodcastPresenter[];
  totalEpisodios: number;
  /** The newest published episode's date (ISO); null when unknown. */
  ultimoEpisodioEm: string | null;
};

export type PodcastEpisode = {
  id: string;
  titulo: string;
  slug: string;
  /** Plain text; line breaks are paragraphs. */
  descricao: string;
  audioUrl: string;
  audioMime: string;
  /** Bytes; 0 when unknown (an external file whose size was not given). */
  audioTamanho: number;
  duracaoSegundos: number;
  /** The episode's own cover; null when it has none (the show's image, then the logo, stand in). */
  capa: string | null;
  /** The cover's focal point; absent: the centre. */
  capaFoco?: FocalPoint;
  explicito: boolean;
  /** Given once at creation, never changed: podcast apps know the episode by it. */
  guid: string;
  publicadoEm: string;
  atualizadoEm: string | null;
};

export type PodcastShowPage = { programa: PodcastShow; episodios: PodcastEpisode[]; pagina: number; totalPaginas: number; total: number };
export type PodcastEpisodePage = { programa: PodcastShow; episodio: PodcastEpisode };

function normalizePresenter(raw: unknown): PodcastPresenter | null {
  if (!isRecord(raw)) return null;
  const nome = firstText(raw.nome, raw.name);
  if (!nome) return null;
  return { id: firstText(raw.id) || nome, nome, cargo: firstText(raw.cargo, raw.role), avatar: resolveImageValue([raw.avatar, raw.foto]) };
}

/** {x, y} in 0–1 as the built-in backend sends it; anything else is the centre (nothing). */
function focalOf(value: unknown): FocalPoint | null {
  return isRecord(value) ? focalPointOf(value.x, value.y) : null;
}

function normalizePodcastShow(raw: unknown): PodcastShow | null {
  if (!isRecord(raw)) return null;
  const nome = firstText(raw.nome, raw.name, raw.titulo);
  const slug = firstText(raw.slug);
  if (!nome || !/^[a-z0-9-]+$/i.test(slug)) return null;
  const focus = focalOf(raw.imagemFoco);
  return {
    id: firstText(raw.id) || slug,
    nome,
    slug,
    descricao: firstText(raw.descricao, raw.description),
    imagem: resolveImageValue([raw.imagem, raw.image]),
    ...(focus ? { imagemFoco: focus } : {}),
    apresentadores: (Array.isArray(raw.apresentadores) ? raw.apresentadores : []).map(normalizePresenter).filter((p): p is PodcastPresenter => p !== null),
    totalEpisodios: countOf(raw.totalEpisodios),
    ultimoEpisodioEm: toIsoDate(raw.ultimoEpisodioEm),
  };
}

function normalizePodcastEpisode(raw: unknown): PodcastEpisode | null {
  if (!isRecord(raw)) return null;
  const titulo = firstText(raw.titulo, raw.title);
  const slug = firstText(raw.slug);
  const audioUrl = firstText(raw.audioUrl, raw.audio);
  const publicadoEm = toIsoDate(raw.publicadoEm);
  if (!titulo || !/^[a-z0-9-]+$/i.test(slug) || !audioUrl || !publicadoEm) return null;
  const focus = focalOf(raw.capaFoco);
  return {
    id: firstText(raw.id) || slug,
    titulo,
    slug,
    descricao: firstText(raw.descricao, raw.description),
    audioUrl,
    audioMime: firstText(raw.audioMime) || audioMimeFromUrl(audioUrl),
    audioTamanho: countOf(raw.audioTamanho),
    duracaoSegundos: countOf(raw.duracaoSegundos),
    capa: resolveImageValue([raw.capa]),
    ...(focus ? { capaFoco: focus } : {}),
    explicito: isTrueFlag(raw.explicito),
    guid: firstText(raw.guid) || firstText(raw.id) || slug,
    publicadoEm,
    atualizadoEm: toIsoDate(raw.atualizadoEm),
  };
}

export function normalizePodcastShowList(raw: unknown): PodcastShow[] {
  return listFrom(raw, ['dados', 'programas'])
    .map(normalizePodcastShow)
    .filter((show): show is PodcastShow => show !== null);
}

export function normalizePodcastShowPage(raw: unknown): PodcastShowPage | null {
  const data = asRecord(raw);
  const programa = normalizePodcastShow(data.programa);
  if (!programa) return null;
  const episodios = listFrom(data.dados ?? data.episodios, [])
    .map(normalizePodcastEpisode)
    .filter((episode): episode is PodcastEpisode => episode !== null);
  const meta = asRecord(data.meta);
  return {
    programa,
    episodios,
    pagina: numberOf(meta.pagina) ?? 1,
    totalPaginas: numberOf(meta.totalPaginas) ?? 1,
    total: numberOf(meta.total) ?? episodios.length,
  };
}

export function normalizePodcastEpisodePage(raw: unknown): PodcastEpisodePage | null {
  const data = asRecord(raw);
  const programa = normalizePodcastShow(data.programa);
  const episodio = normalizePodcastEpisode(data.episodio);
  return programa && episodio ? { programa, episodio } : null;
}

/** Cover of an episode: its own, else the show's image, else the station's logo (null if none). */
export function episodeCover(episode: Pick<PodcastEpisode, 'capa'>, show: Pick<PodcastShow, 'imagem'>, logo: string | null): string | null {
  return episode.capa || show.imagem || logo || null;
}

/** The focal point of the image episodeCover picks: the episode's cover's, else the show's image's; the logo has none. */
export function episodeCoverFocus(episode: Pick<PodcastEpisode, 'capa' | 'capaFoco'>, show: Pick<PodcastShow, 'imagem' | 'imagemFoco'>): FocalPoint | null {
  if (episode.capa) return episode.capaFoco ?? null;
  return show.imagem ? (show.imagemFoco ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// Structured data (schema.org), every address absolute (the pages pass them so)

type JsonLdSite = { base: string; name: string };

/** A show's page: PodcastSeries with its feed, image, publisher and the episodes listed. */
export function podcastSeriesJsonLd(
  show: PodcastShow,
  urls: { page: string; feed: string; image: string | null; episodes: ReadonlyArray<{ episode: PodcastEpisode; url: string }> },
  site: JsonLdSite,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: show.nome,
    description: show.descricao || undefined,
    url: urls.page,
    webFeed: urls.feed,
    ...(urls.image ? { image: urls.image } : {}),
    inLanguage: 'pt-BR',
    publisher: { '@type': 'Organization', name: site.name, url: site.base },
    ...(show.apresentadores.length ? { actor: show.apresentadores.map((person) => ({ '@type': 'Person', name: person.nome })) } : {}),
    episode: urls.episodes.map(({ episode, url }) => ({ '@type': 'PodcastEpisode', name: episode.titulo, url, datePublished: episode.publicadoEm })),
  };
}

/** An episode's page: PodcastEpisode with its audio as associatedMedia (a MediaObject) and its series. */
export function podcastEpisodeJsonLd(
  episode: PodcastEpisode,
  show: PodcastShow,
  urls: { page: string; audio: string; image: string | null; showPage: string; feed: string },
  site: JsonLdSite,
) {
  const duration = episode.duracaoSegundos > 0 ? isoDuration(episode.duracaoSegundos) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.titulo,
    description: episode.descricao || undefined,
    url: urls.page,
    datePublished: episode.publicadoEm,
    ...(episode.atualizadoEm ? { dateModified: episode.atualizadoEm } : {}),
    ...(duration ? { timeRequired: duration } : {}),
    ...(urls.image ? { image: urls.image } : {}),
    inLanguage: 'pt-BR',
    isFamilyFriendly: !episode.explicito,
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: urls.audio,
      encodingFormat: episode.audioMime,
      ...(duration ? { duration } : {}),
      ...(episode.audioTamanho > 0 ? { contentSize: String(episode.audioTamanho) } : {}),
    },
    partOfSeries: { '@type': 'PodcastSeries', name: show.nome, url: urls.showPage, webFeed: urls.feed },
    publisher: { '@type': 'Organization', name: site.name, url: site.base },
  };
}
