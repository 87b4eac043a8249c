import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeFromPath } from '@/lib/domain/admin-access';
import { getAdminSession } from '@/lib/server/auth/next-auth';
import { LoginScreen } from '@/components/admin/login/login-screen';

export const metadata: Metadata = { title: 'Entrar' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2.2 /admin/login: anyone may open it; a signed-in visitor goes to 'from' or /admin. */
export default async function LoginPage({ searchParams }: Props) {
  const [{ from }, session] = await Promise.all([searchParams, getAdminSession()]);
  const remembered = typeof from === 'string' ? from : null;
  if (session) redirect(safeFromPath(remembered));
  return <LoginScreen from={remembered} />;
}
