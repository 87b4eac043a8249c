import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES, verifyPassword } from '../password';
import { httpHeadersOf, httpStatusOf } from '../../api/error-status';

jest.mock('server-only', () => ({}));

// argon2 replaced by checks that finish only when the test says so: how many run at once is visible.
const running = { now: 0, most: 0 };
const pending: Array<() => void> = [];
jest.mock('@node-rs/argon2', () => ({
  hash: async () => 'hash',
  verify: () =>
    new Promise<boolean>((resolve) => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      pending.push(() => {
        running.now -= 1;
        resolve(false);
      });
    }),
}));

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the hashing gate', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} checks at once, queues ${MAX_WAITING_HASHES} more and turns the rest away with 503`, async () => {
    const total = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES + 6;
    const outcomes = Array.from({ length: total }, () => verifyPassword('hash', 'senha').then(() => 'checked', (error) => `${httpStatusOf(error)} ${error.codigo} ${httpHeadersOf(error)['Retry-After']}`));
    await flush();
    expect(running.now).toBe(MAX_CONCURRENT_HASHES);
    while (pending.length > 0 || running.now > 0) {
      pending.shift()?.();
      await flush();
    }
    const results = await Promise.all(outcomes);
    expect(running.most).toBe(MAX_CONCURRENT_HASHES);
    expect(results.filter((result) => result === 'checked')).toHaveLength(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES);
    expect(results.filter((result) => result === '503 SERVICO_OCUPADO 2')).toHaveLength(6);
  });
});
