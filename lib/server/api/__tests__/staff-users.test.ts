import { and, eq, inArray, sql } from 'drizzle-orm';
import { logs, usuarios } from '@/lib/server/db/schema';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(180_000);

type Json = any;

const DEMO_PASSWORD = 'Sintonia@2026';
const FORBIDDEN = { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' };
const UNAUTHENTICATED = { message: 'Sessão expirada ou inválida. Entre novamente.', codigo: 'NAO_AUTENTICADO' };

describe.each(TEST_BACKENDS)('API da equipe: usuários e perfil ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  async function login(email: string, password: string) {
    return call('POST', '/auth/login', undefined, { email, password });
  }

  let stamp = 0;
  /** A fresh account created through the API, with its id and a signed-in token. */
  async function newUser(papel: 'admin' | 'editor' | 'autor', extra: Record<string, unknown> = {}) {
    stamp += 1;
    const email = `pessoa${stamp}.${papel}@exemplo.com.br`;
    const senha = `Senha${stamp}forte`;
    const created = await call('POST', '/usuarios', tokens.admin, { nome: `Pessoa ${stamp}`, email, papel, senha, ...extra });
    expect(created.status).toBe(201);
    const session = await login(email, senha);
    return { id: created.body.id as number, email, senha, token: session.body.accessToken as string, body: created.body };
  }

  async function logsFor(id: number) {
    return database.db
      .select()
      .from(logs)
      .where(and(eq(logs.entidade, 'usuario'), eq(logs.entidadeId, String(id))))
      .orderBy(logs.id);
  }

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => switchLimiters());

  const adminRoutes: Array<[string, (id: number) => string, unknown?]> = [
    ['GET', () => '/usuarios'],
    ['POST', () => '/usuarios', { nome: 'Intruso', email: 'intruso@exemplo.com', papel: 'admin', senha: 'Senha123forte' }],
    ['GET', (id) => `/usuarios/${id}`],
    ['PUT', (id) => `/usuarios/${id}`, { nome: 'Autor', email: 'autor@sintonia.local', papel: 'admin', ativo: true, avatar: null }],
    ['POST', (id) => `/usuarios/${id}/desativar`],
    ['POST', (id) => `/usuarios/${id}/reativar`],
    ['POST', (id) => `/usuarios/${id}/senha`, { senha: 'Senha123forte' }],
    ['DELETE', (id) => `/usuarios/${id}`],
    ['GET', () => '/usuarios/bloqueios'],
    ['POST', (id) => `/usuarios/${id}/desbloquear`],
  ];

  it('every /usuarios route: 403 for editor and autor (on their own account too), 401 without a token; nothing changes', async () => {
    const before = await database.db.select().from(usuarios).orderBy(usuarios.id);
    for (const [method, path, body] of adminRoutes) {
      for (const who of ['editor', 'autor'] as const) {
        for (const target of [ids.admin, ids[who]]) {
          const response = await call(method, path(target), tokens[who], body);
          expect({ method, path: path(target), who, status: response.status, body: response.body }).toEqual({ method, path: path(target), who, status: 403, body: FORBIDDEN });
        }
      }
      const anonymous = await call(method, path(ids.autor), undefined, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Autenticação necessária.', codigo: 'NAO_AUTENTICADO' });
    }
    expect(await database.db.select().from(usuarios).orderBy(usuarios.id)).toEqual(before);
  });

  it('GET /usuarios: paginated, searchable by name and e-mail (accents ignored), filtered by papel and ativo; never the hash', async () => {
    const { status, body } = await call('GET', '/usuarios', tokens.admin);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ pagina: 1, limite: 20, total: expect.any(Number), totalPaginas: expect.any(Number) });
    expect(body.dados.length).toBeGreaterThanOrEqual(3);
    for (const user of body.dados) {
      expect(Object.keys(user).sort()).toEqual(['_count', 'ativo', 'atualizadoEm', 'avatar', 'criadoEm', 'email', 'id', 'nome', 'papel', 'ultimoAcessoEm']);
    }
    const admin = body.dados.find((u: Json) => u.id === ids.admin);
    expect(admin).toEqual(expect.objectContaining({ email: 'admin@sintonia.local', papel: 'admin', ativo: true, ultimoAcessoEm: expect.any(String) }));
    expect(JSON.stringify(body)).not.toMatch(/senha|argon|tokenVersion/i);

    await newUser('autor', { nome: 'Joana Conceição' });
    const byName = await call('GET', `/usuarios?busca=${encodeURIComponent('conceicao')}`, tokens.admin);
    expect(byName.body.dados.map((u: Json) => u.nome)).toEqual(['Joana Conceição']);
    const byEmail = await call('GET', '/usuarios?busca=EDITOR%40sintonia', tokens.admin);
    expect(byEmail.body.dados.map((u: Json) => u.email)).toEqual(['editor@sintonia.local']);
    const editors = await call('GET', '/usuarios?papel=editor', tokens.admin);
    expect(editors.body.dados.every((u: Json) => u.papel === 'editor')).toBe(true);
    const inactive = await call('GET', '/usuarios?ativo=false', tokens.admin);
    expect(inactive.body.dados.every((u: Json) => u.ativo === false)).toBe(true);
    const paged = await call('GET', '/usuarios?limite=2&pagina=2', tokens.admin);
    expect(paged.body.meta).toEqual(expect.objectContaining({ pagina: 2, limite: 2 }));
    expect(paged.body.dados).toHaveLength(2);

    const bad = await call('GET', '/usuarios?papel=chefe&ativo=talvez&limite=500', tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.campos).toEqual({
      papel: 'Escolha um papel: Administrador, Editor ou Autor.',
      ativo: 'Use true ou false.',
      limite: 'O limite máximo é 100.',
    });
    expect((await call('GET', '/usuarios/999999', tokens.admin)).body).toEqual({ message: 'Usuário não encontrado.', codigo: 'NAO_ENCONTRADO' });
    expect((await call('GET', '/usuarios/abc', tokens.admin)).status).toBe(400);
  });

  it('POST /usuarios: creates (e-mail lower-cased), logs without the password, and the account can sign in', async () => {
    const { status, body } = await call(
      'POST',
      '/usuarios',
      tokens.admin,
      { nome: '  Carla Repórter ', email: 'Carla.Reporter@Exemplo.com.br', papel: 'editor', senha: 'Reportagem2026', avatar: '/uploads/2026/01/carla.jpg' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      nome: 'Carla Repórter',
      email: 'carla.reporter@exemplo.com.br',
      papel: 'editor',
      ativo: true,
      avatar: '/uploads/2026/01/carla.jpg',
      ultimoAcessoEm: null,
      criadoEm: expect.any(String),
      atualizadoEm: expect.any(String),
      _count: { postagens: 0, registros: 0 },
    });
    const [log] = await logsFor(body.id);
    expect(log).toEqual(
      expect.objectContaining({
        acao: 'criar',
        usuarioId: ids.admin,
        ip: '203.0.113.9',
        detalhes: { nome: 'Carla Repórter', email: 'carla.reporter@exemplo.com.br', papel: 'editor', ativo: true },
      }),
    );
    const session = await login('CARLA.REPORTER@exemplo.com.br', 'Reportagem2026');
    expect(session.status).toBe(200);
    expect(session.body.usuario).toEqual(expect.objectContaining({ id: body.id, papel: 'editor' }));
  });

  it('validation: 400 with campos in pt-BR; a taken e-mail (any case) is 409 on the e-mail field', async () => {
    const bad = await call('POST', '/usuarios', tokens.admin, { nome: 'A', email: 'não-é-email', papel: 'chefe', senha: 'curta' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Dados inválidos. Verifique os campos destacados.',
      codigo: 'REQUISICAO_INVALIDA',
      campos: {
        nome: 'O nome deve ter pelo menos 2 caracteres.',
        email: 'Informe um e-mail válido.',
        papel: 'Escolha um papel: Administrador, Editor ou Autor.',
        senha: 'A senha deve ter pelo menos 8 caracteres.',
      },
    });
    const weak = await call('POST', '/usuarios', tokens.admin, { nome: 'Fraca', email: 'fraca@exemplo.com', papel: 'autor', senha: 'somenteletras' });
    expect(weak.body.campos).toEqual({ senha: 'A senha deve ter letras e números.' });
    const missing = await call('POST', '/usuarios', tokens.admin, { papel: 'autor' });
    expect(missing.body.campos).toEqual({ nome: 'Informe o nome.', email: 'Informe o e-mail.', senha: 'Informe a senha.' });
    const badAvatar = await call('POST', '/usuarios', tokens.admin, { nome: 'Avatar', email: 'avatar@exemplo.com', papel: 'autor', senha: 'Senha123forte', avatar: 'javascript:alert(1)' });
    expect(badAvatar.body.campos).toEqual({ avatar: 'Escolha uma imagem da biblioteca de mídia.' });
    expect((await call('POST', '/usuarios', tokens.admin, 'texto')).status).toBe(400);

    const taken = await call('POST', '/usuarios', tokens.admin, { nome: 'Outro Editor', email: 'EDITOR@sintonia.local', papel: 'autor', senha: 'Senha123forte' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Este e-mail já está em uso por outro usuário.', codigo: 'EMAIL_EM_USO', campos: { email: 'Este e-mail já está em uso por outro usuário.' } });

    const other = await newUser('autor');
    const editTaken = await call('PUT', `/usuarios/${other.id}`, tokens.admin, { nome: 'X Y', email: 'Autor@Sintonia.local', papel: 'autor', ativo: true, avatar: null });
    expect(editTaken.status).toBe(409);
    expect(editTaken.body.campos).toEqual({ email: 'Este e-mail já está em uso por outro usuário.' });
    const ownProfileTaken = await call('PUT', '/perfil', other.token, { nome: 'X Y', email: 'admin@sintonia.local', avatar: null });
    expect(ownProfileTaken.status).toBe(409);
    expect(ownProfileTaken.body.campos).toEqual({ email: 'Este e-mail já está em uso por outro usuário.' });
    const editBad = await call('PUT', `/usuarios/${other.id}`, tokens.admin, { nome: 'X Y', email: 'ok@exemplo.com', papel: 'autor' });
    expect(editBad.body.campos).toEqual({ ativo: 'Informe se a conta está ativa.' });
  });

  it('PUT /usuarios/:id: edits; a papel change ends that account\'s sessions; name-only edits keep them; log with the changes', async () => {
    const person = await newUser('autor');
    const renamed = await call('PUT', `/usuarios/${person.id}`, tokens.admin, { nome: 'Nome Novo', email: person.email, papel: 'autor', ativo: true, avatar: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual(expect.objectContaining({ nome: 'Nome Novo', papel: 'autor', ativo: true }));
    expect((await call('GET', '/auth/me', person.token)).status).toBe(200);

    const promoted = await call('PUT', `/usuarios/${person.id}`, tokens.admin, { nome: 'Nome Novo', email: person.email, papel: 'editor', ativo: true, avatar: null });
    expect(promoted.body.papel).toBe('editor');
    const old = await call('GET', '/auth/me', person.token);
    expect(old).toEqual({ status: 401, body: UNAUTHENTICATED });
    const again = await login(person.email, person.senha);
    expect(again.body.usuario.papel).toBe('editor');

    const rows = await logsFor(person.id);
    const updates = rows.filter((row) => row.acao === 'atualizar');
    expect(updates.map((row) => row.detalhes)).toEqual([
      { nome: 'Nome Novo', email: person.email, alteracoes: { nome: { de: person.body.nome, para: 'Nome Novo' } } },
      { nome: 'Nome Novo', email: person.email, alteracoes: { papel: { de: 'autor', para: 'editor' } }, sessoesEncerradas: true },
    ]);
    expect((await call('PUT', '/usuarios/999999', tokens.admin, { nome: 'Nada', email: 'nada@exemplo.com', papel: 'autor', ativo: true })).status).toBe(404);
  });

  it('guards: an admin cannot demote, deactivate, delete or reset themself (403, nothing changes)', async () => {
    const me = { nome: 'Administrador', email: 'admin@sintonia.local', avatar: null };
    const [before] = await database.db.select().from(usuarios).where(eq(usuarios.id, ids.admin));
    const demote = await call('PUT', `/usuarios/${ids.admin}`, tokens.admin, { ...me, nome: before.nome, papel: 'editor', ativo: true });
    expect(demote).toEqual({ status: 403, body: { message: 'Você não pode alterar o seu próprio papel. Peça a outro administrador.', codigo: 'PROPRIA_CONTA' } });
    const deactivate = await call('POST', `/usuarios/${ids.admin}/desativar`, tokens.admin);
    expect(deactivate).toEqual({ status: 403, body: { message: 'Você não pode desativar a sua própria conta.', codigo: 'PROPRIA_CONTA' } });
    const viaPut = await call('PUT', `/usuarios/${ids.admin}`, tokens.admin, { ...me, nome: before.nome, papel: 'admin', ativo: false });
    expect(viaPut.body.message).toBe('Você não pode desativar a sua própria conta.');
    const remove = await call('DELETE', `/usuarios/${ids.admin}`, tokens.admin);
    expect(remove).toEqual({ status: 403, body: { message: 'Você não pode excluir a sua própria conta.', codigo: 'PROPRIA_CONTA' } });
    const reset = await call('POST', `/usuarios/${ids.admin}/senha`, tokens.admin, { senha: 'NovaSenha123' });
    expect(reset).toEqual({ status: 403, body: { message: 'Para trocar a sua própria senha, use Meu perfil.', codigo: 'PROPRIA_CONTA' } });
    const [after] = await database.db.select().from(usuarios).where(eq(usuarios.id, ids.admin));
    expect(after).toEqual(before);
    expect((await call('GET', '/auth/me', tokens.admin)).status).toBe(200);
    // Editing their own name through the admin form is fine.
    const rename = await call('PUT', `/usuarios/${ids.admin}`, tokens.admin, { ...me, nome: before.nome, papel: 'admin', ativo: true });
    expect(rename.status).toBe(200);
  });

  it('the last active admin: two admins deactivating each other at once — exactly one wins, one admin always remains', async () => {
    const second = await newUser('admin');
    const [a, b] = await Promise.all([
      call('POST', `/usuarios/${second.id}/desativar`, tokens.admin),
      call('POST', `/usuarios/${ids.admin}/desativar`, second.token),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const loser = a.status === 200 ? b : a;
    expect([
      'Sessão expirada ou inválida. Entre novamente.',
      'Sua conta não tem mais permissão para gerenciar usuários. Entre novamente.',
      'Não é possível desativar o último administrador ativo. Promova outro usuário a administrador antes.',
    ]).toContain(loser.body.message);
    const [{ active }] = await database.db
      .select({ active: sql<number>`count(*)::int` })
      .from(usuarios)
      .where(and(eq(usuarios.papel, 'admin'), eq(usuarios.ativo, true)));
    expect(Number(active)).toBe(1);

    // Put the demo admin back in charge if the race went the other way.
    if (a.status !== 200) {
      await database.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, ids.admin));
      const session = await login('admin@sintonia.local', DEMO_PASSWORD);
      tokens.admin = session.body.accessToken;
      await call('POST', `/usuarios/${second.id}/desativar`, tokens.admin);
    }
    expect((await call('GET', '/auth/me', tokens.admin)).status).toBe(200);
  });

  it('the last active admin: demoting each other at once leaves one admin; a stale admin session cannot act', async () => {
    const second = await newUser('admin');
    const body = (id: number, email: string) => ({ nome: `Admin ${id}`, email, papel: 'editor', ativo: true, avatar: null });
    const [a, b] = await Promise.all([
      call('PUT', `/usuarios/${second.id}`, tokens.admin, body(second.id, second.email)),
      call('PUT', `/usuarios/${ids.admin}`, second.token, body(ids.admin, 'admin@sintonia.local')),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const [{ active }] = await database.db
      .select({ active: sql<number>`count(*)::int` })
      .from(usuarios)
      .where(and(eq(usuarios.papel, 'admin'), eq(usuarios.ativo, true)));
    expect(Number(active)).toBe(1);
    if (a.status !== 200) {
      await database.db.update(usuarios).set({ papel: 'admin', nome: 'Administrador' }).where(eq(usuarios.id, ids.admin));
      tokens.admin = (await login('admin@sintonia.local', DEMO_PASSWORD)).body.accessToken;
      await call('PUT', `/usuarios/${second.id}`, tokens.admin, body(second.id, second.email));
    }
    // The demoted admin's old token is refused at once.
    expect((await call('GET', '/usuarios', second.token)).status).toBe(401);
  });

  it('deactivation: the user\'s token gets 401 at once, sign-in is refused, reactivation lets them back in; logs desativar/reativar', async () => {
    const person = await newUser('editor');
    expect((await call('GET', '/postagens', person.token)).status).toBe(200);
    const off = await call('POST', `/usuarios/${person.id}/desativar`, tokens.admin);
    expect(off.status).toBe(200);
    expect(off.body.ativo).toBe(false);
    for (const [method, path] of [['GET', '/auth/me'], ['GET', '/postagens'], ['GET', '/perfil']] as const) {
      expect(await call(method, path, person.token)).toEqual({ status: 401, body: UNAUTHENTICATED });
    }
    expect((await login(person.email, person.senha)).status).toBe(401);

    const on = await call('POST', `/usuarios/${person.id}/reativar`, tokens.admin);
    expect(on.body.ativo).toBe(true);
    // The old token stays dead (its version was bumped); a new sign-in works.
    expect((await call('GET', '/auth/me', person.token)).status).toBe(401);
    const back = await login(person.email, person.senha);
    expect(back.status).toBe(200);

    // Deactivating through PUT does the same.
    const viaPut = await call('PUT', `/usuarios/${person.id}`, tokens.admin, { nome: person.body.nome, email: person.email, papel: 'editor', ativo: false, avatar: null });
    expect(viaPut.body.ativo).toBe(false);
    expect((await call('GET', '/auth/me', back.body.accessToken)).status).toBe(401);

    const acoes = (await logsFor(person.id)).map((row) => row.acao);
    expect(acoes.filter((acao) => acao !== 'entrar')).toEqual(['criar', 'desativar', 'reativar', 'desativar']);
    expect((await call('POST', '/usuarios/999999/desativar', tokens.admin)).status).toBe(404);
  });

  it('password reset by an admin: the old token and password stop working, the new password signs in; no password in the log', async () => {
    const person = await newUser('autor');
    const weak = await call('POST', `/usuarios/${person.id}/senha`, tokens.admin, { senha: '12345678' });
    expect(weak).toEqual({ status: 400, body: { message: 'Dados inválidos. Verifique os campos destacados.', codigo: 'REQUISICAO_INVALIDA', campos: { senha: 'A senha deve ter letras e números.' } } });
    const reset = await call('POST', `/usuarios/${person.id}/senha`, tokens.admin, { senha: 'Redefinida2026' });
    expect(reset).toEqual({ status: 200, body: { message: 'Senha redefinida. As sessões abertas desse usuário foram encerradas.' } });
    expect((await call('GET', '/auth/me', person.token)).status).toBe(401);
    expect((await login(person.email, person.senha)).status).toBe(401);
    expect((await login(person.email, 'Redefinida2026')).status).toBe(200);
    const rows = await logsFor(person.id);
    const resetLog = rows.find((row) => row.acao === 'redefinir_senha');
    expect(resetLog).toEqual(expect.objectContaining({ usuarioId: ids.admin, detalhes: { nome: person.body.nome, email: person.email } }));
    expect(JSON.stringify(rows)).not.toMatch(/Redefinida2026|Senha\d+forte|senha_hash|argon/);
  });

  it('DELETE: an unused account is deleted; one with posts or history is refused with 409 and stays', async () => {
    const unused = await call('POST', '/usuarios', tokens.admin, { nome: 'Conta Errada', email: 'conta.errada@exemplo.com', papel: 'autor', senha: 'Senha123forte' });
    const removed = await call('DELETE', `/usuarios/${unused.body.id}`, tokens.admin);
    expect(removed.status).toBe(204);
    expect(await database.db.select().from(usuarios).where(eq(usuarios.id, unused.body.id))).toHaveLength(0);
    const [log] = (await logsFor(unused.body.id)).filter((row) => row.acao === 'excluir');
    expect(log.detalhes).toEqual({ nome: 'Conta Errada', email: 'conta.errada@exemplo.com', papel: 'autor' });
    expect((await call('DELETE', `/usuarios/${unused.body.id}`, tokens.admin)).status).toBe(404);

    const [{ posts }] = await database.db.execute<{ posts: number }>(sql`select count(*)::int as posts from postagens where autor_id = ${ids.autor}`).then((r: Json) => r.rows ?? r);
    expect(Number(posts)).toBeGreaterThan(0);
    const withPosts = await call('DELETE', `/usuarios/${ids.autor}`, tokens.admin);
    expect(withPosts).toEqual({
      status: 409,
      body: {
        message: `Este usuário é autor de ${posts} ${Number(posts) === 1 ? 'postagem' : 'postagens'} e não pode ser excluído. Desative a conta para bloquear o acesso e manter as postagens.`,
        codigo: 'USUARIO_EM_USO',
      },
    });
    const used = await newUser('autor'); // signed in once: an 'entrar' row
    const withHistory = await call('DELETE', `/usuarios/${used.id}`, tokens.admin);
    expect(withHistory.status).toBe(409);
    expect(withHistory.body.message).toBe('Este usuário já usou o painel (1 registro no histórico) e não pode ser excluído. Desative a conta para bloquear o acesso e manter o histórico.');
    expect(await database.db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.id, [ids.autor, used.id]))).toHaveLength(2);
  });

  it('own profile: GET and PUT /perfil for any role (nome, e-mail, avatar only), logged as the user', async () => {
    const person = await newUser('autor');
    const me = await call('GET', '/perfil', person.token);
    expect(me.body).toEqual(expect.objectContaining({ id: person.id, email: person.email, papel: 'autor', ativo: true }));
    const saved = await call('PUT', '/perfil', person.token, { nome: 'Autora Renomeada', email: `NOVO.${person.email}`, avatar: '/uploads/2026/02/eu.jpg', papel: 'admin', ativo: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expect.objectContaining({ nome: 'Autora Renomeada', email: `novo.${person.email}`, avatar: '/uploads/2026/02/eu.jpg', papel: 'autor', ativo: true }));
    // The same token still works and /auth/me reflects the change.
    expect((await call('GET', '/auth/me', person.token)).body).toEqual(expect.objectContaining({ nome: 'Autora Renomeada', papel: 'autor' }));
    const [log] = (await logsFor(person.id)).filter((row) => row.acao === 'atualizar');
    expect(log).toEqual(expect.objectContaining({ usuarioId: person.id, detalhes: expect.objectContaining({ proprioPerfil: true }) }));
    // A body without avatar leaves it as it is; null removes it.
    const kept = await call('PUT', '/perfil', person.token, { nome: 'Autora Renomeada', email: `novo.${person.email}` });
    expect(kept.body.avatar).toBe('/uploads/2026/02/eu.jpg');
    const removed = await call('PUT', '/perfil', person.token, { nome: 'Autora Renomeada', email: `novo.${person.email}`, avatar: null });
    expect(removed.body.avatar).toBeNull();
    const bad = await call('PUT', '/perfil', person.token, { nome: '', email: 'x' });
    expect(bad.body.campos).toEqual({ nome: 'O nome deve ter pelo menos 2 caracteres.', email: 'Informe um e-mail válido.' });
    expect((await call('GET', '/perfil')).status).toBe(401);
  });

  it('own password: wrong current password is 400 on senhaAtual; success returns a working new token and the old one is refused', async () => {
    const person = await newUser('editor');
    const other = await login(person.email, person.senha); // a second device
    const wrong = await call('PUT', '/perfil/senha', person.token, { senhaAtual: 'errada123', novaSenha: 'OutraSenha2026' });
    expect(wrong).toEqual({ status: 400, body: { message: 'Dados inválidos. Verifique os campos destacados.', codigo: 'REQUISICAO_INVALIDA', campos: { senhaAtual: 'A senha atual está incorreta.' } } });
    const same = await call('PUT', '/perfil/senha', person.token, { senhaAtual: person.senha, novaSenha: person.senha });
    expect(same.body.campos).toEqual({ novaSenha: 'A nova senha deve ser diferente da atual.' });
    const weak = await call('PUT', '/perfil/senha', person.token, { senhaAtual: person.senha, novaSenha: 'curta1' });
    expect(weak.body.campos).toEqual({ novaSenha: 'A senha deve ter pelo menos 8 caracteres.' });

    const changed = await call('PUT', '/perfil/senha', person.token, { senhaAtual: person.senha, novaSenha: 'OutraSenha2026' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ accessToken: expect.any(String), usuario: expect.objectContaining({ id: person.id, papel: 'editor', email: person.email }) });
    expect((await call('GET', '/auth/me', changed.body.accessToken)).status).toBe(200);
    expect(await call('GET', '/auth/me', person.token)).toEqual({ status: 401, body: UNAUTHENTICATED });
    expect((await call('GET', '/auth/me', other.body.accessToken)).status).toBe(401);
    expect((await login(person.email, person.senha)).status).toBe(401);
    expect((await login(person.email, 'OutraSenha2026')).status).toBe(200);
    const rows = await logsFor(person.id);
    expect(rows.find((row) => row.acao === 'alterar_senha')).toEqual(expect.objectContaining({ usuarioId: person.id, detalhes: { nome: person.body.nome, email: person.email } }));
    expect(JSON.stringify(rows)).not.toMatch(/OutraSenha2026|errada123|Senha\d+forte/);
  });

  it('own password: repeated wrong current passwords are throttled (429)', async () => {
    const person = await newUser('autor');
    for (let i = 0; i < 5; i++) {
      expect((await call('PUT', '/perfil/senha', person.token, { senhaAtual: `errada${i}xx`, novaSenha: 'OutraSenha2026' })).status).toBe(400);
    }
    const blocked = await call('PUT', '/perfil/senha', person.token, { senhaAtual: person.senha, novaSenha: 'OutraSenha2026' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Muitas tentativas de acesso\. Tente novamente em \d+ minutos?\.$/);
  });
});
