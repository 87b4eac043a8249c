/** @jest-environment jsdom */
import { RENEW_AFTER_MS, renewSessionIfDue, tokenIssuedAtMs } from '../session-renewal';
import { applyNewToken } from '../session-update';

jest.mock('../session-update', () => ({ applyNewToken: jest.fn(async () => ({ id: 1 })) }));

const tokenIssuedAt = (seconds: number) => `h.${btoa(JSON.stringify({ sub: '1', iat: seconds })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const NOW = Date.UTC(2026, 10, 25, 20, 0);

beforeEach(() => {
  window.localStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ accessToken: 'novo', usuario: { id: 1 } }) })) as unknown as typeof fetch;
  (applyNewToken as jest.Mock).mockClear();
});

describe('tokenIssuedAtMs', () => {
  it.each<[string, number | null]>([
    [tokenIssuedAt(1_700_000_000), 1_700_000_000_000],
    ['sem-pontos', null],
    ['a.bm8tanNvbg.b', null],
    [`h.${btoa(JSON.stringify({ iat: 'ontem' }))}.s`, null],
  ])('%s → %p', (token, expected) => {
    expect(tokenIssuedAtMs(token)).toBe(expected);
  });
});

describe('renewSessionIfDue', () => {
  it('leaves a young token alone', async () => {
    window.localStorage.setItem('token', tokenIssuedAt((NOW - RENEW_AFTER_MS + 60_000) / 1000));
    expect(await renewSessionIfDue(NOW)).toBe(false);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('exchanges an old token for a new one, everywhere', async () => {
    const old = tokenIssuedAt((NOW - RENEW_AFTER_MS - 60_000) / 1000);
    window.localStorage.setItem('token', old);
    expect(await renewSessionIfDue(NOW)).toBe(true);
    expect(global.fetch).toHaveBeenCalledWith('/api/v1/auth/renovar', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ authorization: `Bearer ${old}` }) }));
    expect(applyNewToken).toHaveBeenCalledWith('novo', { id: 1 });
  });

  it('does nothing more when the server refuses (the next call handles an ended session)', async () => {
    window.localStorage.setItem('token', tokenIssuedAt((NOW - 10 * RENEW_AFTER_MS) / 1000));
    global.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) as unknown as typeof fetch;
    expect(await renewSessionIfDue(NOW)).toBe(false);
    expect(applyNewToken).not.toHaveBeenCalled();
  });

  it('without a token, asks nothing', async () => {
    expect(await renewSessionIfDue(NOW)).toBe(false);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
