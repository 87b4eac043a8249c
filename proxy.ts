import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { ACCESS_DENIED_PATH, ADMIN_LOGIN_PATH, ADMIN_PATH_HEADER, adminAccessFor } from '@/lib/domain/admin-access';
import { panelCsp } from '@/lib/domain/security-headers';
import { getSecrets } from '@/lib/server/env';

/**
 * First line of the admin guard: signed-out visitors go to the login remembering where they were
 * going; non-admins are kept off the admin-only screens. Every API route and service checks again.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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

export const config = { matcher: ['/admin', '/admin/:path*'] };
