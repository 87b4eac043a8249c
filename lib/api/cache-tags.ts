/*
 * Cache tags of the public site (DESIGN "Caching"). Whole public pages are served from Next's
 * cache; each page carries the tags of the data functions it called (lib/api/public.ts), and a
 * successful write through /api/v1 expires the tags of what it changed (tagsExpiredByWrite), in
 * one place: app/api/v1's route, for the built-in backend and API_URL alike. The scheduler expires
 * the posts when it publishes. What nothing can expire — a banner's or poll's window closing,
 * view counts flushed in batches, changes made directly in a remote backend — shows within
 * PUBLIC_CACHE_TTL_SECONDS.
 */

const PREFIX = 'sintonia:';

export const CACHE_TAGS = {
  settings: `${PREFIX}configuracoes`,
  categories: `${PREFIX}categorias`,
  posts: `${PREFIX}postagens`,
  banners: `${PREFIX}banners`,
  polls: `${PREFIX}enquetes`,
  team: `${PREFIX}equipe`,
  galleries: `${PREFIX}galerias`,
  /** The programme grid (/programacao, the player's programme subtitle). */
  schedule: `${PREFIX}programacao`,
  /** Podcasts (issue 15): /podcasts, each show's page and feed, each episode's page. */
  podcasts: `${PREFIX}podcasts`,
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Next refuses tags longer than this; longer slugs fall back to the posts tag alone. */
const MAX_TAG_LENGTH = 256;

/** One post, by the slug or id it was read with. */
export function postTag(slugOrId: string | number): string | null {
  const tag = `${PREFIX}postagem:${String(slugOrId).toLowerCase()}`;
  return tag.length <= MAX_TAG_LENGTH ? tag : null;
}

/** Seconds a cached page or read may be old when no write expired it (see above). */
export const PUBLIC_CACHE_TTL_SECONDS = 30;

/** A busy poll would otherwise re-render the home page at the rate votes arrive. */
export const POLL_VOTE_EXPIRY_INTERVAL_MS = 5000;

const ALL = Object.values(CACHE_TAGS);
const POST_CONTENT = [CACHE_TAGS.posts, CACHE_TAGS.galleries];

/** What publishing a post changes: every list, the galleries, the post's page. */
export const PUBLISHED_POST_TAGS: readonly string[] = POST_CONTENT;

/*
 * What a write under each staff resource can change on the public site. Posts show their
 * category, author and byline (team member); categories feed the header on every page; settings
 * and media (logos, images in posts, banners and avatars) reach every page.
 */
const STAFF_WRITES: Record<string, readonly string[]> = {
  configuracoes: ALL,
  midia: ALL,
  categorias: [CACHE_TAGS.categories, ...POST_CONTENT],
  postagens: POST_CONTENT,
  banners: [CACHE_TAGS.banners],
  enquetes: [CACHE_TAGS.polls],
  // Presenters of the grid are team members (a deleted member leaves the shows they presented).
  equipe: [CACHE_TAGS.team, CACHE_TAGS.schedule, CACHE_TAGS.podcasts, ...POST_CONTENT],
  // A show's name, image and presenters head its podcast page and feed.
  programas: [CACHE_TAGS.schedule, CACHE_TAGS.podcasts],
  episodios: [CACHE_TAGS.podcasts],
  usuarios: POST_CONTENT,
  perfil: POST_CONTENT,
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The tags a successful write expires, from its method and path under /api/v1 (no query).
 * Public writes: a vote expires the polls (throttled by the caller); views and contact messages
 * change nothing a page shows at once.
 */
export function tagsExpiredByWrite(method: string, path: string): string[] {
  if (!WRITE_METHODS.has(method.toUpperCase())) return [];
  const segments = path.split('?')[0].split('/').filter(Boolean);
  if (segments[0] === 'publico') return isPollVote(path) ? [CACHE_TAGS.polls] : [];
  const tags = [...(STAFF_WRITES[segments[0]] ?? [])];
  if (segments[0] === 'postagens' && segments[1] && /^\d+$/.test(segments[1])) {
    const tag = postTag(segments[1]);
    if (tag) tags.push(tag);
  }
  return tags;
}

/** A reader's vote: its expiry is throttled to POLL_VOTE_EXPIRY_INTERVAL_MS by the caller. */
export function isPollVote(path: string): boolean {
  return /^\/publico\/enquetes\/[^/]+\/votar$/.test(path.split('?')[0]);
}

const SEARCH_QUERY = /[?&]busca=/;

/**
 * Reads that every visitor shares and may come from the cache. Not cached: the contact form's
 * one-time token, and searches (one entry per typed term would only fill the cache).
 */
export function isCacheablePublicRead(path: string): boolean {
  if (path === '/configuracoes/publicas') return true;
  if (!path.startsWith('/publico/')) return false;
  if (path.startsWith('/publico/contato')) return false;
  return !SEARCH_QUERY.test(path);
}
