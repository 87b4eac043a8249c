import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { ACCESS_DENIED_PATH, ADMIN_LOGIN_PATH, ADMIN_PATH_HEADER, adminAccessFor } from '@/lib/domain/admin-access';
import { NEWS_SEARCH_PATH, searchPathForQuery } from '@/lib/domain/search-term';
import { panelCsp } from '@/lib/domain/security-headers';
import { getSecrets } from '@/lib/server/env';

/**
 * /noticias?busca={term}&pagina={n}: the results page of that term and page, at an address of its
 * own (lib/domain/search-term.ts), so that each is cached like any public page. The reader's
 * address stays as it was (a rewrite). A term of only spaces shows the list, at /noticias.
 */
function searchResults(request: NextRequest) {
  const target = searchPathForQuery(request.nextUrl.search.slice(1));
  return target ? NextResponse.rewrite(new URL(target, request.url)) : NextResponse.redirect(new URL(NEWS_SEARCH_PATH, request.url));
}

/**
 * First line of the admin guard: signed-out visitors go to the login remembering where they were
 * going; non-admins are kept off the admin-only screens. Every API route and service checks again.
 * Also the news search's rewrite (searchResults).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === NEWS_SEARCH_PATH) return searchResults(request);
  const token = await getToken({ req: request, secret: getSecrets().authSecret });
  const papel = typeof token?.papel === 'string' ? token.papel : null;
  const access = adminAccessFor(pathname, papel);
  if (access === 'login') {
    const url = new URL(ADMIN_LOGIN_PATH, request.url);
    url.searchParams.set('from', `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  if (access === 'forbidden') return NextResponse.redirect(new URL(ACCESS_DENIED_PATH, request.url));
  // Layouts cannot see the path: the panel's own server guard reads it here to remember 'from'.
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, `${pathname}${search}`);
  // A fresh nonce per request: Next reads it from this request header and puts it on its scripts.
  const csp = panelCsp(btoa(crypto.randomUUID()), process.env.NODE_ENV === 'development');
  headers.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

// The search's matcher needs a term: without one (or with an empty one), /noticias is the list.
export const config = { matcher: ['/admin', '/admin/:path*', { source: '/noticias', has: [{ type: 'query', key: 'busca' }] }] };
