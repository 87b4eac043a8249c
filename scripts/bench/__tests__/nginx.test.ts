import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchNginxConfig, DEPLOY_NGINX_CONF, MICROCACHE_CONF, nginxTargets, placeBesideAlone } from '../nginx.mjs';

const deployConf = fs.readFileSync(DEPLOY_NGINX_CONF, 'utf8');
const microcache = fs.readFileSync(MICROCACHE_CONF, 'utf8');
const composeFile = fs.readFileSync(path.join(path.dirname(DEPLOY_NGINX_CONF), 'compose.yaml'), 'utf8');

/** One `map $source $result { … }` of the microcache, evaluated as nginx does: regexes in order, else the default. */
function nginxMap(result: string): (value: string) => string {
  const block = new RegExp(`map \\$\\S+ \\$${result} \\{\\n([\\s\\S]*?)\\n\\}`).exec(microcache);
  if (!block) throw new Error(`map $${result} not found`);
  let fallback = '';
  const rules: [RegExp, string][] = [];
  for (const line of block[1].split('\n')) {
    const entry = /^\s*(?:default\s+(\S+)|"~(\*?)(.*)"\s+(\S+));$/.exec(line);
    if (!entry) continue;
    if (entry[1] !== undefined) fallback = entry[1];
    else rules.push([new RegExp(entry[3], entry[2] ? 'i' : ''), entry[4]]);
  }
  return (value) => rules.find(([pattern]) => pattern.test(value))?.[1] ?? fallback;
}

/** The directives of a `location … {` block of deploy/nginx.conf. */
function locationBlock(conf: string, head: string): string {
  const start = conf.indexOf(`location ${head} {`);
  if (start === -1) throw new Error(`location ${head} not found`);
  return conf.slice(start, conf.indexOf('\n    }', start));
}

describe('the microcache (deploy/nginx-microcache.conf)', () => {
  const encoding = nginxMap('sintonia_codificacao');
  it.each<[string, string]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['BR;q=0.5, gzip', 'br'],
    ['br;q=1.0', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.8', 'gzip'],
    ['deflate, gzip;q=0.05', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['brotli, xgzip', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding %j is kept and asked of the app as %s', (header, expected) => {
    expect(encoding(header)).toBe(expected);
  });

  const privatePath = nginxMap('sintonia_caminho_privado');
  it.each<[string, string]>([
    ['/', '0'],
    ['/noticias', '0'],
    ['/politica/feira-do-produtor', '0'],
    ['/administracao', '0'],
    ['/_next/static/chunks/app.js', '0'],
    ['/api/v1/publico/no-ar', '0'],
    ['/api/v1/publico/postagens', '0'],
    ['/api/cobertura/41', '0'],
    ['/admin', '1'],
    ['/admin/postagens/41', '1'],
    ['/previa/q1w2e3', '1'],
    ['/api/v1/postagens', '1'],
    ['/api/v1/auth/login', '1'],
    ['/api/v1/health', '1'],
    ['/api/auth/session', '1'],
    ['/api/youtube-rss', '1'],
  ])('%s never cached: %s', (uri, expected) => {
    expect(privatePath(uri)).toBe(expected);
  });

  const privateAnswer = nginxMap('sintonia_resposta_privada');
  it.each<[string, string]>([
    ['s-maxage=30, stale-while-revalidate=31535970', '0'],
    ['public, max-age=5', '0'],
    ['public, max-age=31536000, immutable', '0'],
    ['', '0'],
    ['private, no-cache, no-store, max-age=0, must-revalidate', '1'],
    ['no-store', '1'],
    ['no-cache', '1'],
    ['Private', '1'],
  ])('an answer with Cache-Control %j is not kept: %s', (header, expected) => {
    expect(privateAnswer(header)).toBe(expected);
  });

  it('keeps pages 5 s, serves the old copy while it fetches the new one, and fetches each once', () => {
    expect(microcache).toMatch(/^proxy_cache_valid 200 404 5s;$/m);
    expect(microcache).toMatch(/^proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;$/m);
    expect(microcache).toMatch(/^proxy_cache_background_update on;$/m);
    expect(microcache).toMatch(/^proxy_cache_lock on;$/m);
    expect(microcache).toMatch(/^proxy_ignore_headers Cache-Control Expires;$/m);
  });

  it('keys each copy by address and encoding; skips cookies, Authorization, the private paths and private answers', () => {
    expect(microcache).toMatch(/^proxy_cache_key "\$scheme:\/\/\$host\$request_uri\|\$sintonia_codificacao\|/m);
    expect(microcache).toMatch(/^proxy_cache_bypass \$sintonia_caminho_privado \$http_cookie \$http_authorization;$/m);
    expect(microcache).toMatch(/^proxy_no_cache \$sintonia_caminho_privado \$http_cookie \$http_authorization \$sintonia_resposta_privada \$upstream_http_set_cookie;$/m);
  });
});

describe('deploy/nginx.conf with the microcache', () => {
  it('defines the zone, includes the microcache and asks the app for the normalised encoding', () => {
    expect(deployConf).toMatch(/^\s+proxy_cache_path \S+ levels=1:2 keys_zone=sintonia_micro:10m .*inactive=10m/m);
    expect(deployConf).toMatch(/^\s+include nginx-microcache\.conf;$/m);
    expect(deployConf).toMatch(/^\s+proxy_set_header Accept-Encoding \$sintonia_codificacao;$/m);
    expect(deployConf).toMatch(/^\s+add_header X-Cache-Status \$upstream_cache_status always;$/m);
    expect(composeFile).toContain('- ./nginx-microcache.conf:/etc/nginx/nginx-microcache.conf:ro');
  });

  it.each<[string, boolean]>([
    ['/', true],
    ['/api/', true],
    ['/uploads/', false],
    ['= /api/v1/midia', false],
  ])('location %s cached: %s', (head, cached) => {
    expect(locationBlock(deployConf, head).includes('proxy_cache sintonia_micro;')).toBe(cached);
  });
});

describe("the bench's nginx (npm run bench -- --nginx)", () => {
  const dir = '/tmp/sintonia-nginx-teste';
  const conf = benchNginxConfig(deployConf, { dir, port: 18480, upstream: '127.0.0.1:3300' });

  it('is deploy/nginx.conf on loopback, in front of the bench app only, with its files in its own directory', () => {
    expect(conf).toMatch(/^\s+listen 127\.0\.0\.1:18480;$/m);
    expect(conf.match(/^\s+server \S+.*;$/gm)).toEqual(['    server 127.0.0.1:3300 max_fails=2 fail_timeout=10s;']);
    expect(conf).toMatch(/^daemon off;$/m);
    expect(conf).toContain(`pid ${dir}/nginx.pid;`);
    expect(conf).toContain(`error_log ${dir}/error.log notice;`);
    expect(conf).toContain(`access_log ${dir}/access.log sintonia;`);
    expect(conf).toContain(`proxy_temp_path ${dir}/tmp-proxy;`);
    expect(conf).toContain(`client_body_temp_path ${dir}/tmp-client_body;`);
    expect(conf).not.toMatch(/^\s*user\s/m);
    expect(conf).not.toMatch(/^\s*resolver\s/m);
    expect(conf).not.toContain('app1:3000');
    expect(conf).not.toContain('/var/');
  });

  it('has the same microcache: the same zone in its directory, the same include, the same locations', () => {
    const zone = /proxy_cache_path \S+ (.*);/;
    expect(zone.exec(conf)?.[1]).toBe(zone.exec(deployConf)?.[1]);
    expect(conf).toContain(`proxy_cache_path ${dir}/cache `);
    expect(conf).toContain(`include ${MICROCACHE_CONF};`);
    for (const head of ['/', '/api/', '/uploads/', '= /api/v1/midia']) expect(locationBlock(conf, head)).toBe(locationBlock(deployConf, head));
    expect(conf).toMatch(/^\s+proxy_set_header Accept-Encoding \$sintonia_codificacao;$/m);
  });

  it('refuses a deploy/nginx.conf it can no longer rewrite, saying what is missing', () => {
    expect(() => benchNginxConfig(deployConf.replace(/listen 80;/, 'listen 8080;'), { dir, port: 1, upstream: '127.0.0.1:3300' })).toThrow(
      'deploy/nginx.conf mudou: não encontrei o listen 80 para montar o nginx do bench (scripts/bench/nginx.mjs).',
    );
    expect(() => benchNginxConfig(deployConf, { dir: '/tmp/com espaço', port: 1, upstream: '127.0.0.1:3300' })).toThrow('dir inválido para o nginx: /tmp/com espaço');
  });

  const nginxBin = process.env.NGINX_BIN || '/usr/sbin/nginx';
  (fs.existsSync(nginxBin) ? it : it.skip)('passes nginx -t', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-nginx-teste-'));
    try {
      const file = path.join(work, 'nginx.conf');
      fs.writeFileSync(file, benchNginxConfig(deployConf, { dir: work, port: 18480, upstream: '127.0.0.1:3300' }));
      const check = spawnSync(nginxBin, ['-t', '-p', `${work}/`, '-c', file, '-e', `${work}/error.log`], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it('measures each page through nginx right after the same page from the app alone', () => {
    const ours = ['/', '/noticias', '/politica/feira'].map((caminho) => ({ rota: caminho, caminho, side: 'ours', url: `http://127.0.0.1:3300${caminho}`, pid: 1 }));
    const floor = [{ rota: 'ref', caminho: '/news-static', side: 'floor', url: 'http://127.0.0.1:3190/news-static', pid: 2 }];
    const via = nginxTargets(ours, { base: 'http://127.0.0.1:18480', pid: 3 }, ['/', '/politica/feira']);
    expect(via.map((target) => [target.rota, target.url, target.pid, target.alone.caminho])).toEqual([
      ['/ via nginx', 'http://127.0.0.1:18480/', 3, '/'],
      ['/politica/feira via nginx', 'http://127.0.0.1:18480/politica/feira', 3, '/politica/feira'],
    ]);
    const order = placeBesideAlone([ours[0], floor[0], ours[1], ours[2]], via);
    expect(order.map((target) => `${target.side}:${target.caminho}`)).toEqual(['ours:/', 'nginx:/', 'floor:/news-static', 'ours:/noticias', 'ours:/politica/feira', 'nginx:/politica/feira']);
  });
});
