'use client';

import { hasRole, type Papel } from '@/lib/domain/roles';
import { useStoredUser } from '@/lib/admin/use-stored-user';

/** SPEC §6 role gate: the children for the listed papel values, the fallback for everyone else. */
export function RoleGate({ allow, children, fallback = null }: { allow: readonly Papel[]; children: React.ReactNode; fallback?: React.ReactNode }) {
  const user = useStoredUser();
  return <>{hasRole(user?.papel, allow) ? children : fallback}</>;
}
