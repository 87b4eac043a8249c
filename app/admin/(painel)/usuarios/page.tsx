import type { Metadata } from 'next';
import { RoleGate } from '@/components/admin/shell/role-gate';
import { UserManager } from '@/components/admin/users/user-manager';

export const metadata: Metadata = { title: 'Usuários' };

/** SPEC §6: admins only (proxy.ts and the panel layout redirect the others; the API refuses them too). */
export default function UsersPage() {
  return (
    <RoleGate allow={['admin']} fallback={<p className="py-8 text-center text-sm text-slate-600">Apenas administradores podem gerenciar usuários.</p>}>
      <UserManager />
    </RoleGate>
  );
}
