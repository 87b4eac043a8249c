import type { Papel } from '@/lib/domain/roles';

/** An account as the staff API (GET /usuarios, GET /perfil) answers it. */
export type AdminUserRecord = {
  id: number;
  nome: string;
  email: string;
  papel: Papel;
  ativo: boolean;
  avatar: string | null;
  ultimoAcessoEm: string | null;
  criadoEm: string;
  atualizadoEm: string;
  /** registros: entries of the history, which keep an account from being deleted. */
  _count: { postagens: number; registros: number };
};

export type AdminUserPage = {
  dados: AdminUserRecord[];
  meta: { pagina: number; limite: number; total: number; totalPaginas: number };
};
