import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { getAuthOptions } from '@/lib/server/auth/next-auth';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// The options are built per request (lazily, once): the build must not read or create secrets.
function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  return NextAuth(request, context as never, getAuthOptions());
}

export { handler as GET, handler as POST };
