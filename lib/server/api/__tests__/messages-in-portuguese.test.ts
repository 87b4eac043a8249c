import { createApiApp } from '@/lib/server/api/app';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(300_000);

/*
 * Issue 12 item 17: every message a person can see is pt-BR. Every /api/v1 route that takes a
 * body is called as the admin with the fields missing, then with each usual field of the wrong
 * type; no message of the answers (nor of its `campos`) may be zod's English default.
 */

const ENGLISH = /\b(invalid|expected|received|required|must|too (big|small)|unrecognized|input|string|number|boolean|array|object)\b/i;

const FIELDS = [
  'id', 'ids', 'acao', 'opcaoId', 'deviceId', 'categoriaId', 'membroEquipeId', 'versao', 'titulo', 'slug', 'resumo', 'conteudo', 'status',
  'publicadoEm', 'inicioEm', 'fimEm', 'nome', 'email', 'password', 'senha', 'senhaAtual', 'novaSenha', 'papel', 'ordem', 'cor',
  'imagem', 'imagemUrl', 'link', 'pergunta', 'opcoes', 'alt', 'lida', 'token', 'mensagem', 'telefone', 'avatar', 'tags', 'galeria',
  'ativo', 'descricao', 'destaque', 'site', 'radio', 'redes', 'video', 'cargo', 'bio',
];
const WRONG_TYPES: Record<string, unknown> = { texto: 'x', número: 12, lista: [1], objeto: { a: 1 }, 'verdadeiro/falso': true, nulo: null };

describe('messages in pt-BR on every /api/v1 route with a body (PGlite)', () => {
  let api: StaffApi<'admin'>;
  let routes: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    api = await setupStaffApi({ name: 'PGlite' }, { logins: ['admin'] });
    const seen = new Set<string>();
    routes = createApiApp({ getDb: async () => api.database.db })
      .routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.path !== '/api/v1/auth/login')
      .map((route) => ({ method: route.method, path: route.path.replace(/^\/api\/v1/, '').replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1') }))
      .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
  });
  afterAll(async () => {
    await api?.dispose();
  });

  /** Every text of a 4xx JSON answer a person could be shown. */
  async function messagesOf(method: string, path: string, body: unknown): Promise<string[]> {
    const response = await api.app.request(`/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.tokens.admin}` },
      body: JSON.stringify(body),
    });
    if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return [];
    const answer = (await response.json()) as { message?: unknown; campos?: Record<string, unknown> };
    return [answer.message, ...Object.values(answer.campos ?? {})].filter((text): text is string => typeof text === 'string');
  }

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('a body with the fields missing', async () => {
    const english: string[] = [];
    for (const { method, path } of routes) {
      for (const message of await messagesOf(method, path, {})) if (ENGLISH.test(message)) english.push(`${method} ${path}: ${message}`);
    }
    expect(english).toEqual([]);
  });

  it('each usual field with a value of the wrong type', async () => {
    const english: string[] = [];
    for (const { method, path } of routes) {
      for (const value of Object.values(WRONG_TYPES)) {
        const body = Object.fromEntries(FIELDS.map((field) => [field, value]));
        for (const message of await messagesOf(method, path, body)) if (ENGLISH.test(message)) english.push(`${method} ${path}: ${message}`);
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });
});
