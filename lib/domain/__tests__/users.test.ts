import {
  accountChangeRefusal,
  accountInUseMessage,
  endsSessions,
  generatePassword,
  GENERATED_PASSWORD_LENGTH,
  LAST_ADMIN_DEACTIVATE_MESSAGE,
  LAST_ADMIN_DELETE_MESSAGE,
  LAST_ADMIN_DEMOTE_MESSAGE,
  passwordProblem,
  SELF_DEACTIVATE_MESSAGE,
  SELF_DELETE_MESSAGE,
  SELF_DEMOTE_MESSAGE,
  SELF_RESET_MESSAGE,
  type AccountChange,
  type GuardTarget,
} from '../users';

describe('passwordProblem (new passwords: at least 8 characters, letters and digits)', () => {
  it.each([
    ['', 'A senha deve ter pelo menos 8 caracteres.'],
    ['abc123', 'A senha deve ter pelo menos 8 caracteres.'],
    ['abcdefg1'.slice(0, 7), 'A senha deve ter pelo menos 8 caracteres.'],
    ['abcdefgh', 'A senha deve ter letras e números.'],
    ['12345678', 'A senha deve ter letras e números.'],
    ['!@#$%^&*()', 'A senha deve ter letras e números.'],
    [' abcdefg1', 'A senha não pode começar nem terminar com espaço.'],
    ['abcdefg1 ', 'A senha não pode começar nem terminar com espaço.'],
    ['a1'.repeat(65), 'A senha pode ter no máximo 128 caracteres.'],
    ['abcdefg1', null],
    ['Sintonia@2026', null],
    ['ação1234', null],
    ['senha com espaço 9', null],
    ['a1'.repeat(64), null],
  ])('%j → %s', (senha, expected) => {
    expect(passwordProblem(senha)).toBe(expected);
  });
});

describe('generatePassword', () => {
  it('is 16 characters with lower, upper, digit and symbol, and always passes the rule', () => {
    for (let i = 0; i < 200; i++) {
      const senha = generatePassword();
      expect(senha).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(senha).toMatch(/[a-z]/);
      expect(senha).toMatch(/[A-Z]/);
      expect(senha).toMatch(/[2-9]/);
      expect(senha).toMatch(/[@#%&*+\-=?!]/);
      expect(senha).not.toMatch(/[0O1lI]/);
      expect(passwordProblem(senha)).toBeNull();
    }
  });

  it('draws from the given random source (deterministic with a fixed one) and differs between calls', () => {
    let n = 0;
    const fixed = (count: number) => Uint32Array.from({ length: count }, () => n++ * 7919);
    const a = generatePassword(fixed);
    n = 0;
    expect(generatePassword(fixed)).toBe(a);
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});

describe('accountChangeRefusal', () => {
  const ME = 1;
  const admin = (id: number, ativo = true): GuardTarget => ({ id, papel: 'admin', ativo });
  const editor: GuardTarget = { id: 5, papel: 'editor', ativo: true };
  const edit = (papel: string, ativo: boolean): AccountChange => ({ kind: 'atualizar', papel, ativo });

  it.each<[string, GuardTarget, AccountChange, number, { kind: string; message: string } | null]>([
    // self
    ['own name/e-mail edit', admin(ME), edit('admin', true), 1, null],
    ['self demotion', admin(ME), edit('editor', true), 3, { kind: 'forbidden', message: SELF_DEMOTE_MESSAGE }],
    ['self deactivation', admin(ME), edit('admin', false), 3, { kind: 'forbidden', message: SELF_DEACTIVATE_MESSAGE }],
    ['self delete', admin(ME), { kind: 'excluir' }, 3, { kind: 'forbidden', message: SELF_DELETE_MESSAGE }],
    ['self reset', admin(ME), { kind: 'redefinir_senha' }, 3, { kind: 'forbidden', message: SELF_RESET_MESSAGE }],
    // another admin while others remain
    ['demote another admin (2 active)', admin(2), edit('autor', true), 2, null],
    ['deactivate another admin (2 active)', admin(2), edit('admin', false), 2, null],
    ['delete another admin (2 active)', admin(2), { kind: 'excluir' }, 2, null],
    // the last active admin (reached when a concurrent change took the other one first)
    ['demote the last active admin', admin(2), edit('editor', true), 1, { kind: 'conflict', message: LAST_ADMIN_DEMOTE_MESSAGE }],
    ['demote and deactivate the last', admin(2), edit('editor', false), 1, { kind: 'conflict', message: LAST_ADMIN_DEMOTE_MESSAGE }],
    ['deactivate the last active admin', admin(2), edit('admin', false), 1, { kind: 'conflict', message: LAST_ADMIN_DEACTIVATE_MESSAGE }],
    ['delete the last active admin', admin(2), { kind: 'excluir' }, 1, { kind: 'conflict', message: LAST_ADMIN_DELETE_MESSAGE }],
    ['reset the last admin password', admin(2), { kind: 'redefinir_senha' }, 1, null],
    // an inactive admin is not counted and may be changed freely
    ['demote an inactive admin', admin(2, false), edit('autor', false), 1, null],
    ['delete an inactive admin', admin(2, false), { kind: 'excluir' }, 1, null],
    ['reactivate an inactive admin', admin(2, false), edit('admin', true), 1, null],
    // other roles
    ['promote an editor', editor, edit('admin', true), 1, null],
    ['deactivate an editor', editor, edit('editor', false), 1, null],
    ['delete an editor', editor, { kind: 'excluir' }, 1, null],
  ])('%s', (_name, target, change, activeAdmins, expected) => {
    const refusal = accountChangeRefusal(ME, target, change, activeAdmins);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toEqual(expect.objectContaining(expected));
  });
});

describe('accountInUseMessage', () => {
  it.each([
    [0, 0, null],
    [1, 0, 'Este usuário é autor de 1 postagem e não pode ser excluído. Desative a conta para bloquear o acesso e manter as postagens.'],
    [12, 3, 'Este usuário é autor de 12 postagens e não pode ser excluído. Desative a conta para bloquear o acesso e manter as postagens.'],
    [0, 1, 'Este usuário já usou o painel (1 registro no histórico) e não pode ser excluído. Desative a conta para bloquear o acesso e manter o histórico.'],
    [0, 4, 'Este usuário já usou o painel (4 registros no histórico) e não pode ser excluído. Desative a conta para bloquear o acesso e manter o histórico.'],
  ])('%i posts, %i log rows → %s', (posts, entries, expected) => {
    expect(accountInUseMessage(posts, entries)).toBe(expected);
  });
});

describe('endsSessions', () => {
  it.each([
    [{ papel: 'editor', ativo: true }, { papel: 'editor', ativo: true }, false],
    [{ papel: 'editor', ativo: true }, { papel: 'autor', ativo: true }, true],
    [{ papel: 'autor', ativo: true }, { papel: 'admin', ativo: true }, true],
    [{ papel: 'editor', ativo: true }, { papel: 'editor', ativo: false }, true],
    [{ papel: 'editor', ativo: false }, { papel: 'editor', ativo: true }, false],
    [{ papel: 'editor', ativo: false }, { papel: 'editor', ativo: false }, false],
  ])('%j → %j: %s', (before, after, expected) => {
    expect(endsSessions(before, after)).toBe(expected);
  });
});
