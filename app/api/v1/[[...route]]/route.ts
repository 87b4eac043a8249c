import { getApiApp } from '@/lib/server/api/instance';

export const runtime = 'nodejs';

function handle(request: Request): Promise<Response> {
  return Promise.resolve(getApiApp().fetch(request));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
