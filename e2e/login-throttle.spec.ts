import http from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD as PASSWORD, signInToPanel } from './helpers';

/*
 * Issue 11 item 1, against the real server: the sign-in throttle counts per socket address, so a
 * client that floods wrong passwords (and forges every forwarding header) locks only itself out.
 * The flood comes from 127.0.0.2, so the browser (127.0.0.1) and the other specs are untouched.
 */

function postLogin(port: number, localAddress: string, body: object, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: { message?: string; codigo?: string } }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, path: '/api/v1/auth/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

test('a flood of wrong logins from one address locks only that address, whatever headers it forges', async ({ page, baseURL }) => {
  const port = Number(new URL(baseURL ?? '').port);
  const statuses: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const forged = { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}`, 'x-sintonia-peer': `198.51.100.${i}` };
    statuses.push((await postLogin(port, '127.0.0.2', { email: 'autor@sintonia.local', password: `errada-${i}-x` }, forged)).status);
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

  const locked = await postLogin(port, '127.0.0.2', { email: 'autor@sintonia.local', password: PASSWORD }, { 'x-forwarded-for': '192.0.2.1' });
  expect(locked).toEqual({ status: 429, body: { message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' } });

  // Another address signs in to the same account, through the API and through the panel.
  expect((await postLogin(port, '127.0.0.3', { email: 'autor@sintonia.local', password: PASSWORD })).status).toBe(200);
  await signInToPanel(page, 'autor@sintonia.local');
});
