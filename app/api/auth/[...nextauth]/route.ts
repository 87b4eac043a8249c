import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { getAuthOptions } from '@/lib/server/auth/next-auth';
import { withRelayedCookies } from '@/lib/server/auth/cookie-relay';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// The options are built per request (lazily, once): the build must not read or create secrets.
// A sign-in's device cookie, set by the API that checked the password, is relayed to the browser.
function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  return withRelayedCookies(() => NextAuth(request, context as never, getAuthOptions()));
}

export { handler as GET, handler as POST };
