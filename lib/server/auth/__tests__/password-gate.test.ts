import { availableParallelism } from 'node:os';
import { assertHashingRoom, DUMMY_HASH, hashingLoad, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES, verifyAgainstDummy, verifyPassword } from '../password';
import { httpHeadersOf, httpStatusOf } from '../../api/error-status';
import type { AppError } from '../../errors';

jest.mock('server-only', () => ({}));

// argon2 replaced by checks that finish only when the test says so: how many run at once is visible.
const running = { now: 0, most: 0 };
const pending: Array<() => void> = [];
const checkedHashes: string[] = [];
jest.mock('@node-rs/argon2', () => ({
  hash: async () => 'hash',
  verify: (hashed: string) =>
    new Promise<boolean>((resolve) => {
      checkedHashes.push(hashed);
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      pending.push(() => {
        running.now -= 1;
        // Says "matches" to everything: only the code under test decides what a match is worth.
        resolve(true);
      });
    }),
}));

const flush = () => new Promise((resolve) => setImmediate(resolve));

async function finishAll() {
  while (pending.length > 0 || running.now > 0) {
    pending.shift()?.();
    await flush();
  }
}

const STORED = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

beforeEach(() => {
  running.most = 0;
  checkedHashes.length = 0;
});

describe('the hashing gate', () => {
  it('lets half the cores hash at once (at least one) and keeps a line of 8', () => {
    expect(MAX_CONCURRENT_HASHES).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(MAX_WAITING_HASHES).toBe(8);
    for (const [cores, concurrent] of [
      [1, 1],
      [2, 1],
      [3, 1],
      [8, 4],
    ]) {
      jest.isolateModules(() => {
        jest.doMock('node:os', () => ({ availableParallelism: () => cores }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        expect({ cores, concurrent: (require('../password') as typeof import('../password')).MAX_CONCURRENT_HASHES }).toEqual({ cores, concurrent });
        jest.dontMock('node:os');
      });
    }
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} checks at once, queues ${MAX_WAITING_HASHES} more and turns the rest away with 503 before hashing`, async () => {
    const total = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES + 6;
    const outcomes = Array.from({ length: total }, () =>
      verifyPassword(STORED, 'senha').then(
        () => 'checked',
        (error: AppError) => `${httpStatusOf(error)} ${error.codigo} ${httpHeadersOf(error)['Retry-After']} ${error.message}`,
      ),
    );
    await flush();
    expect(running.now).toBe(MAX_CONCURRENT_HASHES);
    expect(hashingLoad()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: MAX_WAITING_HASHES });
    expect(() => assertHashingRoom()).toThrow('Muitos acessos ao mesmo tempo. Tente novamente em instantes.');
    await finishAll();
    const results = await Promise.all(outcomes);
    expect(running.most).toBe(MAX_CONCURRENT_HASHES);
    expect(checkedHashes).toHaveLength(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES);
    expect(results.filter((result) => result === 'checked')).toHaveLength(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES);
    expect(results.filter((result) => result === '503 SERVICO_OCUPADO 2 Muitos acessos ao mesmo tempo. Tente novamente em instantes.')).toHaveLength(6);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    expect(() => assertHashingRoom()).not.toThrow();
  });

  it('an unknown e-mail costs one check of the dummy hash, through the same gate', async () => {
    const blockers = Array.from({ length: MAX_CONCURRENT_HASHES }, () => verifyPassword(STORED, 'senha'));
    const unknown = verifyAgainstDummy('senha-qualquer');
    await flush();
    expect(hashingLoad()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: 1 });
    await finishAll();
    await expect(unknown).resolves.toBe(false);
    await Promise.all(blockers);
    expect(checkedHashes).toEqual([...Array(MAX_CONCURRENT_HASHES).fill(STORED), DUMMY_HASH]);
  });

  it.each([
    ['an empty hash', ''],
    ['a hash of another scheme', '$2b$10$abcdefghijklmnopqrstuuu1234567890123456789012345678901'],
    ['a disabled marker', '!'],
  ])('%s is checked against the dummy (same time), and never matches', async (_name, stored) => {
    const outcome = verifyPassword(stored, 'senha');
    await flush();
    expect(running.now).toBe(1);
    await finishAll();
    await expect(outcome).resolves.toBe(false);
    expect(checkedHashes).toEqual([DUMMY_HASH]);
  });

  it('a stored argon2 hash is checked as it is', async () => {
    const outcome = verifyPassword(STORED, 'senha');
    await finishAll();
    await expect(outcome).resolves.toBe(true);
    expect(checkedHashes).toEqual([STORED]);
  });

  it('the dummy hash has the parameters new passwords get, and real argon2 reads it', async () => {
    expect(DUMMY_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
    await expect(argon2.verify(DUMMY_HASH, 'senha-qualquer')).resolves.toBe(false);
  });
});
