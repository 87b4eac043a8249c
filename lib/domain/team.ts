/** Team members (the /equipe page): aliases of any station backend → one shape. */

import { asRecord, firstText, isRecord, isTrueFlag, listFrom } from './coerce';
import { resolveImageValue } from './post';
import { SOCIAL_NETWORKS, socialLinks, type SocialLink, type SocialNetwork } from './settings';

export interface TeamMember {
  id: string;
  nome: string;
  cargo: string;
  /** Normalised media path or URL; null when missing (SPEC §5 rule), then initials are shown. */
  avatar: string | null;
  bio: string;
  /** Only known networks with an http(s) URL, in the usual order. */
  redes: SocialLink[];
  /** Personal site (http/https) and public e-mail, kept in redes by the staff panel; null when absent. */
  site: string | null;
  email: string | null;
  /** Writes in the columnists' category. */
  colunista: boolean;
}

const NETWORK_ALIASES: Record<string, SocialNetwork> = {
  x: 'twitter',
  'x (twitter)': 'twitter',
};

function networkOf(name: unknown): SocialNetwork | null {
  const key = firstText(name).toLowerCase();
  if ((SOCIAL_NETWORKS as readonly string[]).includes(key)) return key as SocialNetwork;
  return NETWORK_ALIASES[key] ?? null;
}

const HTTP_URL = /^https?:\/\/\S+$/i;

/** redes as {instagram: url} or [{rede|network|nome, url|link}]; anything but http(s) is dropped. */
function normalizeRedes(raw: unknown): SocialLink[] {
  const byNetwork: Partial<Record<SocialNetwork, string>> = {};
  const add = (network: SocialNetwork | null, url: unknown) => {
    const value = firstText(url);
    if (network && HTTP_URL.test(value) && !byNetwork[network]) byNetwork[network] = value;
  };
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const entry = asRecord(item);
      add(networkOf(firstText(entry.rede, entry.network, entry.nome, entry.tipo)), firstText(entry.url, entry.link, entry.href));
    }
  } else if (isRecord(raw)) {
    for (const [name, url] of Object.entries(raw)) add(networkOf(name), url);
  }
  return socialLinks(byNetwork);
}

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

function contactOf(raw: unknown): { site: string | null; email: string | null } {
  const redes = asRecord(raw);
  const site = firstText(redes.site, redes.website);
  const email = firstText(redes.email, redes['e-mail']);
  return { site: HTTP_URL.test(site) ? site : null, email: EMAIL.test(email) ? email : null };
}

const COLUMNIST_ROLE = /colunista/i;

/** A member from any backend's shape; null without a name (nothing to show). */
export function normalizeTeamMember(raw: unknown): TeamMember | null {
  if (!isRecord(raw)) return null;
  const nome = firstText(raw.nome, raw.name);
  if (nome === '') return null;
  const cargo = firstText(raw.cargo, raw.role, raw.funcao);
  return {
    id: firstText(raw.id, raw.uuid) || nome,
    nome,
    cargo,
    // As an array: the first usable of the three, so a blank avatar falls through to foto.
    avatar: resolveImageValue([raw.avatar, raw.foto, raw.imagem]),
    bio: firstText(raw.bio, raw.biografia, raw.descricao),
    redes: normalizeRedes(raw.redes ?? raw.redesSociais),
    ...contactOf(raw.redes ?? raw.redesSociais),
    colunista: isTrueFlag(raw.colunista) || COLUMNIST_ROLE.test(cargo),
  };
}

/** A bare array or one wrapped in {dados}, {equipe} or {membros}; inactive members are left out. */
export function normalizeTeamList(raw: unknown): TeamMember[] {
  const members: TeamMember[] = [];
  for (const item of listFrom(raw, ['dados', 'equipe', 'membros'])) {
    if (isRecord(item) && (item.ativo === false || item.ativo === 'false' || item.ativo === 0)) continue;
    const member = normalizeTeamMember(item);
    if (member) members.push(member);
  }
  return members;
}

const NAME_PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** 'Cláudio Zanella' → 'CZ', 'Jorge Dalla Costa' → 'JC', 'Marta' → 'M': for the disc without a photo. */
export function initialsOf(nome: string): string {
  const words = nome
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !NAME_PARTICLES.has(word.toLowerCase()));
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

/** Each at least 4.5:1 against white, so the initials pass WCAG AA. */
const DISC_COLORS = ['#1D4ED8', '#047857', '#B91C1C', '#7C3AED', '#C2410C', '#0F766E', '#BE185D', '#4338CA'] as const;

/** A stable colour per name, so a member keeps their disc colour across visits. */
export function avatarColor(nome: string): string {
  let hash = 0;
  for (const char of nome) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return DISC_COLORS[hash % DISC_COLORS.length];
}
