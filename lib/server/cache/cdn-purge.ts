import 'server-only';
import { CDN_TAG_HEADERS, cdnTags } from '@/lib/domain/cdn-tags';
import { env } from '../env';

/*
 * Purge of a CDN in front of the site, by the tags its pages list (lib/domain/cdn-tags.ts): every
 * expiry of the public cache (./expire.ts) is also sent to CDN_PURGE_URL, as a POST with the tags
 * in a JSON body, {"tags": [...]} (what Cloudflare's purge by tag takes), and in a Surrogate-Key
 * header, space-separated (what Fastly's batch purge reads), plus CDN_PURGE_HEADER (the CDN's
 * token). README, "Atrás do nginx e de uma CDN".
 */

export type CdnPurge = { url: string; headers: Record<string, string> };

/** Tags per request: the smallest batch the CDNs named above take. */
export const PURGE_BATCH_TAGS = 30;
/** A CDN that does not answer must not hold a write's answer (and its Facebook share) for long. */
export const PURGE_TIMEOUT_MS = 3_000;
/**
 * The purge is sent again this long after: nginx's microcache in front of the app
 * (deploy/nginx-microcache.conf) may still hand the CDN the old page for up to 5 s, and once more
 * while it fetches the new one, and the CDN would then keep that copy for its own lifetime.
 */
export const PURGE_REPEAT_MS = 10_000;

async function send(purge: CdnPurge, tags: readonly string[]): Promise<void> {
  const where = new URL(purge.url).host;
  try {
    const response = await fetch(purge.url, {
      method: 'POST',
      headers: { ...purge.headers, 'Content-Type': 'application/json', [CDN_TAG_HEADERS.surrogateKey]: tags.join(' ') },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) console.error(`[cdn] A purga em ${where} respondeu HTTP ${response.status}; as páginas de ${tags.join(', ')} ficam na CDN até expirarem.`);
  } catch (error) {
    console.error(`[cdn] A purga em ${where} falhou (${(error as Error).message}); as páginas de ${tags.join(', ')} ficam na CDN até expirarem.`);
  }
}

/**
 * Asks the CDN to drop the pages that list any of `tags`; resolves when it answered, failed or
 * took PURGE_TIMEOUT_MS, never rejects (a CDN down must not fail a write), and asks again
 * `repeatAfterMs` later (PURGE_REPEAT_MS; 0: not again). Nothing without CDN_PURGE_URL.
 */
export async function purgeCdnTags(tags: readonly string[], purge: CdnPurge | null = env.cdnPurge, repeatAfterMs = PURGE_REPEAT_MS): Promise<void> {
  if (!purge) return;
  const listed = cdnTags(tags);
  if (listed.length === 0) return;
  const batches: string[][] = [];
  for (let start = 0; start < listed.length; start += PURGE_BATCH_TAGS) batches.push(listed.slice(start, start + PURGE_BATCH_TAGS));
  const sendAll = () => Promise.all(batches.map((batch) => send(purge, batch)));
  await sendAll();
  // Unref'd: a process stopping does not wait for it.
  if (repeatAfterMs > 0) setTimeout(() => void sendAll(), repeatAfterMs).unref();
}
