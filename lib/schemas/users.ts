import { z } from './zod';
import { PAPEIS, type Papel } from '@/lib/domain/roles';
import { passwordProblem } from '@/lib/domain/users';
import { mediaUrl, searchText, type PageMeta } from './common';

/** Staff accounts and the own profile: one schema per operation, shared by the forms and the API. */

const nome = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres.')
  .max(100, 'O nome pode ter no máximo 100 caracteres.');

// Stored in lower case: sign-in and the unique index already ignore case.
const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .min(1, 'Informe o e-mail.')
  .max(254, 'O e-mail pode ter no máximo 254 caracteres.')
  .pipe(z.email('Informe um e-mail válido.'))
  .transform((value) => value.toLowerCase());

const papel = z.enum(PAPEIS, { error: 'Escolha um papel: Administrador, Editor ou Autor.' });

const ativo = z.boolean({ error: 'Informe se a conta está ativa.' });

/** A new password: the strength rule of lib/domain/users. */
export const newPassword = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createUserSchema = z.object({
  nome,
  email,
  papel,
  ativo: ativo.default(true),
  avatar: mediaUrl.nullable().default(null),
  senha: newPassword,
});

export const updateUserSchema = z.object({
  nome,
  email,
  papel,
  ativo,
  avatar: mediaUrl.nullable().default(null),
});

export const resetPasswordSchema = z.object({ senha: newPassword });

export const updateProfileSchema = z.object({
  nome,
  email,
  /** Absent: unchanged (a client that does not know the field must not erase it); null: removed. */
  avatar: mediaUrl.nullable().optional(),
});

export const changeOwnPasswordSchema = z.object({
  senhaAtual: z.string({ error: 'Informe a senha atual.' }).min(1, 'Informe a senha atual.').max(200, 'Senha atual inválida.'),
  novaSenha: newPassword,
});

export const PASSWORD_CONFIRMATION_MESSAGE = 'A confirmação não confere com a nova senha.';

/** The profile form adds the confirmation, which never leaves the browser. */
export const changeOwnPasswordFormSchema = changeOwnPasswordSchema
  .extend({ confirmacao: z.string().default('') })
  .refine((value) => value.confirmacao === value.novaSenha, { path: ['confirmacao'], message: PASSWORD_CONFIRMATION_MESSAGE });

const booleanText = z.enum(['true', 'false'], { error: 'Use true ou false.' }).transform((value) => value === 'true');

export const userListQuerySchema = z.object({
  busca: searchText(100).optional(),
  papel: papel.optional(),
  ativo: booleanText.optional(),
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').default(1),
  limite: z.coerce.number({ error: 'Limite inválido.' }).int('Limite inválido.').min(1, 'Limite inválido.').max(100, 'O limite máximo é 100.').default(20),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordSchema>;
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** An account as the staff API (GET /usuarios, GET /perfil) answers it: never the password hash nor the token version. */
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

/** GET /usuarios. */
export type AdminUserList = { dados: AdminUserRecord[]; meta: PageMeta };

/** An account locked for unknown devices by wrong passwords (GET /usuarios/bloqueios). */
export type LockedAccount = { id: number; nome: string; email: string; bloqueadaAte: string };

/** GET /usuarios/bloqueios. */
export type LockedAccountList = { dados: LockedAccount[] };
