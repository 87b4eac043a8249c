import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { ADMIN_LOGIN_PATH, ADMIN_PATH_HEADER, adminAccessFor } from '@/lib/domain/admin-access';
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
  if (access === 'forbidden') return NextResponse.redirect(new URL('/admin/dashboard', request.url));
  // Layouts cannot see the path: the panel's own server guard reads it here to remember 'from'.
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
