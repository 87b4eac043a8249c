import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ACCESS_DENIED_PATH, ADMIN_PATH_HEADER, adminAccessFor, isAdminScreenPath, loginRedirectPath } from '@/lib/domain/admin-access';
import { getAdminSession } from '@/lib/server/auth/next-auth';
import { PanelShell } from '@/components/admin/shell/panel-shell';

/**
 * The panel's server guard: proxy.ts is only the first line. Without a session, the login,
 * remembering the requested path; a non-admin on an admin-only path, the dashboard saying why; a path that
 * is no admin screen, the admin 404 (in the panel shell).
 */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const [session, requestHeaders] = await Promise.all([getAdminSession(), headers()]);
  const requested = requestHeaders.get(ADMIN_PATH_HEADER);
  if (!session) redirect(loginRedirectPath(requested));
  const pathname = requested?.split('?')[0] ?? '';
  if (pathname && adminAccessFor(pathname, session.user.papel) === 'forbidden') redirect(ACCESS_DENIED_PATH);
  // Decided here, before the shell streams, so an unknown admin path answers HTTP 404.
  if (pathname && !isAdminScreenPath(pathname)) notFound();
  return <PanelShell>{children}</PanelShell>;
}
