/** Staff roles (DESIGN "Auth") and their pt-BR labels; shared by the panel and the server. */

export const PAPEIS = ['admin', 'editor', 'autor'] as const;
export type Papel = (typeof PAPEIS)[number];

export const PAPEL_LABEL: Record<Papel, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  autor: 'Autor',
};

export function isPapel(value: unknown): value is Papel {
  return typeof value === 'string' && (PAPEIS as readonly string[]).includes(value);
}

export function papelLabel(papel: string | null | undefined): string {
  return isPapel(papel) ? PAPEL_LABEL[papel] : '';
}

/** SPEC §6 role gate: allowed only when the user's papel is one of the listed values. */
export function hasRole(papel: string | null | undefined, allowed: readonly string[]): boolean {
  return typeof papel === 'string' && allowed.includes(papel);
}

/** A staff member as POST /auth/login (usuario) and GET /auth/me answer it. */
export type StaffUser = {
  id: number;
  nome: string;
  email: string;
  papel: Papel;
  avatar: string | null;
  ativo?: boolean;
};

/** A received or stored user, or null when it is not a usable staff user. */
export function parseStaffUser(value: unknown): StaffUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = Number(record.id);
  if (!Number.isInteger(id) || typeof record.nome !== 'string' || typeof record.email !== 'string' || !isPapel(record.papel)) return null;
  return {
    id,
    nome: record.nome,
    email: record.email,
    papel: record.papel,
    avatar: typeof record.avatar === 'string' && record.avatar ? record.avatar : null,
    ...(typeof record.ativo === 'boolean' ? { ativo: record.ativo } : {}),
  };
}
