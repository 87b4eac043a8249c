/*
 * Cache tags of the public data pages read (DESIGN "Caching"). Pages render per request, but the
 * /api/v1 reads behind them come from Next's data cache: every staff write expires PUBLIC_DATA_TAG
 * (lib/server/revalidate.ts), a vote only the polls. What no request can expire — a scheduled post
 * going live on the timer, view counts flushed in batches — shows within PUBLIC_DATA_TTL_SECONDS.
 */

export const PUBLIC_DATA_TAG = 'sintonia:publico';
export const POLLS_DATA_TAG = 'sintonia:publico:enquetes';

/** The scheduler publishes every 30 s; cached reads are at most as old as that. */
export const PUBLIC_DATA_TTL_SECONDS = 30;

const SEARCH_QUERY = /[?&]busca=/;

/**
 * Public reads that every visitor shares. Not cached: the contact form's one-time token, and
 * searches (one entry per typed term would only fill the cache).
 */
export function isCacheablePublicRead(path: string): boolean {
  if (path === '/configuracoes/publicas') return true;
  if (!path.startsWith('/publico/')) return false;
  if (path.startsWith('/publico/contato')) return false;
  return !SEARCH_QUERY.test(path);
}

/** Poll reads also carry POLLS_DATA_TAG, so that votes expire them alone. */
export function isPollsRead(path: string): boolean {
  return path.startsWith('/publico/enquetes');
}
