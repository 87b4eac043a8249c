import { asc, eq, sql } from 'drizzle-orm';
import { normalizeTeamList } from '@/lib/domain/team';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { mensagensContato, membrosEquipe } from '@/lib/server/db/schema';
import { TEAM } from '@/lib/server/db/seed/station';
import {
  CONTACT_MIN_FILL_MS,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_MS,
  CONTACT_TOKEN_TTL_MS,
  CONTACT_RATE_LIMIT_UNKNOWN_ADDRESS,
  checkContactToken,
  contactRateBuckets,
  issueContactToken,
  takeContactSlot,
} from '@/lib/server/services/contact';
import { AppError } from '@/lib/server/errors';
import { httpHeadersOf, httpStatusOf } from '@/lib/server/api/error-status';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi } from '@/test/helpers/staff-api';
import { limiter, switchLimiters, type LimitStep } from '@/lib/server/limits/limiter';

jest.setTimeout(120_000);

const REJECTED = 'Não foi possível enviar sua mensagem. Recarregue a página e tente de novo.';
const TOO_MANY = 'Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.';
const SENT = 'Mensagem enviada! Obrigado pelo contato — responderemos em breve.';

/** A token issued long enough ago to pass the time trap. */
const readyToken = () => issueContactToken(Date.now() - CONTACT_MIN_FILL_MS - 2000);

let ipCounter = 0;
/** Each test writes from its own address and e-mail, so the process-wide rate limit never leaks between tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;
const freshEmail = () => `ouvinte${++ipCounter}@example.com`;

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Joana Ouvinte',
  email: freshEmail(),
  telefone: '(51) 99999-1234',
  assunto: 'Sugestão de pauta',
  mensagem: 'Bom dia! Gostaria de sugerir uma reportagem sobre a feira do produtor no sábado.',
  site: '',
  token: readyToken(),
  ...overrides,
});

describe.each(TEST_BACKENDS)('contato e equipe /api/v1 ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;

  const post = async (body: unknown, ip: string | null = freshIp(), contentType = 'application/json') => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (ip) headers['x-forwarded-for'] = ip;
    const response = await app.request('/api/v1/publico/contato', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };
  const messageCount = async () => {
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(mensagensContato);
    return n;
  };
  const storedBy = (email: string) => database.db.select().from(mensagensContato).where(eq(mensagensContato.email, email));

  beforeAll(async () => {
    ({ database, app } = await setupStaffApi(backend, { logins: [] }));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('POST /publico/contato', () => {
    it('stores a valid message with the trusted client address and answers 201', async () => {
      const ip = freshIp();
      const message = validMessage({ nome: '  Joana Ouvinte  ' });
      const response = await post(message, ip);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: SENT });
      const rows = await storedBy(message.email as string);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        nome: 'Joana Ouvinte',
        email: message.email,
        telefone: '(51) 99999-1234',
        assunto: 'Sugestão de pauta',
        mensagem: message.mensagem,
        ip,
        lida: false,
      });
      expect(rows[0].criadoEm).toBeInstanceOf(Date);
    });

    it('optional fields may be absent or blank; they are stored as null', async () => {
      const message = validMessage({ telefone: '   ', assunto: undefined });
      expect((await post(message)).status).toBe(201);
      const [row] = await storedBy(message.email as string);
      expect(row).toMatchObject({ telefone: null, assunto: null });
    });

    it('without a trusted proxy header the address is not taken from the request', async () => {
      const untrusted = createApiApp({ getDb: async () => database.db });
      const message = validMessage();
      const response = await untrusted.request('/api/v1/publico/contato', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify(message),
      });
      expect(response.status).toBe(201);
      const [row] = await storedBy(message.email as string);
      expect(row.ip).toBeNull();
    });

    const long = (n: number) => 'a'.repeat(n);
    it.each<[string, string, Record<string, unknown>, string]>([
      ['nome missing', 'nome', { nome: undefined }, 'Informe seu nome.'],
      ['nome blank', 'nome', { nome: '   ' }, 'Informe seu nome.'],
      ['nome too short', 'nome', { nome: 'J' }, 'O nome deve ter pelo menos 2 caracteres.'],
      ['nome too long', 'nome', { nome: long(121) }, 'O nome pode ter no máximo 120 caracteres.'],
      ['nome not text', 'nome', { nome: 42 }, 'Informe seu nome.'],
      ['email missing', 'email', { email: undefined }, 'Informe seu e-mail.'],
      ['email invalid', 'email', { email: 'joana@' }, 'Informe um e-mail válido.'],
      ['email without domain dot', 'email', { email: 'joana.example.com' }, 'Informe um e-mail válido.'],
      ['telefone with letters', 'telefone', { telefone: '51 9999-abcd' }, 'O telefone pode ter apenas números, espaços, parênteses, + e -.'],
      ['telefone too short', 'telefone', { telefone: '1234-56' }, 'O telefone deve ter entre 8 e 20 caracteres.'],
      ['telefone too long', 'telefone', { telefone: '+55 (51) 99999-1234 000' }, 'O telefone deve ter entre 8 e 20 caracteres.'],
      ['telefone with too few digits', 'telefone', { telefone: '(51) ---- 12' }, 'O telefone deve ter pelo menos 8 dígitos.'],
      ['assunto too long', 'assunto', { assunto: long(151) }, 'O assunto pode ter no máximo 150 caracteres.'],
      ['mensagem missing', 'mensagem', { mensagem: undefined }, 'Escreva sua mensagem.'],
      ['mensagem too short', 'mensagem', { mensagem: 'Olá rádio' }, 'A mensagem deve ter pelo menos 10 caracteres.'],
      ['mensagem too long', 'mensagem', { mensagem: long(5001) }, 'A mensagem pode ter no máximo 5.000 caracteres.'],
      [
        'mensagem with more than 3 links',
        'mensagem',
        { mensagem: 'Ofertas: https://a.example http://b.example www.c.example https://d.example' },
        'A mensagem pode ter no máximo 3 links.',
      ],
    ])('%s → 400 with campos.%s', async (_label, field, overrides, expected) => {
      const before = await messageCount();
      const response = await post(validMessage(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Verifique os campos destacados e tente de novo.',
        codigo: 'REQUISICAO_INVALIDA',
        campos: { [field]: expected },
      });
      expect(await messageCount()).toBe(before);
    });

    it('exactly 3 links and the length limits themselves are accepted', async () => {
      const response = await post(
        validMessage({ nome: long(120), assunto: long(150), telefone: '12345678', mensagem: `Veja https://a.example http://b.example www.c.example ${long(10)}` }),
      );
      expect(response.status).toBe(201);
    });

    it('reports every invalid field at once', async () => {
      const response = await post(validMessage({ nome: '', email: 'x', mensagem: 'curta' }));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.campos).sort()).toEqual(['email', 'mensagem', 'nome']);
    });

    it('honeypot filled → 201 with the same answer, but nothing is stored', async () => {
      const before = await messageCount();
      const message = validMessage({ site: 'https://spam.example' });
      const response = await post(message);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: SENT });
      expect(await messageCount()).toBe(before);
      // Even without a token or valid fields: the bot learns nothing.
      expect((await post({ site: 'x', nome: '' })).status).toBe(201);
      expect(await messageCount()).toBe(before);
    });

    it.each<[string, () => unknown]>([
      ['missing', () => undefined],
      ['empty', () => ''],
      ['not text', () => 12345],
      ['garbage', () => 'abc.def'],
      ['forged signature', () => readyToken().replace(/\.[^.]+$/, '.assinatura-falsa')],
      ['forged timestamp', () => {
        const [version, , nonce, signature] = readyToken().split('.');
        return [version, String(Date.now() - 60_000), nonce, signature].join('.');
      }],
      ['issued in the future', () => issueContactToken(Date.now() + 10 * 60_000)],
      ['too fast (just issued)', () => issueContactToken()],
      ['too fast (2.5 s)', () => issueContactToken(Date.now() - 2500)],
      ['expired (older than 2 h)', () => issueContactToken(Date.now() - CONTACT_TOKEN_TTL_MS - 1000)],
    ])('token %s → 400 and nothing stored', async (_label, token) => {
      const before = await messageCount();
      const response = await post(validMessage({ token: token() }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: REJECTED, codigo: 'ENVIO_RECUSADO' });
      expect(await messageCount()).toBe(before);
    });

    it('GET /publico/contato/token issues a token that is refused at once and accepted after 3 s', async () => {
      const response = await app.request('/api/v1/publico/contato/token');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { token } = (await response.json()) as { token: string };
      expect(token).toMatch(/^v1\.\d+\.[\w-]+\.[\w-]+$/);
      const issuedAt = Number(token.split('.')[1]);
      expect(checkContactToken(token, issuedAt)).toBe('too-fast');
      expect(checkContactToken(token, issuedAt + CONTACT_MIN_FILL_MS)).toBe('ok');
      expect(checkContactToken(token, issuedAt + CONTACT_TOKEN_TTL_MS)).toBe('ok');
      expect(checkContactToken(token, issuedAt + CONTACT_TOKEN_TTL_MS + 1)).toBe('expired');
      expect((await post(validMessage({ token }))).status).toBe(400);
    });

    it('refuses a body that is not a JSON object', async () => {
      expect((await post('nome=Joana', freshIp(), 'application/x-www-form-urlencoded')).status).toBe(400);
      expect((await post('{"nome":', freshIp())).body.message).toBe('O corpo da requisição não é um JSON válido.');
      expect((await post([validMessage()])).status).toBe(400);
    });

    it('refuses an oversized body with 413 before reading it', async () => {
      const before = await messageCount();
      const response = await post(validMessage({ mensagem: 'a'.repeat(70 * 1024) }));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'A mensagem é grande demais para ser enviada.', codigo: 'CORPO_GRANDE_DEMAIS' });
      expect(await messageCount()).toBe(before);
      // A long but valid message (multi-byte characters included) is well within the limit.
      expect((await post(validMessage({ mensagem: 'ção '.repeat(1250).trim() }))).status).toBe(201);
    });

    it(`rate limit per client address: the ${CONTACT_RATE_LIMIT + 1}th message in 10 min → 429 with Retry-After`, async () => {
      const ip = freshIp();
      for (let i = 0; i < CONTACT_RATE_LIMIT; i++) expect((await post(validMessage(), ip)).status).toBe(201);
      const before = await messageCount();
      const limited = await post(validMessage(), ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: TOO_MANY, codigo: 'MUITAS_REQUISICOES' });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_WINDOW_MS / 1000);
      expect(await messageCount()).toBe(before);
      // Another address is not affected.
      expect((await post(validMessage(), freshIp())).status).toBe(201);
    });

    it('rate limit per e-mail, whatever the address and letter case', async () => {
      const email = freshEmail();
      for (let i = 0; i < CONTACT_RATE_LIMIT; i++) {
        expect((await post(validMessage({ email: i % 2 ? email.toUpperCase() : email }), freshIp())).status).toBe(201);
      }
      const limited = await post(validMessage({ email }), freshIp());
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('refused submissions (bad token, invalid fields, honeypot) do not use up the limit', async () => {
      const ip = freshIp();
      for (let i = 0; i < CONTACT_RATE_LIMIT + 2; i++) {
        expect((await post(validMessage({ token: issueContactToken() }), ip)).status).toBe(400);
        expect((await post(validMessage({ mensagem: 'curta' }), ip)).status).toBe(400);
        expect((await post(validMessage({ site: 'bot' }), ip)).status).toBe(201);
      }
      expect((await post(validMessage(), ip)).status).toBe(201);
    });
  });

  describe('GET /publico/equipe', () => {
    it('lists the active members with {id, nome, cargo, avatar, bio, redes, colunista}, in the staff order', async () => {
      const response = await app.request('/api/v1/publico/equipe');
      expect(response.status).toBe(200);
      const body = (await response.json()) as any[];
      expect(body.map((m) => m.nome)).toEqual(TEAM.map((m) => m.nome));
      for (const member of body) {
        expect(Object.keys(member).sort()).toEqual(['avatar', 'bio', 'cargo', 'colunista', 'id', 'nome', 'redes']);
        expect(member).toEqual({
          id: expect.any(Number),
          nome: expect.any(String),
          cargo: expect.any(String),
          avatar: expect.stringMatching(/^\/uploads\//),
          bio: expect.any(String),
          redes: expect.any(Object),
          colunista: expect.any(Boolean),
        });
      }
      const marta = body.find((m) => m.nome === 'Marta Lindner');
      expect(marta.redes).toEqual({ instagram: 'https://www.instagram.com/martalindner.jor', twitter: 'https://x.com/martalindner' });
      // The seed's columns are written by Paulo, Helena, Jorge and Marta.
      expect(body.filter((m) => m.colunista).map((m) => m.nome).sort()).toEqual(
        ['Helena Boff', 'Jorge Dalla Costa', 'Marta Lindner', 'Paulo Weber'].sort(),
      );
      expect(normalizeTeamList(body)).toHaveLength(TEAM.length);
    });

    it('follows ordem (then nome) and hides inactive members', async () => {
      const [first, second] = await database.db.select().from(membrosEquipe).orderBy(asc(membrosEquipe.ordem)).limit(2);
      await database.db.update(membrosEquipe).set({ ativo: false }).where(eq(membrosEquipe.id, first.id));
      await database.db.update(membrosEquipe).set({ ordem: 99 }).where(eq(membrosEquipe.id, second.id));
      const [inserted] = await database.db
        .insert(membrosEquipe)
        .values([{ nome: 'Ana Nova', cargo: 'Produtora', ordem: 0 }])
        .returning({ id: membrosEquipe.id });
      try {
        const body = (await (await app.request('/api/v1/publico/equipe')).json()) as any[];
        const names = body.map((m) => m.nome);
        expect(names).not.toContain(first.nome);
        expect(names[0]).toBe('Ana Nova');
        expect(names[names.length - 1]).toBe(second.nome);
        expect(body[0]).toMatchObject({ avatar: null, bio: null, redes: {}, colunista: false });
      } finally {
        await database.db.update(membrosEquipe).set({ ativo: true }).where(eq(membrosEquipe.id, first.id));
        await database.db.update(membrosEquipe).set({ ordem: second.ordem }).where(eq(membrosEquipe.id, second.id));
        await database.db.delete(membrosEquipe).where(eq(membrosEquipe.id, inserted.id));
      }
    });
  });
});

describe('contact rate limit (in memory)', () => {
  const t0 = 1_900_000_000_000;
  // The memory store reads Date.now(): each step sets it.
  const at = (time: number) => jest.spyOn(Date, 'now').mockReturnValue(time);
  beforeEach(() => switchLimiters());
  afterEach(() => jest.restoreAllMocks());

  const retryAfterOf = async (take: Promise<unknown>): Promise<string | undefined> => {
    try {
      await take;
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(httpStatusOf(error as AppError)).toBe(429);
      return httpHeadersOf(error as AppError)['Retry-After'];
    }
    throw new Error('esperava 429');
  };
  /** A bucket of its own, created after the beforeEach reset. */
  const bucketOf = (key: string, points: number): LimitStep => ({ limiter: limiter(`teste-${key}`, { points, durationSeconds: CONTACT_RATE_WINDOW_MS / 1000 }), key });

  it('Retry-After is the time until the 10-minute window, started by the first message, resets', async () => {
    const bucket = [bucketOf('janela', 2)];
    at(t0);
    await takeContactSlot(bucket);
    at(t0 + 60_000);
    await takeContactSlot(bucket);
    at(t0 + 120_000);
    expect(await retryAfterOf(takeContactSlot(bucket))).toBe(String((CONTACT_RATE_WINDOW_MS - 120_000) / 1000));
    at(t0 + CONTACT_RATE_WINDOW_MS - 1);
    expect(await retryAfterOf(takeContactSlot(bucket))).toBe('1');
    // The window has reset: the bucket is free again (fixed windows, not a sliding log).
    at(t0 + CONTACT_RATE_WINDOW_MS);
    await expect(takeContactSlot(bucket)).resolves.toEqual(expect.any(Function));
    await expect(takeContactSlot(bucket)).resolves.toEqual(expect.any(Function));
    await expect(retryAfterOf(takeContactSlot(bucket))).resolves.toBe(String(CONTACT_RATE_WINDOW_MS / 1000));
  });

  it('with several full buckets, Retry-After waits for the one that resets last', async () => {
    const address = bucketOf('endereco', 1);
    const email = bucketOf('email', 1);
    at(t0);
    await takeContactSlot([address]);
    at(t0 + 120_000);
    await takeContactSlot([email]);
    at(t0 + 180_000);
    expect(await retryAfterOf(takeContactSlot([address, email]))).toBe(String((CONTACT_RATE_WINDOW_MS - 60_000) / 1000));
  });

  it('takes a slot in every bucket or in none, and the undo gives it back', async () => {
    const full = bucketOf('cheio', 1);
    const free = bucketOf('livre', 1);
    at(t0);
    await takeContactSlot([full]);
    at(t0 + 1);
    expect(await retryAfterOf(takeContactSlot([free, full]))).toBeDefined();
    at(t0 + 2);
    const release = await takeContactSlot([free]);
    at(t0 + 3);
    expect(await retryAfterOf(takeContactSlot([free]))).toBeDefined();
    await release();
    at(t0 + 4);
    await expect(takeContactSlot([free])).resolves.toEqual(expect.any(Function));
  });

  const described = (buckets: LimitStep[]) => buckets.map(({ limiter: { name, points }, key }) => ({ name, points, key }));

  it('an unknown client address shares one wider bucket; e-mails are compared case-insensitively', () => {
    expect(described(contactRateBuckets(null, ' Ana@Example.com '))).toEqual([
      { name: 'contato-endereco-desconhecido', points: CONTACT_RATE_LIMIT_UNKNOWN_ADDRESS, key: 'desconhecido' },
      { name: 'contato-email', points: CONTACT_RATE_LIMIT, key: 'ana@example.com' },
    ]);
    expect(described(contactRateBuckets('203.0.113.9', 'a@b.co'))[0]).toEqual({ name: 'contato-endereco', points: CONTACT_RATE_LIMIT, key: '203.0.113.9' });
  });

  it('the addresses of one IPv6 /64 share their bucket', async () => {
    at(t0);
    for (let i = 1; i <= CONTACT_RATE_LIMIT; i += 1) await takeContactSlot(contactRateBuckets(`2001:db8:1:2::${i}`, `pessoa${i}@example.com`));
    expect(await retryAfterOf(takeContactSlot(contactRateBuckets('2001:db8:1:2:ffff::9', 'outra@example.com')))).toBe(String(CONTACT_RATE_WINDOW_MS / 1000));
    await expect(takeContactSlot(contactRateBuckets('2001:db8:1:3::1', 'outra@example.com'))).resolves.toEqual(expect.any(Function));
  });
});
