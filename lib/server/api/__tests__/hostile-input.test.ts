import { routePath } from 'hono/route';
import { z } from 'zod';
import { hasControlCharacter, stripControlCharactersDeep } from '@/lib/domain/control-characters';
import { createApiApp } from '@/lib/server/api/app';
import { QUERY_CONTROL_CHARACTER_MESSAGE } from '@/lib/server/api/query';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { TEST_BACKENDS } from '@/test/helpers/database';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(600_000);

/*
 * Issue 11 item 3, as a class: every /api/v1 route, under every method it has, walked with
 * hostile path ids, query values and JSON bodies, anonymous and as the admin. Whatever the
 * answer, it is never a 5xx: bad input is the client's error, told in pt-BR. One parameter or
 * field at a time, a route gets those its schema reads, and one more standing for all the others
 * (which it must answer as if they were absent).
 */

const HOSTILE_IDS = ['2147483648', '9007199254740993', '99999999999999999999', '-1', '0', '1.5', '1e3', 'abc', '%00', '%27%3B--', 'x'.repeat(300)];

const HOSTILE_TEXT = ['texto\u0000com NUL', '\u0000', 'a'.repeat(10_000), '<script>alert(1)</script>', "'; drop table postagens; --", '\uD800', '0000-01-01T00:00:00Z'];
const HOSTILE_NUMBERS = [2 ** 31, 2 ** 53 + 1, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_TEXT, ...HOSTILE_NUMBERS, null, true, {}, [], [2 ** 31], ['\u0000']];

const QUERY_NAMES = ['pagina', 'limite', 'busca', 'categoria', 'categoriaId', 'autorId', 'excluir', 'status', 'ordenarPor', 'direcao', 'de', 'ate', 'usuarioId', 'acao', 'lida', 'ignorarId'];
const BODY_FIELDS = [
  'id', 'ids', 'opcaoId', 'deviceId', 'categoriaId', 'membroEquipeId', 'versao', 'titulo', 'slug', 'resumo', 'conteudo', 'status',
  'publicadoEm', 'inicioEm', 'fimEm', 'nome', 'email', 'password', 'senha', 'senhaAtual', 'novaSenha', 'papel', 'ordem', 'cor',
  'imagem', 'imagemUrl', 'link', 'pergunta', 'opcoes', 'alt', 'lida', 'token', 'mensagem', 'telefone', 'avatar', 'tags', 'galeria',
];

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Schema = z.core.$ZodType;
/**
 * The schemas each route read its query and its JSON body with, by `${method} ${path}`: every
 * route reads them only through parseQuery and parseJsonBody. The one-at-a-time walks below send
 * a parameter or field only where one of them reads it.
 */
const mockParsedWith = { query: new Map<string, Set<Schema>>(), body: new Map<string, Set<Schema>>() };
jest.mock('@/lib/server/api/query', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/api/query')>('@/lib/server/api/query');
  const note = (kind: 'query' | 'body', c: Parameters<typeof actual.parseQuery>[0], schema: Schema) => {
    const key = `${c.req.method} ${routePath(c).replace(/^\/api\/v1/, '')}`;
    const schemas = mockParsedWith[kind].get(key) ?? new Set<Schema>();
    mockParsedWith[kind].set(key, schemas.add(schema));
  };
  return {
    ...actual,
    parseQuery: ((c, schema) => {
      note('query', c, schema);
      return actual.parseQuery(c, schema);
    }) satisfies typeof actual.parseQuery,
    parseJsonBody: ((c, schema, options) => {
      note('body', c, schema);
      return actual.parseJsonBody(c, schema, options);
    }) satisfies typeof actual.parseJsonBody,
  };
});

/**
 * Whether `schema`, parsing `input`, looks at its top-level key `name`: reads it, asks whether it
 * is there, lists the keys (a strict or loose object, a record) or hands the input on as it is.
 * When it does none of these its answer, and so the route's, is the one for the input without it.
 */
function schemaReads(schema: Schema, input: Record<string, unknown>, name: string): boolean {
  let looked = false;
  const note = (key: string | symbol) => {
    if (key === name) looked = true;
  };
  const watched = new Proxy(input, {
    get: (target, key, receiver) => (note(key), Reflect.get(target, key, receiver)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) => (note(key), Reflect.getOwnPropertyDescriptor(target, key)),
    ownKeys: (target) => ((looked = true), Reflect.ownKeys(target)),
  });
  let output: unknown;
  try {
    output = z.safeParse(schema, watched).data; // as parseWith does
  } catch {
    return true; // an async schema, say: assume it reads everything
  }
  const holds = (value: unknown, depth: number): boolean =>
    value === watched || (depth > 0 && value !== null && typeof value === 'object' && Object.values(value).some((item) => holds(item, depth - 1)));
  return looked || holds(output, 3);
}

/** One parameter or field at a time: the values that reached the database before (overflow, NUL, year 0). */
const ONE_AT_A_TIME_QUERY = ['2147483648', '9007199254740993', '-1', 'abc', '%00', 'x%00y', '0000-01-01'];
const ONE_AT_A_TIME_BODY: unknown[] = [2 ** 31, 2 ** 53 + 1, -1, 1.5, 'texto\u0000', '0000-01-01T00:00:00Z', {}, null];

describe.each(TEST_BACKENDS)('hostile input on every /api/v1 route, no 5xx ($name)', (backend) => {
  let api: StaffApi<'admin'>;
  let routes: Array<{ method: string; path: string }>;
  /** Every route, as `${method} ${path}`, the sign-in included. */
  let routeKeys: Set<string>;

  beforeAll(async () => {
    mockParsedWith.query.clear();
    mockParsedWith.body.clear();
    api = await setupStaffApi(backend, { logins: ['admin'] });
    const app = createApiApp({ getDb: async () => api.database.db });
    routeKeys = new Set(app.routes.map((route) => `${route.method} ${route.path.replace(/^\/api\/v1/, '')}`));
    const seen = new Set<string>();
    routes = app.routes
      .filter((route) => ROUTE_METHODS.includes(route.method) && route.path !== '/api/v1/auth/login')
      .map((route) => ({ method: route.method, path: route.path.replace(/^\/api\/v1/, '') }))
      .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
  });
  afterAll(async () => {
    await api?.dispose();
  });

  const fill = (path: string, id: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, id);

  /**
   * The answer's status, after checking it; `told` is the answer's message, when it has one, and
   * `bodyRead` whether the route read the request's body at all.
   */
  async function expectNo5xx(method: string, path: string, token: string | undefined, body?: unknown, raw?: string): Promise<{ status: number; told?: string; bodyRead: boolean }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const request = new Request(`http://localhost/api/v1${path}`, { method, headers, body: hasBody ? (raw ?? JSON.stringify(body ?? {})) : undefined });
    const response = await api.app.request(request);
    const text = await response.text();
    if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    expect(response.status).toBeGreaterThanOrEqual(200);
    let told: string | undefined;
    try {
      told = (JSON.parse(text) as { message?: string }).message;
    } catch {
      // a CSV export, an empty 204
    }
    return { status: response.status, told, bodyRead: request.bodyUsed };
  }

  /** Captured schemas filed under a key that names no route: the walks would miss what they read. */
  const unknownRoutesIn = (captured: Map<string, unknown>) => [...captured.keys()].filter((key) => !routeKeys.has(key));

  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('hostile path ids', async () => {
    for (const { method, path } of routes) {
      if (!path.includes(':')) continue;
      for (const id of HOSTILE_IDS) {
        await expectNo5xx(method, fill(path, id), api.tokens.admin);
        await expectNo5xx(method, fill(path, id), undefined);
      }
    }
  });

  it('hostile query values, one parameter at a time', async () => {
    for (const { method, path } of routes.filter((route) => route.method === 'GET')) {
      const target = fill(path, '999999');
      const plain = (await expectNo5xx(method, target, api.tokens.admin)).status;
      const schemas = [...(mockParsedWith.query.get(`${method} ${path}`) ?? [])];
      for (const value of ONE_AT_A_TIME_QUERY) {
        // parseQuery refuses a control character in any name or value before its schema sees the query.
        const refused = schemas.length > 0 && hasControlCharacter(new URLSearchParams(`q=${value}`).get('q')!);
        const read = refused ? [] : QUERY_NAMES.filter((name) => schemas.some((schema) => schemaReads(schema, Object.fromEntries(new URLSearchParams(`${name}=${value}`)), name)));
        for (const name of read) await expectNo5xx(method, `${target}?${name}=${value}`, api.tokens.admin);
        // Any other name gets the answer without a query, or the refusal: one stands for all of them.
        const other = QUERY_NAMES.find((name) => !read.includes(name));
        if (!other) continue;
        const url = `${target}?${other}=${value}`;
        const { status, told } = await expectNo5xx(method, url, api.tokens.admin);
        expect({ url, status, refused: told === QUERY_CONTROL_CHARACTER_MESSAGE }).toEqual({ url, status: refused ? 400 : plain, refused });
      }
    }
    expect(unknownRoutesIn(mockParsedWith.query)).toEqual([]);
  });

  it('hostile JSON bodies, field by field and whole', async () => {
    for (const { method, path } of routes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE')) {
      const target = fill(path, '999999');
      let bodyRead = false;
      for (const raw of ['', 'null', '[]', '"texto"', '{', '{"a":1,"a":2}', '{"__proto__":{"admin":true}}']) bodyRead ||= (await expectNo5xx(method, target, api.tokens.admin, undefined, raw)).bodyRead;
      for (const value of HOSTILE_VALUES) bodyRead ||= (await expectNo5xx(method, target, api.tokens.admin, Object.fromEntries(BODY_FIELDS.map((field) => [field, value])))).bodyRead;
      const empty = await expectNo5xx(method, target, api.tokens.admin, {});
      const schemas = [...(mockParsedWith.body.get(`${method} ${path}`) ?? [])];
      // A body read other than through parseJsonBody (an upload's stream, say): no schema tells which fields count.
      const readElsewhere = (bodyRead || empty.bodyRead) && schemas.length === 0;
      for (const value of ONE_AT_A_TIME_BODY) {
        // What the schema sees: the JSON as parsed, without control characters (parseJsonBody).
        const seen = (field: string) => stripControlCharactersDeep(JSON.parse(JSON.stringify({ [field]: value }))) as Record<string, unknown>;
        const read = readElsewhere ? BODY_FIELDS : BODY_FIELDS.filter((field) => schemas.some((schema) => schemaReads(schema, seen(field), field)));
        for (const field of read) await expectNo5xx(method, target, api.tokens.admin, { [field]: value });
        // Any other field is dropped unread, so its body answers as {} does: one stands for all of them.
        const other = BODY_FIELDS.find((field) => !read.includes(field));
        if (!other) continue;
        const { status } = await expectNo5xx(method, target, api.tokens.admin, { [other]: value });
        expect({ route: `${method} ${target}`, other, status }).toEqual({ route: `${method} ${target}`, other, status: empty.status });
      }
    }
    expect(unknownRoutesIn(mockParsedWith.body)).toEqual([]);
    // Unknown ids in the body of the routes that take a real path, too.
    await expectNo5xx('POST', '/publico/enquetes/1/votar', undefined, { opcaoId: 2 ** 31, deviceId: 'dispositivo-1234' });
    await expectNo5xx('POST', '/publico/enquetes/1/votar', undefined, { opcaoId: 2 ** 53, deviceId: 'dispositivo-1234' });
  });

  it('a contact message with NUL and other control characters is stored without them', async () => {
    const token = ((await (await api.app.request('/api/v1/publico/contato/token')).json()) as { token: string }).token;
    // The form's minimum fill time (3 s) passes on the clock alone: only Date is faked.
    jest.useFakeTimers({ now: Date.now() + 3100, doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let response: Response;
    try {
      response = await api.app.request('/api/v1/publico/contato', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, nome: 'Ana\u0000 Souza', email: 'ana@example.com', telefone: '', assunto: 'Dúvida\u0007', mensagem: 'Olá\u0000, tudo bem? Quero saber da programação.' }),
      });
    } finally {
      jest.useRealTimers();
    }
    expect(response.status).toBe(201);
    const inbox = (await (await api.app.request('/api/v1/mensagens', { headers: { authorization: `Bearer ${api.tokens.admin}` } })).json()) as { dados: Array<{ nome: string; mensagem: string }> };
    expect(inbox.dados[0]).toMatchObject({ nome: 'Ana Souza', mensagem: 'Olá, tudo bem? Quero saber da programação.' });
  });

  it('the sign-in, with hostile values in each field', async () => {
    for (const value of HOSTILE_VALUES) {
      switchLimiters();
      await expectNo5xx('POST', '/auth/login', undefined, { email: value, password: value });
    }
  });

  it('an unknown method on a known path answers 405 with Allow, in pt-BR', async () => {
    // (TRACE itself cannot be built as a fetch Request; the e2e server spec sends it over a socket.)
    const response = await api.app.request('/api/v1/publico/enquetes', { method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ message: 'Método não permitido para este endereço.', codigo: 'METODO_NAO_PERMITIDO' });
    const put = await api.app.request('/api/v1/categorias', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, HEAD');
  });
});
