import 'server-only';
import { collapseRedirects } from '@/lib/domain/redirects';
import type { PublicRedirectTable } from '@/lib/schemas/redirects';
import type { Database } from '../../db/client';
import { loadRedirectRows, redirectEntries } from './rows';

/**
 * GET /publico/redirecionamentos: what answers readers now, each origin straight to its final
 * destination. The front door reads it once per change (lib/server/http/redirects.ts), never per
 * request; it is public because every entry is: the redirect itself tells anyone who follows it.
 */
export async function publicRedirectTable(db: Database): Promise<PublicRedirectTable> {
  const table = collapseRedirects(redirectEntries(await loadRedirectRows(db), { publicOnly: true }));
  return { dados: [...table].map(([origem, target]) => ({ origem, destino: target.destino, status: target.status })) };
}
