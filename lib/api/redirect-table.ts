import 'server-only';
import { redirectTableFrom, type RedirectTable } from '@/lib/domain/redirects';
import { apiRequest, ApiResponseError } from './transport';

/**
 * GET /publico/redirecionamentos, for the front door's table
 * (lib/server/http/redirects.ts), which keeps it in memory and expires it by tag: read uncached here.
 * A backend without the read (an older station backend at API_URL: 404) simply has no redirects.
 */
export async function readRedirectTable(): Promise<RedirectTable> {
  const response = await apiRequest('/publico/redirecionamentos', { headers: { accept: 'application/json' } });
  if (response.status === 404) return new Map();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiResponseError(response.status, body);
  return redirectTableFrom(body);
}
