import { isDatabaseUnavailable, logDatabaseOutage, noteDatabaseAvailable, OUTAGE_LOG_INTERVAL_MS, resetOutageLog } from '../outage';

const pgError = (code: string, message = 'erro') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each<[string, unknown, boolean]>([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    ['the server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command'), true],
    ['a connection failure (08006)', pgError('08006'), true],
    ['too many connections (53300)', pgError('53300'), true],
    ['a pool that lost its connection', new Error('Connection terminated unexpectedly'), true],
    ['a connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['wrapped by drizzle', Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') }), true],
    ['both addresses of localhost refused', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {}), true],
    ['a unique violation (23505)', pgError('23505', 'duplicate key'), false],
    ['an integer overflow (22003)', pgError('22003', 'out of range'), false],
    ['a bug', new TypeError('x is undefined'), false],
    ['nothing', null, false],
  ])('%s → %s', (_, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('logDatabaseOutage', () => {
  beforeEach(() => resetOutageLog());

  it('logs the start once, then once per interval with the count, then the recovery', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let now = 1_000_000;
    for (let i = 0; i < 1000; i += 1) {
      logDatabaseOutage(error, now, log);
      now += 20; // 1000 failed requests in 20 s
    }
    expect(lines).toEqual(['[db] banco de dados indisponível: ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432']);
    now = 1_000_000 + OUTAGE_LOG_INTERVAL_MS;
    logDatabaseOutage(error, now, log);
    expect(lines[1]).toBe('[db] banco de dados ainda indisponível (há 30 s; 1000 requisições recusadas desde o último aviso): ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432');
    noteDatabaseAvailable(now + 2000, log);
    noteDatabaseAvailable(now + 3000, log);
    expect(lines.slice(2)).toEqual(['[db] banco de dados disponível de novo após 32 s.']);
  });
});
