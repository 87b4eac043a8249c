/*
 * Cache tags of the public site (docs/architecture.md "Caching", its "write → tags → pages"
 * table). Whole public pages are served from Next's cache; each page carries the tags of the data
 * reads it made (lib/api/public.ts), and a write expires the tags of what it changed: the built-in
 * backend's post writes report exactly what they changed (tagsForPostChanges, expired by the
 * service right after its commit); every other write, and every write to a remote backend at
 * API_URL, is expired from its method and path (tagsExpiredByWrite) by app/api/v1's route. The
 * scheduler expires what it publishes and the urgencies it ends. What nothing can expire — a
 * banner's or poll's window closing, view counts flushed in batches, changes made directly in a
 * remote backend — shows within PUBLIC_CACHE_TTL_SECONDS.
 *
 * Posts carry three kinds of tag:
 * - `postagens`: every read that shows any post (a list, a post, the related posts, "Mais lidas").
 *   Writes that change every post at once (a category, a user's name, settings, media) expire it.
 * - `postagens:listas`: the lists a post appears in (home, categories, /noticias, feeds, sitemaps),
 *   expired by any write to a public post. A post's page never carries it, so saving one post
 *   leaves every other post's page in the cache; what that page shows about other posts (related
 *   posts, "Mais lidas", the footer's categories) may be up to PUBLIC_CACHE_TTL_SECONDS old.
 * - `postagem:{id}`: one post's page (and its live coverage), expired by writes to that post.
 * Pure constants and rules: the browser bundles nothing of it, and services import it freely.
 */

import { isUrgentAt } from './urgent';

const PREFIX = 'sintonia:';

export const CACHE_TAGS = {
  settings: `${PREFIX}configuracoes`,
  categories: `${PREFIX}categorias`,
  /** Every read that shows a post, of any kind (see above). */
  posts: `${PREFIX}postagens`,
  /** The lists posts appear in; never on a post's own page (see above). */
  postLists: `${PREFIX}postagens:listas`,
  banners: `${PREFIX}banners`,
  polls: `${PREFIX}enquetes`,
  team: `${PREFIX}equipe`,
  /** The programme grid and its exceptions (/programacao, the player's programme subtitle). */
  schedule: `${PREFIX}programacao`,
  /** Podcasts: /podcasts, each show's page and feed, each episode's page. */
  podcasts: `${PREFIX}podcasts`,
  /** The song history (/tocou): expired by the now-playing reader when a song starts or ends. */
  songs: `${PREFIX}tocou`,
  /** "Mais lidas": expired by the scheduler only when its recomputed ranking differs. */
  mostRead: `${PREFIX}mais-lidas`,
  /**
   * Redirects: not a page's tag but the front door's table (lib/server/http/redirects.ts). Besides
   * the redirect writes, a post write expires it only when the post's address or visibility changed
   * (redirectsChanged): the table is reloaded whole, which an imported site's tens of thousands of
   * rows make too dear for every save.
   */
  redirects: `${PREFIX}redirecionamentos`,
  /** The "Urgente" bar on every public page: expired only when what it shows may have changed (urgentBarChanged). */
  urgent: `${PREFIX}urgente`,
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Not a resource: a render that fell back because a read failed carries it, and the page cache
 * never stores an entry that does (lib/server/cache/page-cache-handler.mjs spells it too).
 */
export const DEGRADED_RENDER_TAG = `${PREFIX}degradado`;

/** Next refuses tags longer than this. */
const MAX_TAG_LENGTH = 256;

/**
 * One post's tag, by its id (digits here, any text for a station backend at API_URL: a uuid is
 * one tag whatever its letter case). null for an id too long to be a tag: callers fall back to a
 * wider tag.
 */
export function postTag(id: string | number): string | null {
  const tag = `${PREFIX}postagem:${String(id).toLowerCase()}`;
  return tag.length <= MAX_TAG_LENGTH ? tag : null;
}

/** Seconds a cached page or read may be old when no write expired it (see above). */
export const PUBLIC_CACHE_TTL_SECONDS = 30;

/** A busy poll would otherwise re-render the home page at the rate votes arrive. */
export const POLL_VOTE_EXPIRY_INTERVAL_MS = 5000;

const ALL: readonly string[] = Object.values(CACHE_TAGS);

/** What one post looks like to readers, as a write found it or left it. */
export type PostPublicState = {
  /** Shown to readers now: published, or scheduled and due. */
  publica: boolean;
  titulo: string;
  slug: string;
  categoriaId: number | string;
  status: string;
  /** ISO instants, or null. */
  publicadoEm: string | null;
  urgenteAte: string | null;
};

/** A write to one post: its state before (null: it did not exist) and after (null: deleted). */
export type PostChange = { id: number | string; antes: PostPublicState | null; depois: PostPublicState | null };

const isUrgentBar = (state: PostPublicState | null, now: Date): state is PostPublicState => state !== null && state.publica && isUrgentAt(state.urgenteAte, now);

/** What the bar shows of its post, and what decides which urgent post it shows (the latest). */
const BAR_FIELDS = ['titulo', 'slug', 'categoriaId', 'status', 'publicadoEm', 'urgenteAte'] as const;

/**
 * Whether the "Urgente" bar may look different after this write: the post became or stopped
 * being urgent (published with an urgency still to come), or it is urgent and what the bar shows
 * of it changed. A change to the text of an urgent post, or any change to a post that is not
 * urgent, leaves the bar — and so every public page — alone.
 */
export function urgentBarChanged({ antes, depois }: PostChange, now: Date = new Date()): boolean {
  const before = isUrgentBar(antes, now);
  const after = isUrgentBar(depois, now);
  if (before !== after) return true;
  if (!before || !after) return false;
  return BAR_FIELDS.some((field) => String(antes![field]) !== String(depois![field]));
}

/**
 * Whether the front door's redirects may lead elsewhere after this write: the post was moved (its
 * old addresses now follow it), or it became or stopped being public (redirects lead only to public
 * posts, and a public post's address is a page, never a redirect's origin).
 */
export function redirectsChanged({ antes, depois }: PostChange): boolean {
  const before = antes?.publica === true;
  const after = depois?.publica === true;
  if (before !== after) return true;
  if (!before) return false;
  return antes!.slug !== depois!.slug || String(antes!.categoriaId) !== String(depois!.categoriaId);
}

/**
 * The tags a post write expires, from what it changed. A post readers could not see before and
 * cannot see after (a draft, a scheduled post not yet due, an archived one) shows on no page:
 * nothing. Otherwise the lists (it enters, leaves or changes in them; its old address's 404 page
 * carries them too) and its own page; the bar only when urgentBarChanged, the redirects only when
 * redirectsChanged.
 */
export function tagsForPostChange(change: PostChange, now: Date = new Date()): string[] {
  if (!change.antes?.publica && !change.depois?.publica) return [];
  const tags: string[] = [CACHE_TAGS.postLists, postTag(change.id) ?? CACHE_TAGS.posts];
  if (urgentBarChanged(change, now)) tags.push(CACHE_TAGS.urgent);
  if (redirectsChanged(change)) tags.push(CACHE_TAGS.redirects);
  return tags;
}

export function tagsForPostChanges(changes: readonly PostChange[], now: Date = new Date()): string[] {
  return [...new Set(changes.flatMap((change) => tagsForPostChange(change, now)))];
}

/*
 * What a write under each staff resource can change on the public site, when the write did not
 * say (every write to a remote backend at API_URL; the built-in backend's post writes report
 * theirs: tagsForPostChange). Posts show their category, author and byline (team member);
 * categories feed the header on every page; settings and media (logos, images in posts, banners
 * and avatars) reach every page.
 */
const STAFF_WRITES: Record<string, readonly string[]> = {
  configuracoes: ALL,
  midia: ALL,
  // The urgent post's link carries its category's slug; a renamed category leaves redirects.
  categorias: [CACHE_TAGS.categories, CACHE_TAGS.posts, CACHE_TAGS.urgent, CACHE_TAGS.redirects],
  banners: [CACHE_TAGS.banners],
  enquetes: [CACHE_TAGS.polls],
  // Presenters of the grid are team members (a deleted member leaves the shows they presented).
  equipe: [CACHE_TAGS.team, CACHE_TAGS.schedule, CACHE_TAGS.podcasts, CACHE_TAGS.posts],
  // A show's name, image and presenters head its podcast page and feed.
  programas: [CACHE_TAGS.schedule, CACHE_TAGS.podcasts],
  // An exception replaces the grid for its time: /programacao and the player's subtitle.
  'grade-excecoes': [CACHE_TAGS.schedule],
  // No page shows a redirect: the front door's table reloads.
  redirecionamentos: [CACHE_TAGS.redirects],
  episodios: [CACHE_TAGS.podcasts],
  usuarios: [CACHE_TAGS.posts],
  perfil: [CACHE_TAGS.posts],
};

/**
 * A write to one post, by what its path says. Unknown is taken at its widest: the lists, the
 * post's page, the bar (a save may mark, unmark, retitle, move or unpublish the urgent post) and
 * the redirects (it may move, publish or hide the post).
 */
function postWriteByPath(id: string, action: string | undefined): string[] {
  const own = postTag(id);
  const lists = [CACHE_TAGS.postLists, own ?? CACHE_TAGS.posts];
  switch (action) {
    // A preview link shows on no public page: creating or revoking one expires nothing.
    case 'previas':
    // An autosave never touches the post: the public page stays exactly as it was until "Salvar".
    case 'autosalvamento':
    // A copy is a draft; sharing on Facebook changes nothing a page shows.
    case 'duplicar':
    case 'facebook':
      return [];
    // A live coverage's entries show on that post's page and its polled JSON only.
    case 'atualizacoes':
      return [own ?? CACHE_TAGS.posts];
    // Starting or ending a coverage marks its cards "AO VIVO".
    case 'cobertura':
      return lists;
    // Approving a review publishes a draft, which was never urgent (only a published post can be).
    case 'revisao':
      return [...lists, CACHE_TAGS.redirects];
    default:
      return [...lists, CACHE_TAGS.urgent, CACHE_TAGS.redirects];
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type WriteReport = {
  /** The built-in backend's post services reported (and expired) what they changed themselves. */
  postChangesReported?: boolean;
};

/**
 * The tags a successful write expires, from its method and path under /api/v1 (no query).
 * Public writes: a vote expires the polls (throttled by the caller); views and contact messages
 * change nothing a page shows at once.
 */
export function tagsExpiredByWrite(method: string, path: string, report: WriteReport = {}): string[] {
  if (!WRITE_METHODS.has(method.toUpperCase())) return [];
  const segments = path.split('?')[0].split('/').filter(Boolean);
  if (segments[0] === 'publico') return isPollVote(path) ? [CACHE_TAGS.polls] : [];
  // Unlocking a sign-in changes nothing the public pages show.
  if (segments[0] === 'usuarios' && (segments[1] === 'bloqueios' || segments[2] === 'desbloquear')) return [];
  if (segments[0] === 'postagens') {
    if (report.postChangesReported) return [];
    // Bulk actions and the quick status change: which posts is in the body, not the path.
    if (segments[1] === 'lote') return [CACHE_TAGS.posts, CACHE_TAGS.urgent, CACHE_TAGS.redirects];
    // A new post: the lists, and the 404 its address answered until now (which carries them).
    if (!segments[1]) return [CACHE_TAGS.postLists, CACHE_TAGS.urgent, CACHE_TAGS.redirects];
    return postWriteByPath(segments[1], segments[2]);
  }
  return [...(STAFF_WRITES[segments[0]] ?? [])];
}

/** A reader's vote: its expiry is throttled to POLL_VOTE_EXPIRY_INTERVAL_MS by the caller. */
export function isPollVote(path: string): boolean {
  return /^\/publico\/enquetes\/[^/]+\/votar$/.test(path.split('?')[0]);
}

const SEARCH_QUERY = /[?&]busca=/;
/** A minute of the song history: one entry per minute asked would only fill the cache too. */
const SONG_MINUTE_QUERY = /^\/publico\/tocou\?(?:.*&)?(?:data|hora)=/;

/**
 * Reads that every visitor shares and may come from the cache. Not cached: the contact form's
 * one-time token, preview links, and searches (one entry per typed term would only fill the cache).
 */
export function isCacheablePublicRead(path: string): boolean {
  if (path === '/configuracoes/publicas') return true;
  if (!path.startsWith('/publico/')) return false;
  if (path.startsWith('/publico/contato')) return false;
  // A preview is a draft for whoever holds the link, and a revoked link must 404 at once.
  if (path.startsWith('/publico/previas/')) return false;
  return !SEARCH_QUERY.test(path) && !SONG_MINUTE_QUERY.test(path);
}
