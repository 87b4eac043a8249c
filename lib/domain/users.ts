/**
 * Staff accounts: the password rule for new passwords and the guards that keep the
 * panel administrable. Pure, shared by the forms, the API and the tests.
 */

/** New passwords only: the SPEC §5 login minimum (6) still applies to signing in with older ones. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; the ceiling only keeps requests bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_HINT = `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres, com letras e números.`;
export const PASSWORD_TOO_SHORT_MESSAGE = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG_MESSAGE = `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
export const PASSWORD_LETTERS_DIGITS_MESSAGE = 'A senha deve ter letras e números.';
export const PASSWORD_SPACES_MESSAGE = 'A senha não pode começar nem terminar com espaço.';

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(senha: string): string | null {
  if (senha.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (senha.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  // Leading/trailing spaces are invisible in a form and lost in copy-paste: refused rather than trimmed.
  if (senha.trim() !== senha) return PASSWORD_SPACES_MESSAGE;
  if (!/\p{L}/u.test(senha) || !/\p{Nd}/u.test(senha)) return PASSWORD_LETTERS_DIGITS_MESSAGE;
  return null;
}

// No look-alikes (0/O, 1/l/I) so a password read aloud or copied by hand survives.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%&*+-=?!';
export const GENERATED_PASSWORD_LENGTH = 16;

type RandomSource = (count: number) => Uint32Array;

const cryptoRandom: RandomSource = (count) => globalThis.crypto.getRandomValues(new Uint32Array(count));

/** An unbiased index below `max` from 32-bit random words (rejection sampling). */
function pick(max: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  for (;;) {
    const [value] = random(1);
    if (value < limit) return value % max;
  }
}

/**
 * A strong password for 'Gerar senha': 16 characters with lower and upper case letters, digits and
 * a symbol, shuffled. Always passes passwordProblem.
 */
export function generatePassword(random: RandomSource = cryptoRandom, length = GENERATED_PASSWORD_LENGTH): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => set[pick(set.length, random)]);
  while (chars.length < Math.max(length, 4)) chars.push(all[pick(all.length, random)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = pick(i + 1, random);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

// ---------------------------------------------------------------------------------------------
// Guards

export type AccountChange =
  | { kind: 'atualizar'; papel: string; ativo: boolean }
  | { kind: 'excluir' }
  | { kind: 'redefinir_senha' };

export type GuardTarget = { id: number; papel: string; ativo: boolean };

/** forbidden: an admin's own account; conflict: the last active admin. */
export type GuardRefusal = { kind: 'forbidden' | 'conflict'; codigo: string; message: string };

export const SELF_DEMOTE_MESSAGE = 'Você não pode alterar o seu próprio papel. Peça a outro administrador.';
export const SELF_DEACTIVATE_MESSAGE = 'Você não pode desativar a sua própria conta.';
export const SELF_DELETE_MESSAGE = 'Você não pode excluir a sua própria conta.';
export const SELF_RESET_MESSAGE = 'Para trocar a sua própria senha, use Meu perfil.';
export const LAST_ADMIN_DEMOTE_MESSAGE = 'Não é possível alterar o papel do último administrador ativo. Promova outro usuário a administrador antes.';
export const LAST_ADMIN_DEACTIVATE_MESSAGE = 'Não é possível desativar o último administrador ativo. Promova outro usuário a administrador antes.';
export const LAST_ADMIN_DELETE_MESSAGE = 'Não é possível excluir o último administrador ativo. Promova outro usuário a administrador antes.';

/**
 * Whether an admin's change to an account must be refused. `activeAdmins` counts active admins
 * (the target included when it is one) at the moment of the change, read under lock.
 * Self-protection comes first: an admin never demotes, deactivates, deletes or resets themself here.
 * Then the last active admin can never stop being one.
 */
export function accountChangeRefusal(actorId: number, target: GuardTarget, change: AccountChange, activeAdmins: number): GuardRefusal | null {
  const self = actorId === target.id;
  const demotes = change.kind === 'atualizar' && change.papel !== target.papel;
  const deactivates = change.kind === 'atualizar' && target.ativo && !change.ativo;

  if (self) {
    if (demotes) return { kind: 'forbidden', codigo: 'PROPRIA_CONTA', message: SELF_DEMOTE_MESSAGE };
    if (deactivates) return { kind: 'forbidden', codigo: 'PROPRIA_CONTA', message: SELF_DEACTIVATE_MESSAGE };
    if (change.kind === 'excluir') return { kind: 'forbidden', codigo: 'PROPRIA_CONTA', message: SELF_DELETE_MESSAGE };
    if (change.kind === 'redefinir_senha') return { kind: 'forbidden', codigo: 'PROPRIA_CONTA', message: SELF_RESET_MESSAGE };
  }

  const isActiveAdmin = target.papel === 'admin' && target.ativo;
  if (isActiveAdmin && activeAdmins <= 1) {
    if (change.kind === 'atualizar' && change.papel !== 'admin') return { kind: 'conflict', codigo: 'ULTIMO_ADMIN', message: LAST_ADMIN_DEMOTE_MESSAGE };
    if (deactivates) return { kind: 'conflict', codigo: 'ULTIMO_ADMIN', message: LAST_ADMIN_DEACTIVATE_MESSAGE };
    if (change.kind === 'excluir') return { kind: 'conflict', codigo: 'ULTIMO_ADMIN', message: LAST_ADMIN_DELETE_MESSAGE };
  }
  return null;
}

/** Deleting would orphan posts (the foreign key refuses) or blank the author of audit rows: deactivate instead. */
export function accountInUseMessage(postagens: number, registros: number): string | null {
  if (postagens > 0) {
    return `Este usuário é autor de ${postagens} ${postagens === 1 ? 'postagem' : 'postagens'} e não pode ser excluído. Desative a conta para bloquear o acesso e manter as postagens.`;
  }
  if (registros > 0) {
    return `Este usuário já usou o painel (${registros} ${registros === 1 ? 'registro' : 'registros'} no histórico) e não pode ser excluído. Desative a conta para bloquear o acesso e manter o histórico.`;
  }
  return null;
}

/** Whether a saved change must end the account's open sessions (its token version is bumped). */
export function endsSessions(before: { papel: string; ativo: boolean }, after: { papel: string; ativo: boolean }): boolean {
  return before.papel !== after.papel || (before.ativo && !after.ativo);
}
